import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateJobs } from '../../generate/generate.ts';
import { jobSearchQueryArbitrary } from '../../query/arbitrary.ts';
import { defaultJobSearchQuery } from '../../query/query.ts';
import type { SharedMatchSet } from './keywordMatches.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';
import { newAds } from './testJobs.ts';

// Two stores on one file (the web's search threads) hand each other the keyword match sets they
// read. Whatever the order the sets arrive in (at once, or late, after other writes), each store
// must answer exactly as a store that reads everything itself.
const generatedAt = new Date('2026-06-10T00:00:00.000Z');
const now = new Date('2026-06-12T00:00:00.000Z');
const base = generateJobs({ count: 600, seed: 7, now: generatedAt });
const arrivals = newAds(generateJobs({ count: 300, seed: 8, now: generatedAt }), now);

let dir: string;
let writer: SqliteJobStore;
let fresh: SqliteJobStore;
/** The two sharing stores, and the sets each has been sent and not yet taken. */
const sharing: { store: SqliteJobStore; inbox: SharedMatchSet[] }[] = [];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jobs-shared-'));
  const path = join(dir, 'jobs.db');
  writer = openSqliteJobStore({ path });
  await writer.upsert(base);
  for (const side of [0, 1]) {
    const store = openSqliteJobStore({
      path,
      exactRankLimit: 40,
      matchSharing: {
        minDocs: 10,
        publish: (set) => sharing[1 - side]!.inbox.push(set),
      },
    });
    sharing.push({ store, inbox: [] });
  }
  fresh = openSqliteJobStore({ path, exactRankLimit: 40 });
});
afterAll(async () => {
  for (const { store } of sharing) await store.close();
  await fresh.close();
  await writer.close();
  rmSync(dir, { recursive: true, force: true });
});

const words = [
  ...new Set(base.flatMap((job) => job.title.toLowerCase().split(/[^a-z]+/)).filter(Boolean)),
];
const keywords = fc.oneof(
  fc.constantFrom(...words),
  fc.constantFrom('manager', 'senior', 'assistant', 'team', 'work'),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} OR ${b}`),
);
const step = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ publish: true as const }) },
  // An edit: the job's text changes in place (the caches start again).
  { weight: 1, arbitrary: fc.nat(base.length - 1).map((at) => ({ edit: at })) },
  { weight: 2, arbitrary: fc.constantFrom(0, 1).map((side) => ({ deliver: side })) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(jobSearchQueryArbitrary, keywords, fc.constantFrom(0, 1))
      .map(([query, typed, side]) => ({
        search: { ...defaultJobSearchQuery, sortMode: query.sortMode, keywords: typed },
        side,
      })),
  },
);

describe('keyword match sets shared between stores on one file', () => {
  it('answer every search as a store that reads its own, however late they arrive', async () => {
    let published = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        for (const action of steps) {
          if ('publish' in action) {
            if (published < arrivals.length) await writer.upsert([arrivals[published++]!]);
          } else if ('edit' in action) {
            const job = base[action.edit]!;
            await writer.upsert([{ ...job, title: `${job.title} team lead` }]);
          } else if ('deliver' in action) {
            const { store, inbox } = sharing[action.deliver]!;
            for (const set of inbox.splice(0)) store.adoptMatchSet(set);
          } else {
            const got = await sharing[action.side]!.store.search(action.search, { now });
            fresh.clearCache();
            const want = await fresh.search(action.search, { now });
            expect(got.total).toBe(want.total);
            expect(got.facets).toEqual(want.facets);
            if (action.search.sortMode === 'date') {
              expect(got.jobs.map((job) => job.id)).toEqual(want.jobs.map((job) => job.id));
            } else expect(got.jobs.length).toBe(want.jobs.length);
          }
        }
      }),
      { numRuns: 80 },
    );
    // Sets did cross, and late ones were turned away.
    const [a, b] = sharing.map(({ store }) => store.matchSetCounts());
    expect(a!.adopted + b!.adopted).toBeGreaterThan(10);
    expect(published).toBeGreaterThan(10);
  });

  it('read a broad word once for both stores, and refuse a set read at another revision', async () => {
    const [a, b] = sharing.map((side) => side.store) as [SqliteJobStore, SqliteJobStore];
    for (const side of sharing) side.inbox.length = 0;
    await writer.upsert([{ ...base[0]!, title: 'Team assistant' }]);
    const query = { ...defaultJobSearchQuery, keywords: 'assistant', sortMode: 'date' as const };
    const readBefore = b.matchSetCounts().read;
    const onA = await a.search(query, { now });
    const offered = sharing[1]!.inbox.splice(0);
    expect(offered.map((set) => set.key)).toEqual(['d:"assistant"']);
    // B has not taken in the write yet: a set from a newer revision is not for it.
    expect(b.adoptMatchSet(offered[0]!)).toBe(false);
    await b.search({ ...query, keywords: 'nurse' }, { now }); // B catches up
    expect(b.adoptMatchSet(offered[0]!)).toBe(true);
    expect(b.adoptMatchSet(offered[0]!)).toBe(false); // held already
    const onB = await b.search(query, { now });
    expect(onB.jobs.map((job) => job.id)).toEqual(onA.jobs.map((job) => job.id));
    expect(b.matchSetCounts().read - readBefore).toBe(1); // only "nurse"
    // A new ad: both extend their own copy of the shared list, neither writes into the other's.
    const ad = { ...arrivals.at(-1)!, id: 'ad-assistant', title: 'Assistant to the team' };
    await writer.upsert([ad]);
    const [afterA, afterB] = [await a.search(query, { now }), await b.search(query, { now })];
    expect(afterA.jobs[0]!.id).toBe('ad-assistant');
    expect(afterB.jobs.map((job) => job.id)).toEqual(afterA.jobs.map((job) => job.id));
    expect(afterB.total).toBe(onB.total + 1);
  });
});
