import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateJobs } from '../../generate/generate.ts';
import type { JobInput } from '../../model/job.ts';
import { jobSearchQueryArbitrary } from '../../query/arbitrary.ts';
import { defaultJobSearchQuery } from '../../query/query.ts';
import { maxLoggedInserts } from './cache.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';
import { newAds } from './testJobs.ts';

// A store that keeps its keyword matches across new jobs (extending them from a scratch index)
// and closed ones (left as they are) must answer exactly as a store that forgets them: checked
// over random interleavings of searches, ads published one to three at a time, ads and jobs
// closed, and closed ones listed again, through another connection (the web's writer and its
// search workers), with keyword sets small and large enough for both rankings.
const generatedAt = new Date('2026-06-10T00:00:00.000Z');
const now = new Date('2026-06-12T00:00:00.000Z');
const base = generateJobs({ count: 600, seed: 5, now: generatedAt });
const arrivals = newAds(generateJobs({ count: 400, seed: 6, now: generatedAt }), now).map(
  (job, i) => ({ ...job, company: { name: `Employer ${i % 7}`, slug: `employer-${i % 7}` } }),
);

let dir: string;
let writer: SqliteJobStore;
let kept: SqliteJobStore;
let fresh: SqliteJobStore;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jobs-inserted-'));
  const path = join(dir, 'jobs.db');
  writer = openSqliteJobStore({ path });
  await writer.upsert(base);
  // A small exact-rank limit, so broad words are ranked title-first and narrow ones by bm25.
  kept = openSqliteJobStore({ path, exactRankLimit: 40 });
  fresh = openSqliteJobStore({ path, exactRankLimit: 40 });
});
afterAll(async () => {
  await kept.close();
  await fresh.close();
  await writer.close();
  rmSync(dir, { recursive: true, force: true });
});

const words = [
  ...new Set(
    [...base, ...arrivals]
      .flatMap((job) => job.title.toLowerCase().split(/[^a-z]+/))
      .filter(Boolean),
  ),
];
/** Words a job listed again gains, searched often so a stale match set would show. */
const edited = ['manager', 'assistant', 'nurse'];
const keywords = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...edited),
  fc.constantFrom(...words),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} ${b}`),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} OR ${b}`),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} -${b}`),
);
const step = fc.oneof(
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((count) => ({ publish: count })) },
  // A job or an ad closed (one of the newest ads half the time), or a closed one listed again.
  { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.boolean()).map(([at, ad]) => ({ close: at, ad })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...edited)).map(([at, word]) => ({
      relist: at,
      word,
    })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        jobSearchQueryArbitrary,
        keywords,
        fc.integer({ min: 1, max: 3 }),
        fc.option(fc.constantFrom('employer-1', 'employer-4'), { nil: undefined }),
      )
      .map(([query, typed, page, companySlug]) => ({
        // The keywords with at most one filter: the arbitrary's own queries set every filter at
        // once and find nothing, which would hide a match set extended wrongly.
        search: {
          ...defaultJobSearchQuery,
          keywords: typed,
          sortMode: query.sortMode,
          workTypes: query.workTypes.slice(0, 1),
          page,
        },
        companySlug,
      })),
  },
);

describe('keyword matches kept across new jobs and closed ones', () => {
  it('answer every search as a store that starts its caches again', async () => {
    let published = 0;
    const closed: JobInput[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const action of steps) {
          if ('close' in action) {
            const from = action.ad && published > 0 ? arrivals.slice(0, published) : base;
            const job = from[from.length - 1 - (action.close % Math.min(from.length, 5))]!;
            await writer.expire([job.id]);
            closed.push(job);
            continue;
          }
          if ('relist' in action) {
            if (closed.length === 0) continue;
            const [job] = closed.splice(action.relist % closed.length, 1);
            // Its text changes too: it now matches another word.
            await writer.upsert([{ ...job!, title: `${job!.title} ${action.word}` }]);
            continue;
          }
          if ('publish' in action) {
            // One ad per write, as the posting flow does.
            for (let i = 0; i < action.publish && published < arrivals.length; i += 1) {
              await writer.upsert([arrivals[published]!]);
              published += 1;
            }
            continue;
          }
          const options = {
            now,
            ...(action.companySlug === undefined ? {} : { companySlug: action.companySlug }),
          };
          const got = await kept.search(action.search, options);
          fresh.clearCache();
          const want = await fresh.search(action.search, options);
          expect(got.total).toBe(want.total);
          expect(got.facets).toEqual(want.facets);
          // bm25 weighs a word by how rare it is: new jobs shift old scores a little, so a
          // relevance page may order near-ties differently; newest first must agree exactly.
          if (action.search.sortMode === 'date') {
            expect(got.jobs.map((job) => job.id)).toEqual(want.jobs.map((job) => job.id));
          } else expect(got.jobs.length).toBe(want.jobs.length);
        }
      }),
      { numRuns: 60 },
    );
    expect(published).toBeGreaterThan(20);
  });

  it('are not read again when a job closes', async () => {
    const query = { ...defaultJobSearchQuery, keywords: 'manager', sortMode: 'date' as const };
    const first = await kept.search(query, { now });
    const read = kept.matchSetCounts().read;
    await writer.expire([first.jobs[0]!.id]);
    const after = await kept.search(query, { now });
    expect(kept.matchSetCounts().read).toBe(read);
    expect(after.total).toBe(first.total - 1);
    expect(after.jobs.map((job) => job.id)).not.toContain(first.jobs[0]!.id);
    // Listed again (written anew, its text may differ): the matches are read again.
    await writer.upsert([[...base, ...arrivals].find((job) => job.id === first.jobs[0]!.id)!]);
    await kept.search(query, { now });
    expect(kept.matchSetCounts().read).toBeGreaterThan(read);
  });

  it('count new jobs into the place and classification counts without a recount', async () => {
    const before = await kept.countByClassification({ now });
    const places = await kept.suggestPlaces('syd', 3, { now });
    const next = arrivals.slice(350, 353);
    for (const job of next) await writer.upsert([job]);
    const after = await kept.countByClassification({ now });
    fresh.clearCache();
    expect(after).toEqual(await fresh.countByClassification({ now }));
    const total = (counts: typeof after) => counts.reduce((sum, c) => sum + c.count, 0);
    expect(total(after)).toBe(total(before) + 3);
    expect(await kept.suggestPlaces('syd', 3, { now })).toEqual(
      await fresh.suggestPlaces('syd', 3, { now }),
    );
    expect(places.length).toBeGreaterThan(0);
  });

  it('take in more new jobs than the log holds, when used now and then, without reading again', async () => {
    const path = join(dir, 'jobs.db');
    // Title-first ranking only: an exact (bm25) set that outgrows its limit is read again.
    const store = openSqliteJobStore({ path, exactRankLimit: 0 });
    try {
      const queries = ['manager', 'nurse', 'assistant OR chef', 'sales -manager', ''].flatMap(
        (typed) =>
          (['relevance', 'date'] as const).map((sortMode) => ({
            ...defaultJobSearchQuery,
            keywords: typed,
            sortMode,
          })),
      );
      for (const query of queries) await store.search(query, { now });
      const read = store.matchSetCounts().read;
      // One ad per write, past the log's size twice; one search now and then uses a few sets.
      const ads = Array.from({ length: 2 * maxLoggedInserts + 9 }, (_, i) => ({
        ...arrivals[i % arrivals.length]!,
        id: `logged-${i}`,
      }));
      for (const [i, ad] of ads.entries()) {
        await writer.upsert([ad]);
        if (i % 20 === 19) await store.search(queries[i % queries.length]!, { now });
      }
      for (const query of queries) {
        const got = await store.search(query, { now });
        fresh.clearCache();
        const want = await fresh.search(query, { now });
        expect(got.total, query.keywords).toBe(want.total);
        expect(got.facets, query.keywords).toEqual(want.facets);
        if (query.sortMode === 'date') {
          expect(got.jobs.map((job) => job.id)).toEqual(want.jobs.map((job) => job.id));
        }
      }
      expect(store.matchSetCounts().read).toBe(read);
    } finally {
      await store.close();
    }
  });

  it('rank a few matches of words too broad to score title-first, before and after new jobs', async () => {
    // Every keyword search here walks "too much" of the index for bm25: even a few matches rank
    // title-first, as a store that never scores by bm25 ranks them, new jobs included.
    const path = join(dir, 'jobs.db');
    const broad = openSqliteJobStore({
      path,
      exactRankLimit: 10_000,
      keywordCost: { minDocuments: 1, exactRankWalk: 0 },
    });
    const titleFirst = openSqliteJobStore({ path, exactRankLimit: 0 });
    try {
      const queries = ['manager', 'nurse', 'assistant OR chef', 'sales'].map((typed) => ({
        ...defaultJobSearchQuery,
        keywords: typed,
      }));
      const same = async () => {
        for (const query of queries) {
          const got = await broad.search(query, { now });
          titleFirst.clearCache();
          const want = await titleFirst.search(query, { now });
          expect(
            got.jobs.map((job) => job.id),
            query.keywords,
          ).toEqual(want.jobs.map((job) => job.id));
        }
      };
      await same();
      // New ads whose short titles hold the words: title-first puts them at the top.
      const titles = ['Manager', 'Nurse', 'Chef', 'Sales Lead', 'Store Manager'];
      for (const [i, title] of titles.entries()) {
        await writer.upsert([{ ...arrivals[360 + i]!, id: `broad-${i}`, title }]);
      }
      await same();
    } finally {
      await broad.close();
      await titleFirst.close();
    }
  });
});
