// The results-page search mix the benchmarks share (bench/results.ts, bench/publishing.ts,
// bench/cluster.ts), so every one of them asks the same real searches.
import {
  classifications,
  dateRanges,
  parseJobSearchQuery,
  serializeJobSearchQuery,
  workArrangements,
  workTypes,
  type JobSearchQuery,
} from '@joblane/jobs';
import { seededRandom } from '@joblane/jobs/bench';

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

/** Places a seeker types: big and small cities, states, a country, one the store does not know. */
const PLACES = [
  'Sydney',
  'Melbourne',
  'Brisbane',
  'Perth',
  'Adelaide',
  'Canberra',
  'Hobart',
  'Darwin',
  'Gold Coast',
  'Newcastle',
  'Geelong',
  'Auckland',
  'Wellington',
  'Christchurch',
  'NSW',
  'Victoria',
  'Queensland',
  'New Zealand',
  'Atlantis',
];

/** Words beyond the load's keywords: common ones (broad) and rarer ones (narrow). */
const MORE_WORDS = [
  'experience',
  'team',
  'work',
  'the',
  'casual',
  'junior',
  'lead',
  'remote',
  'graduate',
  'part',
  'night',
  'aged care',
  'forklift',
  'dental',
  'physiotherapist',
  'solicitor',
  'midwife',
  'civil',
  'mechanic',
  'data',
];

/**
 * `count` distinct searches of every shape a seeker asks (what the tail benchmark replays):
 * broad and narrow keywords (one to three words, phrases, an OR), places, classification, work
 * type, arrangement, pay and date filters, the date sort, and pages from the first to deep ones.
 * Each is spelled as the site links it; none repeats, so no result cache answers one.
 */
export function uniqueSearches(count: number, seed: number): JobSearchQuery[] {
  const next = seededRandom(seed);
  const chance = (p: number) => next() < p;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const words = [...KEYWORDS, ...MORE_WORDS];
  const seen = new Set<string>();
  const searches: JobSearchQuery[] = [];
  while (searches.length < count) {
    const params = new URLSearchParams();
    const shape = next();
    if (shape < 0.55) params.set('keywords', pick(words));
    else if (shape < 0.7) params.set('keywords', `${pick(words)} ${pick(words)}`);
    else if (shape < 0.75) params.set('keywords', `"${pick(KEYWORDS)}"`);
    else if (shape < 0.8)
      params.set('keywords', `${pick(words)} OR ${pick(words)} OR ${pick(words)}`);
    else if (shape < 0.85) params.set('keywords', `${pick(words)} ${pick(words)} ${pick(words)}`);
    if (chance(0.45)) params.set('where', pick(PLACES));
    if (chance(0.2)) params.set('classification', pick(classifications).id);
    if (chance(0.25)) params.set('worktype', pick(workTypes).id);
    if (chance(0.12)) params.set('workarrangement', pick(workArrangements).id);
    if (chance(0.15)) {
      params.set('salarytype', 'annual');
      params.set('salarymin', String(pick([50_000, 70_000, 100_000, 150_000])));
    }
    if (chance(0.15)) params.set('daterange', pick(dateRanges).id);
    if (chance(0.25)) params.set('sortmode', 'date');
    const depth = next();
    if (depth > 0.6)
      params.set(
        'page',
        String(depth > 0.92 ? 20 + Math.floor(next() * 80) : 2 + Math.floor(next() * 8)),
      );
    const query = parseJobSearchQuery(params).query;
    const key = serializeJobSearchQuery(query);
    if (seen.has(key)) continue;
    seen.add(key);
    searches.push(query);
  }
  return searches;
}
