import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainSearch } from '../../bench/plain.ts';
import { generateJobs } from '../../generate/generate.ts';
import { companyKeyOf } from '../../model/company.ts';
import { placesNamed } from '../../model/places.ts';
import { jobSearchQueryArbitrary } from '../../query/arbitrary.ts';
import { parseKeywords, toFtsExpressions } from '../keywords.ts';
import { defaultJobSearchQuery, type JobSearchQuery } from '../../query/query.ts';
import { relaxableFilters, type RelaxableFilter } from '../store.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';

// The store (in-memory facet index, one pass, top-K heap, caches) checked against the plain SQL
// implementation over generated jobs and generated queries: totals, every facet count, the
// date-sorted order and the page slices must agree exactly.
const generatedAt = new Date('2026-06-10T00:00:00.000Z');
// Five days on: jobs listed 25-30 days before generation have expired by then.
const now = new Date('2026-06-15T00:00:00.000Z');
// A few organisations post ads (a company slug) among the generated jobs.
const companySlugs = ['harbour-health', 'acme-2', 'blue-gum-cafe'];
// ...and about a third of the jobs are verified employers' (`verified=1` and its count).
const jobs = generateJobs({ count: 1_200, seed: 11, now: generatedAt })
  .map((job, i) =>
    i % 5 < 2 ? { ...job, company: { ...job.company, slug: companySlugs[i % 3]! } } : job,
  )
  .map((job, i) => (i % 3 === 0 ? { ...job, verifiedEmployer: true } : job))
  // ...and some ads say they are for an existing vacancy (`vacancy=existing` and its count).
  .map((job, i) => (i % 4 === 1 ? { ...job, existingVacancy: true } : job));

let store: SqliteJobStore;
beforeAll(async () => {
  store = openSqliteJobStore({ path: ':memory:' });
  await store.upsert(jobs);
  await store.expire(jobs.filter((_, i) => i % 40 === 0).map((job) => job.id));
});
afterAll(async () => {
  await store.close();
});

const titleWords = [
  ...new Set(jobs.flatMap((job) => job.title.toLowerCase().split(/[^a-z]+/)).filter(Boolean)),
];
const keywordPart = fc.oneof(
  fc.constantFrom(...titleWords),
  fc.constantFrom(...titleWords).map((word) => `-${word}`),
  fc.constantFrom('OR', 'NOT', '"project manager"', '"senior', 'sydney', 'team', 'nurse'),
);
const keywords = fc.oneof(
  fc.constant(''),
  fc.array(keywordPart, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(' ')),
);
const placeNames = [
  '',
  'Remote',
  'Sydney',
  'NSW',
  'Victoria',
  'New Zealand',
  'Australia',
  'Syd',
  '2000',
  'Richmond',
  'Glenroy',
  ...new Set(jobs.slice(0, 60).map((job) => job.location.label)),
];
const query = fc
  .tuple(
    jobSearchQueryArbitrary,
    fc.option(keywords, { nil: undefined }),
    fc.option(fc.constantFrom(...placeNames), { nil: undefined }),
    fc.integer({ min: 1, max: 8 }),
    // A saved search's alert watermark: none, or up to 31 days back (jobs span 30 days).
    fc.option(fc.integer({ min: 0, max: 31 * 24 }), { nil: undefined }),
    // A company page: one organisation's jobs (or a slug no job carries).
    fc.option(fc.constantFrom(...companySlugs, 'no-such-company'), { nil: undefined }),
  )
  .map(([generated, words, where, page, hoursBack, companySlug]) => ({
    query: {
      ...generated,
      keywords: words ?? generated.keywords,
      where: where ?? generated.where,
      // Mostly pages that hold jobs; the arbitrary's own page (up to 1000) now and then.
      page: page === 8 ? generated.page : page,
    },
    listedAfter:
      hoursBack === undefined ? undefined : new Date(now.getTime() - hoursBack * 3_600_000),
    companySlug,
  }));

describe('the store against the plain SQL implementation', () => {
  it('agrees on totals, facet counts, date order and page slices (with and without listedAfter and companySlug)', async () => {
    await fc.assert(
      fc.asyncProperty(query, async ({ query: q, listedAfter, companySlug }) => {
        const result = await store.search(q, {
          now,
          ...(listedAfter === undefined ? {} : { listedAfter }),
          ...(companySlug === undefined ? {} : { companySlug }),
        });
        // Where resolves in the store (busiest namesake, partial names): the plain search
        // filters by the place the store says it used.
        const used = result.where === null ? null : placesNamed(result.where);
        const plain = plainSearch(store.db, q, now, {
          where: used === null ? null : used === 'remote' ? 'remote' : used[0]!,
          ...(listedAfter === undefined ? {} : { listedAfter }),
          ...(companySlug === undefined ? {} : { companySlug }),
        });
        if (q.verifiedOnly) expect(result.jobs.every((job) => job.verifiedEmployer)).toBe(true);
        if (companySlug !== undefined) {
          expect(result.jobs.every((job) => job.companySlug === companySlug)).toBe(true);
        }
        expect(result.total).toBe(plain.total);
        for (const [group, values] of Object.entries(result.facets)) {
          const expected = plain.facets[group as keyof typeof plain.facets];
          for (const value of values) {
            expect([group, value.value, value.count]).toEqual([
              group,
              value.value,
              expected.get(value.value) ?? 0,
            ]);
          }
        }
        const ids = result.jobs.map((job) => job.id);
        const ranked =
          q.sortMode === 'relevance' &&
          toFtsExpressions(parseKeywords(q.keywords)).include !== undefined;
        if (ranked) expect(ids.length).toBe(plain.pageIds.length);
        else expect(ids).toEqual(plain.pageIds);
      }),
      { numRuns: 250 },
    );
  });

  it('counts what each looser search finds (withoutFilter) exactly as running it does', async () => {
    const looser: Record<RelaxableFilter, (q: JobSearchQuery) => JobSearchQuery> = {
      classification: (q) => ({ ...q, classifications: [], subClassifications: [] }),
      workType: (q) => ({ ...q, workTypes: [] }),
      workArrangement: (q) => ({ ...q, workArrangements: [] }),
      salary: (q) => ({ ...q, salaryMin: null, salaryMax: null }),
      dateRange: (q) => ({ ...q, dateRange: null }),
      verified: (q) => ({ ...q, verifiedOnly: false }),
      vacancy: (q) => ({ ...q, existingVacancyOnly: false }),
    };
    await fc.assert(
      fc.asyncProperty(query, async ({ query: q, listedAfter, companySlug }) => {
        const options = {
          now,
          ...(listedAfter === undefined ? {} : { listedAfter }),
          ...(companySlug === undefined ? {} : { companySlug }),
        };
        const result = await store.search(q, options);
        for (const filter of relaxableFilters) {
          const found = await store.search(looser[filter](q), options);
          expect([filter, result.withoutFilter[filter]]).toEqual([filter, found.total]);
        }
      }),
      { numRuns: 250 },
    );
  });
});

describe('count', () => {
  // Its own store: the jobs above, and every tenth one again in another job's place, some in
  // another work type too (one job in several places: one card stands for them all).
  let counted: SqliteJobStore;
  beforeAll(async () => {
    counted = openSqliteJobStore({ path: ':memory:' });
    const copies = jobs
      .filter((_, i) => i % 10 === 3)
      .map((job, i) => ({
        ...job,
        id: `${job.id}-again`,
        location: jobs[(i * 7) % jobs.length]!.location,
        workType: i % 2 === 0 ? job.workType : ('casual-vacation' as const),
      }));
    await counted.upsert([...jobs, ...copies]);
    await counted.expire(jobs.filter((_, i) => i % 40 === 0).map((job) => job.id));
  });
  afterAll(async () => {
    await counted.close();
  });

  const live = jobs.filter((job) => Date.parse(job.validThrough) > now.getTime());
  // Hidden jobs and blocked employers, as a seeker's search carries them.
  const exclusions = fc.record({
    excludeIds: fc.subarray(
      live.filter((_, i) => i % 12 === 0).map((job) => job.id),
      { maxLength: 8 },
    ),
    excludeCompanies: fc.subarray(
      [...new Set(live.slice(0, 40).map((job) => companyKeyOf(job.company)))],
      {
        maxLength: 3,
      },
    ),
  });

  // Searches as people make them: a few filters each (the arbitrary's queries set every filter
  // at once and nearly all find nothing), with or without keywords and a place.
  const filterKeys = [
    'classifications',
    'subClassifications',
    'workTypes',
    'workArrangements',
    'salaryMin',
    'salaryMax',
    'dateRange',
    'verifiedOnly',
    'existingVacancyOnly',
  ] as const;
  const fewFilters = fc
    .tuple(
      jobSearchQueryArbitrary,
      fc.subarray([...filterKeys], { maxLength: 3 }),
      fc.oneof({ arbitrary: fc.constant(''), weight: 2 }, { arbitrary: keywords, weight: 1 }),
      fc.oneof(
        { arbitrary: fc.constant(''), weight: 2 },
        { arbitrary: fc.constantFrom(...placeNames), weight: 1 },
      ),
      fc.option(fc.integer({ min: 0, max: 31 * 24 }), { nil: undefined, freq: 4 }),
      fc.option(fc.constantFrom(...companySlugs), { nil: undefined, freq: 4 }),
    )
    .map(([generated, keys, words, where, hoursBack, companySlug]) => ({
      query: {
        ...defaultJobSearchQuery,
        ...Object.fromEntries(keys.map((key) => [key, generated[key]])),
        salaryType: generated.salaryType,
        sortMode: generated.sortMode,
        keywords: words,
        where,
      } as JobSearchQuery,
      listedAfter:
        hoursBack === undefined ? undefined : new Date(now.getTime() - hoursBack * 3_600_000),
      companySlug,
    }));

  it("is the search's total for every query and option, and moves with a write", async () => {
    expect(live.length).toBeGreaterThan(600);
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        fewFilters,
        exclusions,
        async ({ query: q, listedAfter, companySlug }, hidden) => {
          const options = {
            now,
            ...hidden,
            ...(listedAfter === undefined ? {} : { listedAfter }),
            ...(companySlug === undefined ? {} : { companySlug }),
          };
          const { total } = await counted.search(q, options);
          if (total > 0) found += 1;
          expect(await counted.count(q, options)).toBe(total);
          // Asked again (its cached answer), and for another page or sort of the same search.
          expect(await counted.count({ ...q, page: 1, sortMode: 'relevance' }, options)).toBe(
            total,
          );
        },
      ),
      { numRuns: 300 },
    );
    // Many of the searches find something (about 40 %): counts are checked, not only zeros.
    expect(found).toBeGreaterThan(75);
    const everything = { ...defaultJobSearchQuery };
    const before = await counted.count(everything, { now });
    const gone = live.find((_, i) => i % 10 === 5)!;
    await counted.expire([gone.id]);
    expect(await counted.count(everything, { now })).toBe(before - 1);
    await counted.upsert([gone]);
    expect(await counted.count(everything, { now })).toBe(before);
  });
});
