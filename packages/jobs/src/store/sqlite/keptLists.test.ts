import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateJobs } from '../../generate/generate.ts';
import type { JobInput } from '../../model/job.ts';
import { defaultJobSearchQuery, type JobSearchQuery } from '../../query/query.ts';
import { decodeDocList, encodeDocList, patchedList } from './keptLists.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';
import { newAds } from './testJobs.ts';

const sortedDocs = (max: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max }), { maxLength: 200 })
    .map((values) => Int32Array.from(values.sort((a, b) => a - b)));

describe('a kept list as bytes', () => {
  it('decodes to the docs it was made of, close or far apart', () => {
    fc.assert(
      fc.property(fc.oneof(sortedDocs(400), sortedDocs(2 ** 31 - 1)), (docs) => {
        expect(decodeDocList(encodeDocList(docs), docs.length)).toEqual(docs);
      }),
    );
  });

  it('takes about a byte a doc for a broad term', () => {
    const everyThird = Int32Array.from({ length: 100_000 }, (_, i) => 3 * i + 1);
    expect(encodeDocList(everyThird).byteLength).toBe(100_000);
  });

  it('is turned down when cut short, too long, or not a list', () => {
    fc.assert(
      fc.property(
        sortedDocs(100_000).filter((docs) => docs.length > 0),
        (docs) => {
          const bytes = encodeDocList(docs);
          expect(decodeDocList(bytes.subarray(0, bytes.length - 1), docs.length)).toBeUndefined();
          expect(decodeDocList(bytes, docs.length - 1)).toBeUndefined();
          expect(decodeDocList(bytes, docs.length + 1)).toBeUndefined();
        },
      ),
    );
    // A varint that never ends, and one past 32 bits.
    expect(decodeDocList(Uint8Array.of(0x80, 0x80), 1)).toBeUndefined();
    expect(decodeDocList(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0x7f), 1)).toBeUndefined();
  });
});

describe('patchedList', () => {
  it('takes out the changed docs and puts back those that match now', () => {
    fc.assert(
      fc.property(
        sortedDocs(300),
        sortedDocs(300),
        fc.infiniteStream(fc.boolean()),
        (list, changed, keep) => {
          const back = changed.filter(() => keep.next().value);
          const out = new Set(changed);
          const want = [
            ...new Set([...list].filter((doc) => !out.has(doc)).concat([...back])),
          ].sort((a, b) => a - b);
          expect([...patchedList(list, changed, back)]).toEqual(want);
        },
      ),
    );
  });
});

// A node that starts reads broad terms from the lists kept in the database, and what changed
// since (new ads, closed ones, edited ones), and must answer exactly as a store that reads the
// full-text index: checked over random interleavings of writes by another connection and
// searches by stores opened afresh, with every term kept (`keptListMinDocs: 1`).
const generatedAt = new Date('2026-06-10T00:00:00.000Z');
const now = new Date('2026-06-12T00:00:00.000Z');
const base = generateJobs({ count: 400, seed: 11, now: generatedAt });
const arrivals = newAds(generateJobs({ count: 700, seed: 12, now: generatedAt }), now);
/** These ads again under other ids (`prefix-0`, ...) and titles. */
const retitled = (ads: readonly JobInput[], prefix: string, title: (i: number) => string) =>
  ads.map((job, i) => ({ ...job, id: `${prefix}-${i}`, title: title(i) }));
/** Another job's words in this job: an edit that takes some terms away and brings others. */
const rewritten = (job: JobInput, from: JobInput): JobInput => ({
  ...job,
  title: from.title,
  summary: from.summary,
  descriptionHtml: from.descriptionHtml,
  keySellingPoints: from.keySellingPoints,
  classification: from.classification,
  subClassification: from.subClassification,
});

const words = [
  ...new Set(base.flatMap((job) => job.title.toLowerCase().split(/[^a-z]+/)).filter(Boolean)),
];
const typed = fc.oneof(
  fc.constantFrom(...words),
  fc.constantFrom(...words).map((word) => word.toUpperCase()),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} ${b}`),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} OR ${b}`),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} -${b}`),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `"${a} ${b}"`),
);

let dir: string;
let path: string;
let writer: SqliteJobStore;
let reference: SqliteJobStore;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jobs-kept-lists-'));
  path = join(dir, 'jobs.db');
  writer = openSqliteJobStore({ path });
  await writer.upsert(base);
  // A tiny exact-rank limit: most words rank title-first, from their lists in all fields and in
  // titles; the rarest by bm25, which FTS5 scores.
  reference = openSqliteJobStore({ path, keptListMinDocs: Infinity, exactRankLimit: 5 });
});
afterAll(async () => {
  await reference.close();
  await writer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A search by a node that has just started, against the index read afresh. */
async function expectSameAsIndex(query: JobSearchQuery) {
  const node = openSqliteJobStore({ path, keptListMinDocs: 1, exactRankLimit: 5 });
  try {
    const got = await node.search(query, { now });
    reference.clearCache();
    const want = await reference.search(query, { now });
    expect(got.total, query.keywords).toBe(want.total);
    expect(got.facets).toEqual(want.facets);
    expect(got.jobs.map((job) => job.id)).toEqual(want.jobs.map((job) => job.id));
    return node.matchSetCounts();
  } finally {
    await node.close();
  }
}

const keptCount = () => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare<[], number>('SELECT count(*) FROM match_lists').pluck().get()!;
  } finally {
    db.close();
  }
};

describe('match lists kept in the database', () => {
  it('answer a starting node as the full-text index would, whatever was written since', async () => {
    let published = 0;
    const step = fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 6 }).map((count) => ({ publish: count })) },
      { weight: 1, arbitrary: fc.nat().map((at) => ({ close: at })) },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.nat(), fc.nat()).map(([at, from]) => ({ edit: at, from })),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(typed, fc.constantFrom('relevance', 'date'), fc.integer({ min: 1, max: 2 }))
          .map(([keywords, sortMode, page]) => ({
            search: { ...defaultJobSearchQuery, keywords, sortMode, page } as JobSearchQuery,
          })),
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const stored = [...base, ...arrivals.slice(0, published)];
        for (const action of steps) {
          if ('publish' in action) {
            for (let i = 0; i < action.publish && published < arrivals.length; i += 1) {
              await writer.upsert([arrivals[published]!]);
              stored.push(arrivals[published]!);
              published += 1;
            }
          } else if ('close' in action) {
            await writer.expire([stored[action.close % stored.length]!.id]);
          } else if ('edit' in action) {
            const job = stored[action.edit % stored.length]!;
            await writer.upsert([rewritten(job, base[action.from % base.length]!)]);
          } else await expectSameAsIndex(action.search);
        }
      }),
      { numRuns: 50 },
    );
    expect(keptCount()).toBeGreaterThan(20);
  });

  it('are read, not the index, by the next node', async () => {
    const query = { ...defaultJobSearchQuery, keywords: 'manager OR assistant' };
    await expectSameAsIndex(query);
    // Both terms are kept now, in all fields and in titles (a broad word ranks title-first): a
    // node that starts reads none of the four from the index, in whatever case they are typed.
    const counts = await expectSameAsIndex({ ...query, keywords: 'Manager OR ASSISTANT' });
    expect(counts.read).toBe(4);
    expect(counts.kept).toBe(4);
  });

  it('are kept again once patched with many changes, and patched from there', async () => {
    const query = { ...defaultJobSearchQuery, keywords: 'nurse', sortMode: 'date' as const };
    await expectSameAsIndex(query);
    const nurses = retitled(arrivals.slice(250, 300), 'nurse', (i) => `Nurse ${i}`);
    // One ad a write, as the posting flow does: 40 revisions past the kept list.
    for (const job of nurses.slice(0, 40)) await writer.upsert([job]);
    expect((await expectSameAsIndex(query)).kept).toBe(1);
    // Three more, and one of the earlier ones rewritten without the word.
    for (const job of nurses.slice(40, 43)) await writer.upsert([job]);
    await writer.upsert([
      rewritten(
        nurses[5]!,
        base.find((job) => !/nurse/i.test(JSON.stringify(job)))!,
      ),
    ]);
    expect((await expectSameAsIndex(query)).kept).toBe(1);
  });

  it('are kept fresh by a node that holds them while many ads arrive, for the next node', async () => {
    const query = {
      ...defaultJobSearchQuery,
      keywords: 'analyst OR planner',
      sortMode: 'date' as const,
    };
    const busy = openSqliteJobStore({ path, keptListMinDocs: 1, exactRankLimit: 5 });
    try {
      await busy.search(query, { now });
      // 400 ads one by one with the words: far more than a list could be patched with, but the
      // busy node, searched between them, keeps the lists again as its own sets take them in.
      const ads = retitled(
        arrivals.slice(0, 400),
        'busy',
        (i) => `${i % 2 === 0 ? 'Analyst' : 'Planner'} ${i}`,
      );
      let written = 0;
      for (const [i, ad] of ads.entries()) {
        await writer.upsert([ad]);
        if (i % 10 === 9) {
          await busy.search(query, { now });
          written += busy.keepMatchLists();
        }
        // Rewritten ads too: one that had a word loses it.
        if (i === 300) await writer.upsert([rewritten(ads[0]!, base[1]!)]);
      }
      expect(written).toBeGreaterThan(0);
      const counts = await expectSameAsIndex(query);
      expect(counts.kept).toBe(counts.read);
    } finally {
      await busy.close();
    }
  });

  it('are read from the index again once more changed than a patch should carry', async () => {
    const query = { ...defaultJobSearchQuery, keywords: 'engineer', sortMode: 'date' as const };
    await expectSameAsIndex(query);
    // 300 new ads, each with the word: too many to patch a kept list with.
    const many = retitled(arrivals.slice(350, 650), 'many', (i) => `Engineer ${i}`);
    await writer.upsert(many);
    const counts = await expectSameAsIndex(query);
    expect(counts.kept).toBe(0);
    // And kept anew: the next node reads the new list with nothing to patch.
    expect((await expectSameAsIndex(query)).kept).toBe(1);
  });

  it('are not waited for: a node that finds the file busy answers and keeps nothing', async () => {
    const before = keptCount();
    const other = new Database(path);
    other.exec('BEGIN IMMEDIATE');
    try {
      await expectSameAsIndex({ ...defaultJobSearchQuery, keywords: 'receptionist OR chef' });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(keptCount()).toBe(before);
  });
});
