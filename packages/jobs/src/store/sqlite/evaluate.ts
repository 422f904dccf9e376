import { isWithin, places, type Place } from '../../model/places.ts';
import {
  classifications,
  dateRanges,
  hoursPerYear,
  salaryBands,
  workArrangements,
  workTypes,
} from '../../model/taxonomy.ts';
import type { JobSearchQuery } from '../../query/query.ts';
import type { RelaxableFilter } from '../store.ts';
import { recentCache } from './cache.ts';
import {
  classificationCodes,
  facetBit,
  remoteCode,
  subClassificationCodes,
  subClassificationList,
  workArrangementCodes,
  workTypeCodes,
  type FacetColumns,
} from './facetColumns.ts';

/** Keyword matches: docs in FTS rowid order, with relevance (higher is better) when ranked. */
export interface Candidates {
  docs: Int32Array;
  scores: Float32Array | undefined;
  /** Scored by FTS5's bm25 (else, when scored, title-first: `keywordMatcher`). */
  exact?: boolean;
}

export interface Evaluation {
  total: number;
  /** The earliest expiry among the jobs counted: the result is stale from then on. */
  firstExpiry: number;
  /** Every page up to the requested one: the best `page * pageSize` docs, best first. */
  ranked: number[];
  /** The sort key of each of `ranked` (higher first; ties go to the higher doc). */
  keys: number[];
  counts: {
    classification: Uint32Array;
    subClassification: Uint32Array;
    workType: Uint32Array;
    workArrangement: Uint32Array;
    salary: Uint32Array;
    dateRange: Uint32Array;
    /** One value: verified employers' jobs (`verified=1`). */
    verified: Uint32Array;
    /** One value: ads for an existing vacancy (`vacancy=existing`). */
    vacancy: Uint32Array;
  };
  /**
   * What the search finds without each filter: the total plus the jobs that fail that filter
   * alone (`classification`: the classification and sub-classification filters together). A page
   * with no results offers looser searches with these counts without running them.
   */
  withoutFilter: Record<RelaxableFilter, number>;
}

const dayMs = 86_400_000;

function maskOf(codes: Map<string, number>, ids: readonly string[], size: number) {
  if (ids.length === 0) return undefined;
  const mask = new Uint8Array(size);
  for (const id of ids) {
    const code = codes.get(id);
    if (code !== undefined) mask[code] = 1;
  }
  return mask;
}

/** The masks of the places searched lately (places never change; each about 6 KB). */
const placeMasks = recentCache<Uint8Array>(256);

/**
 * Which places lie within a place (itself included), as a mask over `places`. Shared between
 * searches: read it, never write into it.
 */
export function placeMask(target: Place): Uint8Array {
  let mask = placeMasks.get(target.id);
  if (mask === undefined) {
    const computed = new Uint8Array(places.length);
    places.forEach((place, index) => {
      if (isWithin(place, target)) computed[index] = 1;
    });
    mask = computed;
    placeMasks.set(target.id, mask);
  }
  return mask;
}

/**
 * A query's filters as `evaluate` and `countMatches` test them: a mask per list filter (undefined:
 * not filtered), the place, and the pay and date bounds (pay in annual terms for hourly queries).
 */
function queryFilters(query: JobSearchQuery, where: Place | 'remote' | undefined, nowMs: number) {
  const clsMask = maskOf(classificationCodes, query.classifications, classifications.length);
  const subMask = maskOf(
    subClassificationCodes,
    query.subClassifications,
    subClassificationList.length,
  );
  const wtMask = maskOf(workTypeCodes, query.workTypes, workTypes.length);
  const waMask = maskOf(workArrangementCodes, query.workArrangements, workArrangements.length);
  const whereMask = where !== undefined && where !== 'remote' ? placeMask(where) : undefined;
  const remoteOnly = where === 'remote';
  const factor = query.salaryType === 'hourly' ? hoursPerYear : 1;
  const salaryFrom = query.salaryMin === null ? -1 : query.salaryMin * factor;
  const salaryTo = query.salaryMax === null ? Number.POSITIVE_INFINITY : query.salaryMax * factor;
  const salaryFiltered = query.salaryMin !== null || query.salaryMax !== null;
  const dateFrom = query.dateRange === null ? -1 : nowMs - query.dateRange * dayMs;
  return {
    clsMask,
    subMask,
    wtMask,
    waMask,
    whereMask,
    remoteOnly,
    factor,
    salaryFrom,
    salaryTo,
    salaryFiltered,
    dateFrom,
  };
}

/**
 * The best `k` (key, doc) pairs seen; ties go to the higher doc (newer row). Entries collect in
 * a buffer of 2k; when it fills, a selection keeps the best k and raises the floor a new entry
 * must reach. Linear on average whatever the order keys arrive in, so a deep page (k = 20 000)
 * over keys that keep rising (the newest jobs last) costs no more than page one; a heap would
 * pay log k on almost every entry then.
 */
export class TopK {
  private keys: Float64Array;
  private docs: Int32Array;
  private floor = Number.NEGATIVE_INFINITY;
  size = 0;
  constructor(private readonly k: number) {
    this.keys = new Float64Array(Math.max(2, 2 * k));
    this.docs = new Int32Array(Math.max(2, 2 * k));
  }
  private better(i: number, j: number) {
    const a = this.keys[i]!;
    const b = this.keys[j]!;
    return a > b || (a === b && this.docs[i]! > this.docs[j]!);
  }
  private swap(i: number, j: number) {
    const key = this.keys[i]!;
    this.keys[i] = this.keys[j]!;
    this.keys[j] = key;
    const doc = this.docs[i]!;
    this.docs[i] = this.docs[j]!;
    this.docs[j] = doc;
  }
  /** Moves the best `k` entries to the front (quickselect) and keeps only them. */
  private keepBest() {
    const k = this.k;
    let lo = 0;
    let hi = this.size - 1;
    while (lo < hi) {
      this.swap((lo + hi) >> 1, hi);
      let store = lo;
      for (let i = lo; i < hi; i += 1) {
        if (this.better(i, hi)) {
          this.swap(i, store);
          store += 1;
        }
      }
      this.swap(store, hi);
      if (store === k) break;
      if (store < k) lo = store + 1;
      else hi = store - 1;
    }
    this.size = Math.min(this.size, k);
    let floor = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.size; i += 1) floor = Math.min(floor, this.keys[i]!);
    this.floor = floor;
  }
  push(key: number, doc: number) {
    if (this.k === 0) return;
    if (this.size === this.keys.length) this.keepBest();
    this.keys[this.size] = key;
    this.docs[this.size] = doc;
    this.size += 1;
  }
  /** The key a new entry must reach to get in (-Infinity while fewer than k were kept). */
  threshold(): number {
    return this.floor;
  }
  /** Docs best first. */
  sorted(): number[] {
    return this.ranking().docs;
  }
  /** Docs best first, with their keys. */
  ranking(): { docs: number[]; keys: number[] } {
    if (this.size > this.k) this.keepBest();
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) => this.keys[b]! - this.keys[a]! || this.docs[b]! - this.docs[a]!);
    return { docs: order.map((i) => this.docs[i]!), keys: order.map((i) => this.keys[i]!) };
  }
}

/** Relevance from text rank, boosted for fresh listings (up to +40 % today, fading over weeks). */
export function recencyBoost(ageMs: number): number {
  return 1 + 0.4 * Math.exp(-Math.max(0, ageMs) / (10 * dayMs));
}

/**
 * One pass over the candidates: applies every filter, counts facets (each group ignoring its own
 * selection: a job failing exactly one group still counts for that group), and keeps the top
 * `page * pageSize` by the sort order.
 */
export function evaluate(
  index: FacetColumns,
  candidates: Candidates | undefined,
  excluded: Uint8Array | undefined,
  query: JobSearchQuery,
  where: Place | 'remote' | undefined,
  nowMs: number,
  pageSize: number,
  /** Only jobs listed strictly after this instant (ms), when given. */
  listedAfterMs?: number,
  /** Only the jobs of this organisation (`FacetColumns.companyCode`), when given. */
  companyCode?: number,
  /** 1 at the codes of organisations whose jobs are left out (a seeker's blocked companies). */
  excludedCompanies?: Uint8Array,
): Evaluation {
  const {
    clsMask,
    subMask,
    wtMask,
    waMask,
    whereMask,
    remoteOnly,
    factor,
    salaryFrom,
    salaryTo,
    salaryFiltered,
    dateFrom,
  } = queryFilters(query, where, nowMs);
  const bands = salaryBands[query.salaryType].map((band) => band * factor);
  const dateCutoffs = dateRanges.map((range) => nowMs - range.days * dayMs);
  // Locals, not an array: the date counts below compare against each one per job.
  const [cutoff1, cutoff3, cutoff7, cutoff14, cutoff31] = dateCutoffs as [
    number,
    number,
    number,
    number,
    number,
  ];

  const counts = {
    classification: new Uint32Array(classifications.length),
    subClassification: new Uint32Array(subClassificationList.length),
    workType: new Uint32Array(workTypes.length),
    workArrangement: new Uint32Array(workArrangements.length),
    salary: new Uint32Array(bands.length),
    dateRange: new Uint32Array(dateCutoffs.length),
    verified: new Uint32Array(1),
    vacancy: new Uint32Array(1),
  };
  // Jobs failing one filter alone, by its `failed` code below; and both classification filters.
  const failedAlone = new Uint32Array(8);
  let bothClassifications = 0;
  const byScore = candidates?.scores !== undefined && query.sortMode === 'relevance';
  const top = new TopK(Math.max(0, query.page * pageSize));
  const {
    facetBits,
    validThrough,
    place,
    salaryMin,
    salaryMax,
    listedAt,
    company,
    group,
    groupSize,
  } = index;
  // Jobs sharing a fingerprint (one job in several places) count and show once: the first of
  // them that passes the filters above facets stands for them all (`alsoIn` names the others).
  const groupsSeen = new Set<number>();
  const docs = candidates?.docs;
  const scores = candidates?.scores;
  const length = docs ? docs.length : index.end;
  let total = 0;
  let firstExpiry = Number.POSITIVE_INFINITY;
  // Locals, not property lookups, in the loop that runs once per candidate.
  const clsCounts = counts.classification;
  const subCounts = counts.subClassification;
  const wtCounts = counts.workType;
  const waCounts = counts.workArrangement;
  const salaryCounts = counts.salary;
  // Jobs by how many date cutoffs they are older than (0: listed today; the last: none).
  const dateSlots = new Uint32Array(dateCutoffs.length + 1);
  // Where each value sits in a job's facet word (locals: shifts the loop does per job).
  const { classificationShift: clsShift, classificationMask: clsBits } = facetBit;
  const { subClassificationShift: subShift, subClassificationMask: subBits } = facetBit;
  const { workTypeShift: wtShift, workTypeMask: wtBits } = facetBit;
  const { workArrangementShift: waShift, workArrangementMask: waBits } = facetBit;
  const bandShift = facetBit.bandShift[query.salaryType];
  const noBand = facetBit.noBand;
  const verifiedBit = facetBit.verified;
  const existingBit = facetBit.existingVacancy;
  // The jobs passing every filter are counted by work type, arrangement, date slot and pay band
  // together, in one array, and split into the four counts after the pass: one increment per job
  // instead of four, which mostly hit the same few counters one after another.
  const waSize = workArrangements.length;
  const dateSize = dateSlots.length;
  const bandSize = noBand + 1;
  const together = new Uint32Array(workTypes.length * waSize * dateSize * bandSize);
  const end = index.end;
  let threshold = top.threshold();
  const listedFloor = listedAfterMs ?? Number.NEGATIVE_INFINITY;
  const verifiedOnly = query.verifiedOnly;
  let verifiedCount = 0;
  const existingOnly = query.existingVacancyOnly;
  let existingCount = 0;

  for (let i = 0; i < length; i += 1) {
    const doc = docs ? docs[i]! : i;
    if (doc >= end) continue;
    const bits = facetBits[doc]!;
    if ((bits & facetBit.present) === 0) continue;
    const expiry = validThrough[doc]!;
    if (expiry <= nowMs) continue;
    if (listedAt[doc]! <= listedFloor) continue;
    if (excluded !== undefined && excluded[doc] === 1) continue;
    if (companyCode !== undefined && company[doc] !== companyCode) continue;
    if (excludedCompanies !== undefined && excludedCompanies[company[doc]!] === 1) continue;
    if (whereMask !== undefined && whereMask[place[doc]!] !== 1) continue;
    if (remoteOnly && ((bits >>> waShift) & waBits) !== remoteCode) continue;
    const jobGroup = group[doc]!;
    if (jobGroup !== 0 && groupSize[jobGroup]! > 1) {
      if (groupsSeen.has(jobGroup)) continue;
      groupsSeen.add(jobGroup);
    }
    if (expiry < firstExpiry) firstExpiry = expiry;
    let fails = 0;
    let failed = 0;
    const cls = (bits >>> clsShift) & clsBits;
    const sub = (bits >>> subShift) & subBits;
    const wt = (bits >>> wtShift) & wtBits;
    const wa = (bits >>> waShift) & waBits;
    const listed = listedAt[doc]!;
    const jobMax = salaryMax[doc]!;
    const failsClassification = clsMask !== undefined && clsMask[cls] !== 1;
    if (failsClassification) {
      fails += 1;
      failed = 0;
    }
    const failsSubClassification = subMask !== undefined && subMask[sub] !== 1;
    if (failsSubClassification) {
      fails += 1;
      failed = 1;
    }
    if (wtMask !== undefined && wtMask[wt] !== 1) {
      fails += 1;
      failed = 2;
    }
    if (waMask !== undefined && waMask[wa] !== 1) {
      fails += 1;
      failed = 3;
    }
    // NaN (no salary) fails both comparisons, so unsalaried jobs drop out of salary filters.
    if (salaryFiltered && !(jobMax >= salaryFrom && salaryMin[doc]! <= salaryTo)) {
      fails += 1;
      failed = 4;
    }
    if (listed < dateFrom) {
      fails += 1;
      failed = 5;
    }
    const isVerified = (bits & verifiedBit) !== 0;
    if (verifiedOnly && !isVerified) {
      fails += 1;
      failed = 6;
    }
    const isExisting = (bits & existingBit) !== 0;
    if (existingOnly && !isExisting) {
      fails += 1;
      failed = 7;
    }
    if (fails === 1) failedAlone[failed]! += 1;
    else if (fails === 2 && failsClassification && failsSubClassification) bothClassifications += 1;
    if (fails > 1) continue;
    // How many cutoffs the listing is older than, without a branch per range (they nest): 5 is
    // older than every one: in no range.
    const olderThan =
      (listed < cutoff1 ? 1 : 0) +
      (listed < cutoff3 ? 1 : 0) +
      (listed < cutoff7 ? 1 : 0) +
      (listed < cutoff14 ? 1 : 0) +
      (listed < cutoff31 ? 1 : 0);
    // Bucket by the highest band the salary reaches; summed from the top afterwards.
    const band = (bits >>> bandShift) & noBand;
    if (fails === 0) {
      clsCounts[cls]! += 1;
      subCounts[sub]! += 1;
      together[((wt * waSize + wa) * dateSize + olderThan) * bandSize + band]! += 1;
    } else if (failed === 0) clsCounts[cls]! += 1;
    else if (failed === 1) subCounts[sub]! += 1;
    else if (failed === 2) wtCounts[wt]! += 1;
    else if (failed === 3) waCounts[wa]! += 1;
    else if (failed === 4) {
      if (band !== noBand) salaryCounts[band]! += 1;
    } else if (failed === 5) dateSlots[olderThan]! += 1;
    // A job failing only the verified filter is unverified: it never adds to that count.
    if (fails === 0 && isVerified) verifiedCount += 1;
    if (fails === 0 && isExisting) existingCount += 1;
    if (fails !== 0) continue;
    total += 1;
    let key: number;
    if (!byScore) key = listed;
    else {
      // Unscored matches (beyond the exact-rank limit, not in the title) follow by date.
      const score = scores![i]!;
      if (score > 0) {
        // The boost is at most 1.4: most matches can be turned away without computing it.
        if (score * 1.4 < threshold) continue;
        key = score * recencyBoost(nowMs - listed);
      } else key = listed / 1e14;
    }
    if (key >= threshold) {
      top.push(key, doc);
      threshold = top.threshold();
    }
  }
  for (let at = 0; at < together.length; at += 1) {
    const jobs = together[at]!;
    if (jobs === 0) continue;
    const band = at % bandSize;
    const slot = Math.floor(at / bandSize);
    const olderThan = slot % dateSize;
    const arrangement = Math.floor(slot / dateSize) % waSize;
    const type = Math.floor(slot / dateSize / waSize);
    wtCounts[type]! += jobs;
    waCounts[arrangement]! += jobs;
    dateSlots[olderThan]! += jobs;
    if (band !== noBand) salaryCounts[band]! += jobs;
  }
  for (let band = counts.salary.length - 2; band >= 0; band -= 1) {
    counts.salary[band]! += counts.salary[band + 1]!;
  }
  counts.dateRange.set(dateSlots.subarray(0, dateCutoffs.length));
  for (let range = 1; range < counts.dateRange.length; range += 1) {
    counts.dateRange[range]! += counts.dateRange[range - 1]!;
  }
  counts.verified[0] = verifiedCount;
  counts.vacancy[0] = existingCount;
  const { docs: ranked, keys } = top.ranking();
  const withoutFilter: Record<RelaxableFilter, number> = {
    classification: total + failedAlone[0]! + failedAlone[1]! + bothClassifications,
    workType: total + failedAlone[2]!,
    workArrangement: total + failedAlone[3]!,
    salary: total + failedAlone[4]!,
    dateRange: total + failedAlone[5]!,
    verified: total + failedAlone[6]!,
    vacancy: total + failedAlone[7]!,
  };
  return { total, firstExpiry, ranked, keys, counts, withoutFilter };
}

/**
 * Two evaluations of one query over disjoint docs (a pass, and the jobs added since) as one
 * evaluation of them all, ranking at most `limit` docs. Counts add up (the salary and date counts
 * are cumulative in both, so their sums are too), and the best docs of all are among the best of
 * each. Exact only when no fingerprint group spans both: which job of a group stands for it
 * depends on every member.
 */
export function mergeEvaluations(a: Evaluation, b: Evaluation, limit: number): Evaluation {
  const ranked: number[] = [];
  const keys: number[] = [];
  let i = 0;
  let j = 0;
  while (ranked.length < limit && (i < a.ranked.length || j < b.ranked.length)) {
    const takeA =
      j >= b.ranked.length ||
      (i < a.ranked.length &&
        (a.keys[i]! > b.keys[j]! || (a.keys[i] === b.keys[j] && a.ranked[i]! > b.ranked[j]!)));
    if (takeA) {
      ranked.push(a.ranked[i]!);
      keys.push(a.keys[i]!);
      i += 1;
    } else {
      ranked.push(b.ranked[j]!);
      keys.push(b.keys[j]!);
      j += 1;
    }
  }
  const sum = (x: Uint32Array, y: Uint32Array) => x.map((value, at) => value + y[at]!);
  const counts = Object.fromEntries(
    Object.entries(a.counts).map(([name, values]) => [
      name,
      sum(values, b.counts[name as keyof Evaluation['counts']]),
    ]),
  ) as Evaluation['counts'];
  const withoutFilter = Object.fromEntries(
    Object.entries(a.withoutFilter).map(([name, value]) => [
      name,
      value + b.withoutFilter[name as RelaxableFilter],
    ]),
  ) as Record<RelaxableFilter, number>;
  return {
    total: a.total + b.total,
    firstExpiry: Math.min(a.firstExpiry, b.firstExpiry),
    ranked,
    keys,
    counts,
    withoutFilter,
  };
}

/**
 * `evaluate(...).total` and its `firstExpiry` without facets or a page: each candidate stops at
 * the first filter it fails. What a page that found nothing asks of a looser search ("Search
 * without keywords" is a pass over every live job): about half a full evaluation's cost.
 */
export function countMatches(
  index: FacetColumns,
  candidates: Candidates | undefined,
  excluded: Uint8Array | undefined,
  query: JobSearchQuery,
  where: Place | 'remote' | undefined,
  nowMs: number,
  listedAfterMs?: number,
  companyCode?: number,
  excludedCompanies?: Uint8Array,
): { total: number; firstExpiry: number } {
  const {
    clsMask,
    subMask,
    wtMask,
    waMask,
    whereMask,
    remoteOnly,
    salaryFrom,
    salaryTo,
    salaryFiltered,
    dateFrom,
  } = queryFilters(query, where, nowMs);
  const {
    facetBits,
    validThrough,
    place,
    salaryMin,
    salaryMax,
    listedAt,
    company,
    group,
    groupSize,
  } = index;
  const { classificationShift: clsShift, classificationMask: clsBits } = facetBit;
  const { subClassificationShift: subShift, subClassificationMask: subBits } = facetBit;
  const { workTypeShift: wtShift, workTypeMask: wtBits } = facetBit;
  const { workArrangementShift: waShift, workArrangementMask: waBits } = facetBit;
  const verifiedOnly = query.verifiedOnly;
  const existingOnly = query.existingVacancyOnly;
  // As in `evaluate`: the first job of a fingerprint that passes the filters before the facet
  // groups stands for the others, whether or not it passes the rest.
  const groupsSeen = new Set<number>();
  const docs = candidates?.docs;
  const length = docs ? docs.length : index.end;
  const end = index.end;
  let total = 0;
  let firstExpiry = Number.POSITIVE_INFINITY;
  for (let i = 0; i < length; i += 1) {
    const doc = docs ? docs[i]! : i;
    if (doc >= end) continue;
    const bits = facetBits[doc]!;
    if ((bits & facetBit.present) === 0) continue;
    const expiry = validThrough[doc]!;
    if (expiry <= nowMs) continue;
    const listed = listedAt[doc]!;
    if (listedAfterMs !== undefined && listed <= listedAfterMs) continue;
    if (excluded !== undefined && excluded[doc] === 1) continue;
    if (companyCode !== undefined && company[doc] !== companyCode) continue;
    if (excludedCompanies !== undefined && excludedCompanies[company[doc]!] === 1) continue;
    if (whereMask !== undefined && whereMask[place[doc]!] !== 1) continue;
    if (remoteOnly && ((bits >>> waShift) & waBits) !== remoteCode) continue;
    const jobGroup = group[doc]!;
    if (jobGroup !== 0 && groupSize[jobGroup]! > 1) {
      if (groupsSeen.has(jobGroup)) continue;
      groupsSeen.add(jobGroup);
    }
    if (expiry < firstExpiry) firstExpiry = expiry;
    if (listed < dateFrom) continue;
    if (clsMask !== undefined && clsMask[(bits >>> clsShift) & clsBits] !== 1) continue;
    if (subMask !== undefined && subMask[(bits >>> subShift) & subBits] !== 1) continue;
    if (wtMask !== undefined && wtMask[(bits >>> wtShift) & wtBits] !== 1) continue;
    if (waMask !== undefined && waMask[(bits >>> waShift) & waBits] !== 1) continue;
    if (salaryFiltered && !(salaryMax[doc]! >= salaryFrom && salaryMin[doc]! <= salaryTo)) continue;
    if (verifiedOnly && (bits & facetBit.verified) === 0) continue;
    if (existingOnly && (bits & facetBit.existingVacancy) === 0) continue;
    total += 1;
  }
  return { total, firstExpiry };
}
