import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateJobs } from '../../generate/generate.ts';
import { companyKeyOf } from '../../model/company.ts';
import { jobSearchQueryArbitrary } from '../../query/arbitrary.ts';
import { defaultJobSearchQuery } from '../../query/query.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';

// A search keeps its pass (total, facets, the docs of its first pages ranked), so its next pages
// are slices of it. Whatever pages are asked in whatever order, with writes between them, every
// page must be what a store without any cache answers.
const generatedAt = new Date('2026-06-10T00:00:00.000Z');
const now = new Date('2026-06-12T00:00:00.000Z');
const base = generateJobs({ count: 700, seed: 21, now: generatedAt });
const arrivals = generateJobs({ count: 200, seed: 22, now: generatedAt }).map((job, i) => ({
  ...job,
  id: `ad-${i}`,
  listedAt: now.toISOString(),
  // Every third one remote, so searches for Remote meet new jobs; ads of two employers.
  ...(i % 3 === 0 ? { workArrangement: 'remote' as const } : {}),
  company: { name: `Employer ${i % 2}`, slug: `employer-${i % 2}` },
}));

let dir: string;
let writer: SqliteJobStore;
let kept: SqliteJobStore;
let uncached: SqliteJobStore;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jobs-pages-'));
  const path = join(dir, 'jobs.db');
  writer = openSqliteJobStore({ path });
  await writer.upsert(base);
  kept = openSqliteJobStore({ path });
  uncached = openSqliteJobStore({ path, cacheSize: 0 });
});
afterAll(async () => {
  for (const store of [kept, uncached, writer]) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const words = ['', '', '', 'manager', 'assistant', 'nurse', 'engineer', 'sales', 'manager -senior'];
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
          const compare = async (asked: (typeof searches)[number], page: number) => {
            const query = { ...asked.search, page };
            const options = { ...asked.extras, now, pageSize: asked.pageSize };
            const got = await kept.search(query, options);
            const want = await uncached.search(query, options);
            if (query.sortMode === 'date' || query.keywords === '') expect(got).toEqual(want);
            else {
              // bm25 weighs a word by how rare it is: the kept store's scores of matches read
              // before new jobs arrived differ a little, so near-ties may swap on a relevance page.
              expect({ ...got, jobs: got.jobs.length }).toEqual({
                ...want,
                jobs: want.jobs.length,
              });
            }
          };
          for (const action of steps) {
            if ('publish' in action) {
              if (published < arrivals.length) await writer.upsert([arrivals[published++]!]);
              // Every search again: the passes a new job cannot change are kept, the others not.
              for (const asked of searches) await compare(asked, 2);
            } else if ('close' in action) {
              await writer.expire([base[action.close]!.id]);
            } else {
              const asked = searches[action.which % searches.length]!;
              for (const page of action.pages) await compare(asked, page);
            }
          }
        },
      ),
      { numRuns: 80 },
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
