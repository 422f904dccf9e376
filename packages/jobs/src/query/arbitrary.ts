// fast-check arbitraries for code that tests against the search query (this package's tests and
// the web app's). Import from `@joblane/jobs/testing`; fast-check must be installed there too.
import * as fc from 'fast-check';

import { classifications, dateRanges, workArrangements, workTypes } from '../model/taxonomy.ts';
import { maxKeywordsLength, normaliseText, type JobSearchQuery } from './query.ts';

const text = (max: number) =>
  fc.string({ unit: 'grapheme', maxLength: max }).map((value) => normaliseText(value));

/** Ordered subsets of `values`, as a parsed query keeps its lists (taxonomy order). */
const subsetOf = <T>(values: readonly T[]) =>
  fc.subarray([...values]).map((picked) => values.filter((value) => picked.includes(value)));

/**
 * Any query `parseJobSearchQuery` can return: normalised text, lists in taxonomy order, known
 * values only, a maximum at or above the minimum.
 */
export const jobSearchQueryArbitrary: fc.Arbitrary<JobSearchQuery> = fc.record({
  keywords: text(60).map((value) => [...value].slice(0, maxKeywordsLength).join('').trim()),
  where: text(30),
  classifications: subsetOf(classifications.map((c) => c.id)),
  subClassifications: subsetOf(
    classifications.flatMap((c) => c.subClassifications.map((s) => s.id)),
  ),
  workTypes: subsetOf(workTypes.map((t) => t.id)),
  workArrangements: subsetOf(workArrangements.map((a) => a.id)),
  salaryType: fc.constantFrom('annual' as const, 'hourly' as const),
  salaryMin: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  salaryMax: fc.option(fc.integer({ min: 500_000, max: 1_000_000 }), { nil: null }),
  dateRange: fc.option(fc.constantFrom(...dateRanges.map((r) => r.days)), { nil: null }),
  sortMode: fc.constantFrom('relevance' as const, 'date' as const),
  hideApplied: fc.boolean(),
  verifiedOnly: fc.boolean(),
  existingVacancyOnly: fc.boolean(),
  page: fc.integer({ min: 1, max: 1000 }),
});
