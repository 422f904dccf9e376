// The results-page search mix the benchmarks share (bench/results.ts, bench/publishing.ts,
// bench/cluster.ts), so every one of them asks the same real searches.
import { parseJobSearchQuery, serializeJobSearchQuery, type JobSearchQuery } from '@joblane/jobs';

/** 30 keywords a job seeker types: single words and three two-word phrases. */
export const KEYWORDS = [
  'manager',
  'nurse',
  'developer',
  'engineer',
  'accountant',
  'teacher',
  'chef',
  'sales',
  'analyst',
  'assistant',
  'electrician',
  'driver',
  'designer',
  'consultant',
  'officer',
  'coordinator',
  'technician',
  'administrator',
  'support',
  'senior',
  'registered nurse',
  'project manager',
  'customer service',
  'warehouse',
  'marketing',
  'receptionist',
  'carpenter',
  'plumber',
  'barista',
  'payroll',
] as const;

/**
 * The load: every keyword over 20 pages (600 distinct searches, more than a store's 256 cached
 * results, while the 30 keyword match sets fit its cache), plus place searches without keywords,
 * alone and with a work-type filter (20 more).
 */
export function loadQueries(): JobSearchQuery[] {
  return [
    ...KEYWORDS.flatMap((keywords) =>
      Array.from(
        { length: 20 },
        (_, index) => parseJobSearchQuery({ keywords, page: String(index + 1) }).query,
      ),
    ),
    ...['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Auckland'].flatMap((where) =>
      ['', 'full-time', 'part-time', 'casual'].map(
        (worktype) => parseJobSearchQuery({ where, worktype }).query,
      ),
    ),
  ];
}

/** A search's results-page path, spelled as the site links it (so it is never a redirect). */
export function resultsPath(query: JobSearchQuery): string {
  const search = serializeJobSearchQuery(query);
  return search === '' ? '/jobs' : `/jobs?${search}`;
}
