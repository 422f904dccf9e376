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

/** The filters a job fails, as bits of one number. */
const fails = {
  classification: 1,
  subClassification: 2,
  workType: 4,
  workArrangement: 8,
  salary: 16,
  date: 32,
  verified: 64,
  vacancy: 128,
} as const;

/**
 * By a job's failed filters (`fails` bits): the one filter it fails alone, by bit position
 * (0 classification ... 7 existing vacancy), 8 when it fails both classification filters and no
 * other (a looser search drops both), else -1.
 */
const failedAlone = Int8Array.from({ length: 256 }, (_, bits) =>
  bits === (fails.classification | fails.subClassification)
    ? 8
    : bits !== 0 && (bits & (bits - 1)) === 0
      ? Math.log2(bits)
      : -1,
);

/**
 * The filters a job fails among sub-classification, work type, arrangement, verified and existing
 * vacancy (`fails` bits), by the combination of its values (`facetBit.comboShift`): one look-up
 * a job instead of a test a filter.
 */
function comboFailures(query: JobSearchQuery, filters: ReturnType<typeof queryFilters>) {
  const key = [
    query.subClassifications.join(','),
    query.workTypes.join(','),
    query.workArrangements.join(','),
    query.verifiedOnly,
    query.existingVacancyOnly,
  ].join('|');
  let table = failureTables.get(key);
  if (table === undefined) {
    table = comboFailureTable(query, filters);
    failureTables.set(key, table);
  }
  return table;
}

/** The tables of the filters searched lately (32 KB each; read them, never write into them). */
const failureTables = recentCache<Uint8Array>(64);

function comboFailureTable(query: JobSearchQuery, filters: ReturnType<typeof queryFilters>) {
  const table = new Uint8Array(facetBit.comboMask + 1);
  const subSize = facetBit.subClassificationMask + 1;
  const wtSize = facetBit.workTypeMask + 1;
  const waSize = facetBit.workArrangementMask + 1;
  const failing = (mask: Uint8Array | undefined, code: number, bit: number) =>
    mask !== undefined && mask[code] !== 1 ? bit : 0;
  let key = 0;
  for (let existing = 0; existing < 2; existing += 1) {
    const existingFails = query.existingVacancyOnly && existing === 0 ? fails.vacancy : 0;
    for (let verified = 0; verified < 2; verified += 1) {
      const verifiedFails = query.verifiedOnly && verified === 0 ? fails.verified : 0;
      for (let wa = 0; wa < waSize; wa += 1) {
        const waFails = failing(filters.waMask, wa, fails.workArrangement);
        for (let wt = 0; wt < wtSize; wt += 1) {
          const outer =
            existingFails | verifiedFails | waFails | failing(filters.wtMask, wt, fails.workType);
          for (let sub = 0; sub < subSize; sub += 1) {
            table[key] = outer | failing(filters.subMask, sub, fails.subClassification);
            key += 1;
          }
        }
      }
    }
  }
  return table;
}

const passingByCombo = new Uint32Array(facetBit.comboMask + 1);
const touchedCombos = new Uint16Array(facetBit.comboMask + 1);

/** 1 at every code: the mask of a filter the query does not set (read it, never write into it). */
const everyClassification = new Uint8Array(facetBit.classificationMask + 1).fill(1);

/** The longest age in days that the date tables tell apart (older: the same as this). */
const lastDay = Math.max(...dateRanges.map((range) => range.days)) + 1;
const ages = Array.from({ length: lastDay + 1 }, (_, days) => days);
/**
 * By a listing's age in days, rounded up (`ceil((now - listed) / day)`, at most `lastDay`): how
 * many date ranges' cutoffs it is older than (0: listed within a day; the last: in no range).
 * `ceil(x) > d` holds exactly when `x > d` for a whole number of days `d`.
 */
const slotByAge = Uint8Array.from(
  ages,
  (days) => dateRanges.filter((range) => days > range.days).length,
);
/** By the same age, for each date range a query may ask for (null: none): `fails.date` or 0. */
const dateFailureTables = new Map(
  [null, ...dateRanges.map((range) => range.days)].map((range) => [
    range,
    Uint8Array.from(ages, (days) => (range !== null && days > range ? fails.date : 0)),
  ]),
);

/** What one pass reads and writes (`passOver`): made in one place, so it always has one shape. */
interface PassState {
  index: FacetColumns;
  docs: Int32Array | undefined;
  scores: Float32Array | undefined;
  byScore: boolean;
  excluded: Uint8Array | undefined;
  companyCode: number | undefined;
  excludedCompanies: Uint8Array | undefined;
  whereMask: Uint8Array | undefined;
  remoteOnly: boolean;
  nowMs: number;
  listedFloor: number;
  salaryFiltered: boolean;
  salaryFrom: number;
  salaryTo: number;
  dateFrom: number;
  /** By a listing's age (as `slotByAge`): `fails.date` when the query's range leaves it out. */
  dateFailsByAge: Uint8Array;
  comboFails: Uint8Array;
  clsOk: Uint8Array;
  bandShift: number;
  top: TopK;
  /**
   * Jobs passing every filter by the combination of their values (`facetBit.comboShift`): shared
   * by every pass (one runs at a time), all 0 between passes, and `touched` lists the combinations
   * a pass counted, so a pass over a few jobs reads and clears a few entries, not 32 768.
   */
  byCombo: Uint32Array;
  touched: Uint16Array;
  /** Jobs passing every filter by date slot and pay band (`olderThan * 16 + band`). */
  byDateAndBand: Uint32Array;
  classification: Uint32Array;
  subClassification: Uint32Array;
  workType: Uint32Array;
  workArrangement: Uint32Array;
  salary: Uint32Array;
  /** By how many date cutoffs a job is older than (0: listed today; the last: none). */
  dateSlots: Uint32Array;
  /** Jobs failing one filter alone, by `failedAlone`. */
  aloneCounts: Uint32Array;
}

/** What a pass goes over and for what: `countMatches`' arguments, and `evaluate`'s but its page size. */
type PassArguments = [
  index: FacetColumns,
  candidates: Candidates | undefined,
  excluded: Uint8Array | undefined,
  query: JobSearchQuery,
  where: Place | 'remote' | undefined,
  nowMs: number,
  /** Only jobs listed strictly after this instant (ms), when given. */
  listedAfterMs?: number,
  /** Only the jobs of this organisation (`FacetColumns.companyCode`), when given. */
  companyCode?: number,
  /** 1 at the codes of organisations whose jobs are left out (a seeker's blocked companies). */
  excludedCompanies?: Uint8Array,
];

/**
 * What a pass over `candidates` for `query` reads and writes, ranking the best `ranked` docs, as
 * `passOver` and `countOver` take it: everything about the query turned into masks, bounds and
 * tables.
 */
function passState(
  ranked: number,
  ...[
    index,
    candidates,
    excluded,
    query,
    where,
    nowMs,
    listedAfterMs,
    companyCode,
    excludedCompanies,
  ]: PassArguments
): PassState {
  const filters = queryFilters(query, where, nowMs);
  return {
    index,
    docs: candidates?.docs,
    scores: candidates?.scores,
    byScore: candidates?.scores !== undefined && query.sortMode === 'relevance',
    excluded,
    companyCode,
    excludedCompanies,
    whereMask: filters.whereMask,
    remoteOnly: filters.remoteOnly,
    nowMs,
    listedFloor: listedAfterMs ?? Number.NEGATIVE_INFINITY,
    salaryFiltered: filters.salaryFiltered,
    salaryFrom: filters.salaryFrom,
    salaryTo: filters.salaryTo,
    dateFrom: filters.dateFrom,
    dateFailsByAge: dateFailureTables.get(query.dateRange)!,
    comboFails: comboFailures(query, filters),
    clsOk: filters.clsMask ?? everyClassification,
    bandShift: facetBit.bandShift[query.salaryType],
    top: new TopK(Math.max(0, ranked)),
    byCombo: passingByCombo,
    touched: touchedCombos,
    byDateAndBand: new Uint32Array((dateRanges.length + 1) * (facetBit.noBand + 1)),
    classification: new Uint32Array(classifications.length),
    subClassification: new Uint32Array(subClassificationList.length),
    workType: new Uint32Array(workTypes.length),
    workArrangement: new Uint32Array(workArrangements.length),
    salary: new Uint32Array(salaryBands[query.salaryType].length),
    dateSlots: new Uint32Array(dateRanges.length + 1),
    aloneCounts: new Uint32Array(9),
  };
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
  const state = passState(
    query.page * pageSize,
    index,
    candidates,
    excluded,
    query,
    where,
    nowMs,
    listedAfterMs,
    companyCode,
    excludedCompanies,
  );
  const { total, firstExpiry, touched } = passOver(state);
  const counts = countsOf(state, touched);
  const { aloneCounts } = state;
  const { docs: ranked, keys } = state.top.ranking();
  const withoutFilter: Record<RelaxableFilter, number> = {
    classification: total + aloneCounts[0]! + aloneCounts[1]! + aloneCounts[8]!,
    workType: total + aloneCounts[2]!,
    workArrangement: total + aloneCounts[3]!,
    salary: total + aloneCounts[4]!,
    dateRange: total + aloneCounts[5]!,
    verified: total + aloneCounts[6]!,
    vacancy: total + aloneCounts[7]!,
  };
  return { total, firstExpiry, ranked, keys, counts, withoutFilter };
}

/**
 * The facet counts of a pass (`passOver`) from its counters, and its combinations' counters
 * cleared for the next pass. Apart from `evaluate` so V8 optimises each on its own.
 */
function countsOf(state: PassState, touched: number): Evaluation['counts'] {
  const { byCombo, byDateAndBand, dateSlots } = state;
  const noBand = facetBit.noBand;
  const bandSize = noBand + 1;
  const counts = {
    classification: state.classification,
    subClassification: state.subClassification,
    workType: state.workType,
    workArrangement: state.workArrangement,
    salary: state.salary,
    dateRange: new Uint32Array(dateRanges.length),
    verified: new Uint32Array(1),
    vacancy: new Uint32Array(1),
  };
  for (let at = 0; at < touched; at += 1) {
    const combo = state.touched[at]!;
    const jobs = byCombo[combo]!;
    byCombo[combo] = 0;
    const bits = combo << facetBit.comboShift;
    counts.subClassification[
      (bits >>> facetBit.subClassificationShift) & facetBit.subClassificationMask
    ]! += jobs;
    counts.workType[(bits >>> facetBit.workTypeShift) & facetBit.workTypeMask]! += jobs;
    counts.workArrangement[
      (bits >>> facetBit.workArrangementShift) & facetBit.workArrangementMask
    ]! += jobs;
    if ((bits & facetBit.verified) !== 0) counts.verified[0]! += jobs;
    if ((bits & facetBit.existingVacancy) !== 0) counts.vacancy[0]! += jobs;
  }
  for (let at = 0; at < byDateAndBand.length; at += 1) {
    const jobs = byDateAndBand[at]!;
    if (jobs === 0) continue;
    const band = at % bandSize;
    dateSlots[Math.floor(at / bandSize)]! += jobs;
    if (band !== noBand) counts.salary[band]! += jobs;
  }
  for (let band = counts.salary.length - 2; band >= 0; band -= 1) {
    counts.salary[band]! += counts.salary[band + 1]!;
  }
  counts.dateRange.set(dateSlots.subarray(0, dateRanges.length));
  for (let range = 1; range < counts.dateRange.length; range += 1) {
    counts.dateRange[range]! += counts.dateRange[range - 1]!;
  }
  return counts;
}

/**
 * The loop of `evaluate`, apart from it: it sees only typed arrays, numbers and one shape of
 * state, whatever the query's shape, so the optimised code V8 makes of it stays put (inside
 * `evaluate`, V8 dropped and remade it as queries of other shapes came).
 */
function passOver(state: PassState): { total: number; firstExpiry: number; touched: number } {
  const { index, docs, scores, byScore, excluded, companyCode, excludedCompanies } = state;
  const { whereMask, remoteOnly, nowMs, listedFloor, top } = state;
  const { salaryFiltered, salaryFrom, salaryTo, comboFails, clsOk, bandShift } = state;
  const { dateFailsByAge } = state;
  const { byCombo, touched, byDateAndBand, dateSlots, aloneCounts } = state;
  let touchedCount = 0;
  const clsCounts = state.classification;
  const subCounts = state.subClassification;
  const wtCounts = state.workType;
  const waCounts = state.workArrangement;
  const salaryCounts = state.salary;
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
  // Where each value sits in a job's facet word (locals: shifts the loop does per job).
  const { classificationShift: clsShift, classificationMask: clsBits } = facetBit;
  const { comboShift, comboMask } = facetBit;
  const { subClassificationShift: subShift, subClassificationMask: subBits } = facetBit;
  const { workTypeShift: wtShift, workTypeMask: wtBits } = facetBit;
  const { workArrangementShift: waShift, workArrangementMask: waBits } = facetBit;
  const noBand = facetBit.noBand;
  const bandSize = noBand + 1;
  const presentBit = facetBit.present;
  // Jobs sharing a fingerprint (one job in several places) count and show once: the first of
  // them that passes the filters above facets stands for them all (`alsoIn` names the others).
  const groupsSeen = new Set<number>();
  const length = docs ? docs.length : index.end;
  const end = index.end;
  let total = 0;
  let firstExpiry = Number.POSITIVE_INFINITY;
  let threshold = top.threshold();

  for (let i = 0; i < length; i += 1) {
    const doc = docs === undefined ? i : docs[i]!;
    if (doc >= end) continue;
    const bits = facetBits[doc]!;
    if ((bits & presentBit) === 0) continue;
    const expiry = validThrough[doc]!;
    if (expiry <= nowMs) continue;
    const listed = listedAt[doc]!;
    if (listed <= listedFloor) continue;
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
    const combo = (bits >>> comboShift) & comboMask;
    const cls = (bits >>> clsShift) & clsBits;
    let failed = comboFails[combo]! | (clsOk[cls] === 1 ? 0 : fails.classification);
    // NaN (no salary) fails both comparisons, so unsalaried jobs drop out of salary filters.
    if (salaryFiltered && !(salaryMax[doc]! >= salaryFrom && salaryMin[doc]! <= salaryTo)) {
      failed |= fails.salary;
    }
    // The listing's age in days, rounded up: after a day (or three, seven...) it is older than that
    // cutoff. Looked up, not compared with each cutoff: those comparisons' branches, taken at
    // random from one job to the next, cost a third of the pass.
    const age = Math.min(lastDay, Math.max(0, Math.ceil((nowMs - listed) / dayMs)));
    failed |= dateFailsByAge[age]!;
    const olderThan = slotByAge[age]!;
    if (failed !== 0) {
      // A job failing one filter alone counts for that filter's values (and a looser search). One
      // failing only the verified (or existing vacancy) filter never adds to that count.
      const alone = failedAlone[failed]!;
      if (alone < 0) continue;
      aloneCounts[alone]! += 1;
      if (alone === 0) clsCounts[cls]! += 1;
      else if (alone === 1) subCounts[(bits >>> subShift) & subBits]! += 1;
      else if (alone === 2) wtCounts[(bits >>> wtShift) & wtBits]! += 1;
      else if (alone === 3) waCounts[(bits >>> waShift) & waBits]! += 1;
      else if (alone === 4) {
        const band = (bits >>> bandShift) & noBand;
        if (band !== noBand) salaryCounts[band]! += 1;
      } else if (alone === 5) dateSlots[olderThan]! += 1;
      continue;
    }
    const passing = byCombo[combo]!;
    if (passing === 0) {
      touched[touchedCount] = combo;
      touchedCount += 1;
    }
    byCombo[combo] = passing + 1;
    clsCounts[cls]! += 1;
    byDateAndBand[olderThan * bandSize + ((bits >>> bandShift) & noBand)]! += 1;
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
  return { total, firstExpiry, touched: touchedCount };
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
export function countMatches(...args: PassArguments): { total: number; firstExpiry: number } {
  return countOver(passState(0, ...args));
}

/** The loop of `countMatches`, apart from it for the reason `passOver` is. */
function countOver(state: PassState): { total: number; firstExpiry: number } {
  const { index, docs, excluded, companyCode, excludedCompanies, whereMask, remoteOnly } = state;
  const { nowMs, listedFloor, salaryFiltered, salaryFrom, salaryTo, dateFrom } = state;
  const { comboFails, clsOk } = state;
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
  const { comboShift, comboMask } = facetBit;
  const { workArrangementShift: waShift, workArrangementMask: waBits } = facetBit;
  const presentBit = facetBit.present;
  // As in `evaluate`: the first job of a fingerprint that passes the filters before the facet
  // groups stands for the others, whether or not it passes the rest.
  const groupsSeen = new Set<number>();
  const length = docs ? docs.length : index.end;
  const end = index.end;
  let total = 0;
  let firstExpiry = Number.POSITIVE_INFINITY;
  for (let i = 0; i < length; i += 1) {
    const doc = docs === undefined ? i : docs[i]!;
    if (doc >= end) continue;
    const bits = facetBits[doc]!;
    if ((bits & presentBit) === 0) continue;
    const expiry = validThrough[doc]!;
    if (expiry <= nowMs) continue;
    const listed = listedAt[doc]!;
    if (listed <= listedFloor) continue;
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
    if (comboFails[(bits >>> comboShift) & comboMask] !== 0) continue;
    if (clsOk[(bits >>> clsShift) & clsBits] !== 1) continue;
    if (salaryFiltered && !(salaryMax[doc]! >= salaryFrom && salaryMin[doc]! <= salaryTo)) continue;
    total += 1;
  }
  return { total, firstExpiry };
}
