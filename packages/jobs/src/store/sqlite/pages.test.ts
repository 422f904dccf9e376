import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateJobs } from '../../generate/generate.ts';
import { companyKeyOf } from '../../model/company.ts';
import { jobSearchQueryArbitrary } from '../../query/arbitrary.ts';
import { defaultJobSearchQuery, type JobSearchQuery } from '../../query/query.ts';
import type { SearchOptions } from '../store.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';

// A search keeps its pass (total, facets, the docs of its first pages ranked), so its next pages
// are slices of it, and new jobs are merged into it. Whatever pages are asked in whatever order,
// with writes between them, every page must be what a store without any cache answers.
const generatedAt = new Date('2026-06-10T00:00:00.000Z');
const now = new Date('2026-06-12T00:00:00.000Z');
/** A moment later: a kept pass is still used then, unless a job it counts has closed. */
const later = new Date(now.getTime() + 20_000);
const base = generateJobs({ count: 700, seed: 21, now: generatedAt });
const arrivals = generateJobs({ count: 300, seed: 22, now: generatedAt }).map((job, i) => {
  // Every seventh the same job as one already stored, in another place (its group grows).
  if (i % 7 === 3) {
    const stored = base[i]!;
    const elsewhere = base.find((other) => other.location.placeId !== stored.location.placeId)!;
    return { ...stored, id: `ad-${i}`, listedAt: now.toISOString(), location: elsewhere.location };
  }
  return {
    ...job,
    id: `ad-${i}`,
    // Every fourth senior (`manager -senior` leaves them out); every fifth closing in 10 s.
    ...(i % 4 === 1 ? { title: `Senior ${job.title}` } : {}),
    listedAt: now.toISOString(),
    ...(i % 5 === 2 ? { validThrough: new Date(now.getTime() + 10_000).toISOString() } : {}),
    // Every third one remote, so searches for Remote meet new jobs; ads of two employers.
    ...(i % 3 === 0 ? { workArrangement: 'remote' as const } : {}),
    company: { name: `Employer ${i % 2}`, slug: `employer-${i % 2}` },
  };
});

let dir: string;
let writer: SqliteJobStore;
let kept: SqliteJobStore;
let uncached: SqliteJobStore;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jobs-pages-'));
  const path = join(dir, 'jobs.db');
  writer = openSqliteJobStore({ path });
  await writer.upsert(base);
  // Relevance by title-first scores, not bm25: bm25 weighs a word by how rare it is, so the kept
  // store's scores of matches read before new jobs arrived would differ a little from a fresh
  // read, and near-ties swap. Title-first scores are the job's own, so pages compare exactly.
  // Every pass is kept, however few jobs it went over.
  kept = openSqliteJobStore({ path, exactRankLimit: 0, keptPassMinDocs: 0 });
  uncached = openSqliteJobStore({ path, cacheSize: 0, exactRankLimit: 0 });
});
afterAll(async () => {
  for (const store of [kept, uncached, writer]) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const words = [
  '',
  '',
  '',
  'manager',
  'assistant',
  'nurse',
  'engineer',
  'sales',
  'manager -senior',
  'assistant -senior',
];
const companyKeys = [...new Set([...arrivals, ...base].map((job) => companyKeyOf(job.company)))];
const search = fc
  .tuple(
    jobSearchQueryArbitrary,
    fc.constantFrom(...words),
    fc.boolean(),
    fc.constantFrom('', 'Remote', 'Remote', 'NSW', 'Sydney', 'Queensland'),
  )
  .map(([query, keywords, filtered, where]) => ({
    // At most one filter, so searches find enough jobs for several pages.
    ...defaultJobSearchQuery,
    keywords,
    where,
    sortMode: query.sortMode,
    workTypes: filtered ? query.workTypes.slice(0, 1) : [],
  }));
/** What other searches add: blocked organisations, "new since" (alerts), an employer's page. */
const extras = fc.record(
  {
    excludeCompanies: fc.subarray(companyKeys, { minLength: 1, maxLength: 3 }),
    listedAfter: fc.constantFrom(generatedAt, now),
    companySlug: fc.constantFrom('employer-0', 'employer-1', 'employer-2'),
  },
  { requiredKeys: [] },
);
const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      /** Which of the run's searches: they come back, so a pass kept across a write is used. */
      which: fc.nat(),
      pages: fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 6 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ publish: true as const }) },
  { weight: 1, arbitrary: fc.nat(base.length - 1).map((at) => ({ close: at })) },
);

describe('the pages of a search', () => {
  it('are each what a store without caches answers, in any order, across writes', async () => {
    let published = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ search, pageSize: fc.constantFrom(5, 20), extras }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (searches, steps) => {
          /** Each page asked of the kept store against the store without caches. */
          const compare = async (asked: (typeof searches)[number], page: number, at = now) => {
            const query = { ...asked.search, page };
            const options = { ...asked.extras, now: at, pageSize: asked.pageSize };
            expect(await kept.search(query, options)).toEqual(
              await uncached.search(query, options),
            );
          };
          for (const action of steps) {
            if ('publish' in action) {
              if (published < arrivals.length) await writer.upsert([arrivals[published++]!]);
              // Every search again: the passes a new job cannot change are kept, the others have
              // it merged in or are dropped; and a moment later, when some new jobs have closed.
              for (const asked of searches) await compare(asked, 2);
              for (const asked of searches) await compare(asked, 1, later);
            } else if ('close' in action) {
              await writer.expire([base[action.close]!.id]);
            } else {
              const asked = searches[action.which % searches.length]!;
              for (const page of action.pages) await compare(asked, page);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("count an employer's first ad on a page searched before it", async () => {
    const query = { ...defaultJobSearchQuery, sortMode: 'date' as const };
    const options = { now, companySlug: 'first-ad-employer' };
    expect((await kept.search(query, options)).total).toBe(0);
    const company = { name: 'First Ad Employer', slug: 'first-ad-employer' };
    await writer.upsert([{ ...arrivals[0]!, id: 'first-ad', company }]);
    expect((await kept.search({ ...query, page: 2 }, options)).total).toBe(1);
    expect((await kept.search(query, options)).jobs.map((job) => job.id)).toEqual(['first-ad']);
  });

  it('reach past the pages ranked first, and stop where the results do', async () => {
    const query = { ...defaultJobSearchQuery, sortMode: 'date' as const };
    const options = { now, pageSize: 20 };
    const pages = [1, 2, 9, 3, 9, 30, 35];
    for (const page of pages) {
      expect(await kept.search({ ...query, page }, options)).toEqual(
        await uncached.search({ ...query, page }, options),
      );
    }
    const last = await kept.search({ ...query, page: 35 }, options);
    expect(last.jobs).toHaveLength(Math.max(0, Math.min(20, last.total - 34 * 20)));
  });
});

describe('a kept search, after each new job', () => {
  let fresh: {
    dir: string;
    writer: SqliteJobStore;
    kept: SqliteJobStore;
    uncached: SqliteJobStore;
  };
  beforeAll(async () => {
    const freshDir = mkdtempSync(join(tmpdir(), 'jobs-pages-'));
    const path = join(freshDir, 'jobs.db');
    const freshWriter = openSqliteJobStore({ path });
    await freshWriter.upsert(base);
    fresh = {
      dir: freshDir,
      writer: freshWriter,
      kept: openSqliteJobStore({ path, exactRankLimit: 0, keptPassMinDocs: 0 }),
      uncached: openSqliteJobStore({ path, cacheSize: 0, exactRankLimit: 0 }),
    };
  });
  afterAll(async () => {
    for (const store of [fresh.kept, fresh.uncached, fresh.writer]) await store.close();
    rmSync(fresh.dir, { recursive: true, force: true });
  });

  it('is what a store without caches answers, whatever the job', async () => {
    const all = { ...defaultJobSearchQuery };
    const asked: [JobSearchQuery, SearchOptions][] = [
      [all, {}],
      [{ ...all, sortMode: 'date' }, {}],
      [{ ...all, keywords: 'manager' }, {}],
      [{ ...all, keywords: 'nurse' }, {}],
      [{ ...all, keywords: 'sales' }, {}],
      [{ ...all, keywords: 'manager', sortMode: 'date' }, {}],
      [{ ...all, keywords: 'manager -senior' }, {}],
      [{ ...all, keywords: 'assistant -senior', sortMode: 'date' }, {}],
      [{ ...all, where: 'Remote', workTypes: ['full-time'] }, {}],
      // Two of the hidden jobs are not stored yet: they arrive later, hidden.
      [all, { excludeIds: [base[0]!.id, 'ad-8', 'ad-20'] }],
      [all, { companySlug: 'employer-0' }],
      [all, { listedAfter: generatedAt, excludeCompanies: [companyKeyOf(arrivals[1]!.company)] }],
      // The job ad-3 copies, in its own place: the copy elsewhere is named on its card.
      [{ ...all, keywords: base[3]!.title, where: base[3]!.location.label }, {}],
      // Nothing found: the page suggests a spelling from the titles, which a new job adds to.
      [{ ...all, keywords: 'zebrq' }, {}],
    ];
    const zebra = { ...arrivals[0]!, id: 'zebra', title: 'Zebra keeper' };
    // Copies of stored jobs (3, 10, ...), seniors, hidden ones (8, 20); then jobs closing in 10 s
    // (after one, a kept pass is used at the later moment no more, so those come last).
    const closingSoon = (job: (typeof arrivals)[number]) =>
      Date.parse(job.validThrough) - now.getTime() <= 10_000;
    const jobs = arrivals.slice(0, 42);
    const order = [...jobs.filter((job) => !closingSoon(job)), ...jobs.filter(closingSoon)];
    for (const job of [undefined, ...order, zebra]) {
      if (job !== undefined) await fresh.writer.upsert([job]);
      for (const [query, options] of asked) {
        for (const [page, at] of [
          [1, now],
          [2, now],
          // Past the five pages ranked first: the pass ranks ten, and a merge keeps all ten.
          [10, now],
          [1, later],
        ] as const) {
          const pageOptions = { ...options, now: at, pageSize: 5 };
          expect(await fresh.kept.search({ ...query, page }, pageOptions)).toEqual(
            await fresh.uncached.search({ ...query, page }, pageOptions),
          );
        }
      }
    }
  });
});
