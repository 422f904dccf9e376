import type { JobCard } from '../../model/job.ts';
import { remoteWhere } from '../../model/remoteWhere.ts';
import { maxPage, type IgnoredParam, type JobSearchQuery } from '../../query/query.ts';
import type { KeywordCostModel } from '../keywords.ts';
import type { JobSearchResult, SearchOptions } from '../store.ts';
import { InsertLog, logInserts, patchedCache, recentCache } from './cache.ts';
import {
  countMatches,
  evaluate,
  mergeEvaluations,
  placeMask,
  type Evaluation,
} from './evaluate.ts';
import type { duplicateReader } from './duplicates.ts';
import { facetsOf } from './facets.ts';
import { remoteCode, type FacetColumns } from './facetColumns.ts';
import type { keywordMatcher } from './keywordMatches.ts';
import { searchPlanner, settle, type Plan } from './searchPlan.ts';
import type { Statements } from './statements.ts';

const defaultPageSize = 20;
const maxPageSize = 100;
/** A cached result is used for at most this long: the date-listed counts move with the clock. */
const resultTtlMs = 60_000;
/**
 * A search ranks at least this many pages, and keeps its pass (total, facets, the ranked docs),
 * so the next pages of the same search are slices of it instead of another pass over every match
 * (25-40 ms for a search without keywords at a million jobs). A page past them ranks twice as
 * many (10, 20, 40, ...): paging on costs a pass now and then, not one a page.
 */
const pagesRanked = 5;

/** How many pages a pass for this page ranks. */
function depthFor(page: number): number {
  let depth = pagesRanked;
  while (depth < page) depth *= 2;
  return Math.min(maxPage, depth);
}
/** The kept passes' ranked docs and exclusions, in bytes in all. */
const passCacheBytes = 16 * 2 ** 20;

export interface SearchParts {
  index: FacetColumns;
  statements: Statements;
  matcher: ReturnType<typeof keywordMatcher>;
  /** How keyword cost is bounded now (undefined: searched as typed). */
  costModel: () => KeywordCostModel | undefined;
  /** Live jobs per place at a moment, for resolving `where`. */
  placeCounts: (nowMs: number) => ArrayLike<number>;
  spellingSuggestion: (keywords: string) => string | null;
  cardsByDoc: (docs: readonly number[]) => JobCard[];
  duplicates: ReturnType<typeof duplicateReader>;
  /** Whole results kept for reuse. */
  resultCacheSize: number;
  /** Passes over at least this many jobs are kept. */
  keptPassMinDocs: number;
}

/** A search's pass, kept for its other pages. */
interface Pass {
  evaluation: Evaluation;
  /** The query as evaluated (its page: `depth`). */
  evaluated: JobSearchQuery;
  pageSize: number;
  /** Pages ranked: `evaluation.ranked` holds every doc of pages 1 to this. */
  depth: number;
  planned: Plan;
  at: number;
  until: number;
}

/** Where a list in ascending order holds a value (binary search), or -1. */
function positionOf(list: Int32Array, value: number): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = list[mid]!;
    if (at === value) return mid;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const holds = (list: Int32Array, value: number) => positionOf(list, value) >= 0;

/**
 * Whether a new job may change what a kept pass found: unless it provably cannot (outside the
 * pass's place, organisation or listing floor, or not among its keywords' matches), it may.
 */
function mayChangeBy(
  index: FacetColumns,
  matcher: SearchParts['matcher'],
  pass: Pass,
  doc: number,
): boolean {
  const { planned } = pass;
  if (doc >= index.end || index.present[doc] !== 1) return false;
  if (planned.listedAfterMs !== undefined && index.listedAt[doc]! <= planned.listedAfterMs) {
    return false;
  }
  const company = index.company[doc]!;
  // An organisation unknown when the pass ran (-1) may be this job's.
  if (planned.companyCode !== undefined && planned.companyCode >= 0) {
    if (company !== planned.companyCode) return false;
  }
  if (planned.excludedCompanies?.[company] === 1) return false;
  const { where } = planned;
  if (where === 'remote' && index.workArrangement[doc] !== remoteCode) return false;
  if (where !== undefined && where !== 'remote' && placeMask(where)[index.place[doc]!] !== 1) {
    return false;
  }
  if (planned.expression !== undefined) {
    // The matches as extended with the new jobs a moment before (not read again: a set no
    // longer cached leaves the pass unproven).
    const matches = matcher.cachedDocs(planned.expression);
    if (matches !== undefined && !holds(matches, doc)) return false;
  }
  return true;
}

/**
 * A kept pass after new jobs were taken in (`docs`, ascending): the pass itself when none of them
 * can change it (`mayChangeBy`); else the pass with those jobs evaluated alone and merged in,
 * which is what a pass over everything would find; undefined (drop it) when that merge cannot be
 * proven exact: a new job of a fingerprint group (which member stands for the group depends on
 * them all), keyword matches no longer cached, a hidden job not stored when the pass ran, or an
 * organisation unknown then (the page's or a blocked one).
 */
function passWith(
  index: FacetColumns,
  matcher: SearchParts['matcher'],
  pass: Pass,
  docs: readonly number[],
): Pass | undefined {
  let changing = docs.filter((doc) => mayChangeBy(index, matcher, pass, doc));
  if (changing.length === 0) return pass;
  const { planned } = pass;
  if (!planned.exclusionsKnown) return undefined;
  if (planned.companyCode !== undefined && planned.companyCode < 0) return undefined;
  if (changing.some((doc) => index.isGrouped(doc))) return undefined;
  if (planned.expression !== undefined && matcher.cachedDocs(planned.expression) === undefined) {
    return undefined;
  }
  if (planned.exclusion !== undefined) {
    const excludedMatches = matcher.cachedDocs(planned.exclusion);
    if (excludedMatches === undefined) return undefined;
    changing = changing.filter((doc) => !holds(excludedMatches, doc));
    if (changing.length === 0) return pass;
  }
  let scores: Float32Array | undefined;
  if (planned.expression !== undefined && pass.evaluated.sortMode === 'relevance') {
    // Scored as the ranked matches were extended with the new jobs a moment before.
    const ranked = matcher.cachedRanked(planned.expression);
    if (ranked?.scores === undefined) return undefined;
    const at = changing.map((doc) => positionOf(ranked.docs, doc));
    if (at.some((position) => position < 0)) return undefined;
    scores = Float32Array.from(at, (position) => ranked.scores![position]!);
  }
  const added = evaluate(
    index,
    { docs: Int32Array.from(changing), scores },
    undefined,
    pass.evaluated,
    planned.where,
    pass.at,
    pass.pageSize,
    planned.listedAfterMs,
    planned.companyCode,
    planned.excludedCompanies,
  );
  return {
    ...pass,
    evaluation: mergeEvaluations(pass.evaluation, added, pass.depth * pass.pageSize),
    until: Math.min(pass.until, added.firstExpiry),
  };
}

/**
 * Kept passes, at most `size` and `passCacheBytes` of ranked docs and exclusions; each takes the
 * new jobs of `log` in when next used (`passWith`).
 */
function passCache(
  size: number,
  log: InsertLog,
  index: FacetColumns,
  matcher: SearchParts['matcher'],
) {
  return patchedCache<Pass>(
    log,
    size,
    {
      max: passCacheBytes,
      of: (pass) =>
        1024 + pass.evaluation.ranked.length * 16 + (pass.planned.excluded?.length ?? 0),
    },
    (_, pass, docs) => passWith(index, matcher, pass, docs),
  );
}

/** A whole result, kept with the pass it is a page of. */
interface KeptResult {
  result: JobSearchResult;
  pass: Pass;
  at: number;
  until: number;
}

/**
 * A kept result after new jobs were taken in (`docs`, ascending): itself when none of them can
 * change its pass; undefined (drop it) otherwise, when one joins a fingerprint group (it names
 * another place on its members' cards), or when it found nothing (it suggests a spelling from the
 * titles, which new jobs change).
 */
function resultWith(
  index: FacetColumns,
  matcher: SearchParts['matcher'],
  kept: KeptResult,
  docs: readonly number[],
): KeptResult | undefined {
  if (kept.result.total === 0 && kept.pass.planned.include) return undefined;
  if (docs.some((doc) => doc < index.end && index.isGrouped(doc))) return undefined;
  return docs.some((doc) => mayChangeBy(index, matcher, kept.pass, doc)) ? undefined : kept;
}

/** One page of a search from its pass. */
function pageOf(
  parts: SearchParts,
  query: JobSearchQuery,
  { evaluation, planned }: Pass,
  page: number,
  pageSize: number,
  nowMs: number,
): JobSearchResult {
  const { where } = planned;
  const pageDocs = evaluation.ranked.slice((page - 1) * pageSize, page * pageSize);
  return {
    jobs: parts.duplicates.withDuplicates(
      parts.cardsByDoc(pageDocs),
      pageDocs,
      nowMs,
      planned.excluded,
    ),
    total: evaluation.total,
    page,
    pageSize,
    pageCount: Math.ceil(evaluation.total / pageSize),
    facets: facetsOf(query, evaluation.counts),
    where: where === undefined ? null : where === 'remote' ? remoteWhere : where.label,
    ignored: structuredClone(planned.ignored),
    suggestion:
      evaluation.total === 0 && planned.include ? parts.spellingSuggestion(query.keywords) : null,
    withoutFilter: { ...evaluation.withoutFilter },
  };
}

/**
 * `search` of the SQLite store: the keywords' matches (bounded in cost, cached), one evaluation
 * pass over the index for filters, facets and the page, then the page's cards. Whole results
 * are cached until data changes (`clear`), a counted job expires, or a minute passes.
 */
export function jobSearch(parts: SearchParts) {
  const { index, matcher } = parts;
  const { whereOf, keywordFilter, plan } = searchPlanner(parts);
  /** New jobs since the kept passes and results were last all current. */
  const log = new InsertLog();
  /** Whole results, each with the pass it is a page of. */
  const results = patchedCache<KeptResult>(log, parts.resultCacheSize, undefined, (_, kept, docs) =>
    resultWith(index, matcher, kept, docs),
  );
  const totals = recentCache<{ total: number; at: number; until: number }>(parts.resultCacheSize);
  /** Passes kept for the other pages of a search, by the search without its page. */
  const passes = passCache(parts.resultCacheSize, log, index, matcher);
  /** Searches answered from the result cache, and the others, since the store opened. */
  const counts = { hits: 0, misses: 0 };

  function search(query: JobSearchQuery, options: SearchOptions = {}): JobSearchResult {
    const settled = settle(options);
    const { nowMs, listedAfterMs } = settled;
    const pageSize = Math.min(
      maxPageSize,
      Math.max(1, Math.floor(options.pageSize ?? defaultPageSize)),
    );
    const cacheKey = `${pageSize}:${settled.key}:${JSON.stringify(query)}`;
    const cached = results.get(cacheKey);
    if (cached && cached.at <= nowMs && nowMs < cached.until) {
      counts.hits += 1;
      return structuredClone(cached.result);
    }
    counts.misses += 1;

    // The parser caps pages; a query built by hand is capped here too.
    const page = Math.min(maxPage, Math.max(1, Math.floor(query.page) || 1));
    // Without keywords both sorts rank by date: one pass serves both.
    const ranking = query.keywords === '' ? 'date' : query.sortMode;
    const passKey = `${pageSize}:${settled.key}:${JSON.stringify({ ...query, page: 0, sortMode: ranking })}`;
    let pass = passes.get(passKey);
    if (
      pass === undefined ||
      !(pass.at <= nowMs && nowMs < pass.until) ||
      // Pages past those ranked need a deeper pass, unless the search has no more docs.
      (page > pass.depth && pass.evaluation.ranked.length === pass.depth * pageSize)
    ) {
      const { candidates, ...planned } = plan(query, settled);
      const depth = depthFor(page);
      const evaluated = { ...query, page: depth };
      const evaluation = evaluate(
        index,
        candidates,
        planned.excluded,
        evaluated,
        planned.where,
        nowMs,
        pageSize,
        listedAfterMs,
        planned.companyCode,
        planned.excludedCompanies,
      );
      const until = Math.min(evaluation.firstExpiry, nowMs + resultTtlMs);
      pass = { evaluation, evaluated, pageSize, depth, planned, at: nowMs, until };
      if ((candidates?.docs.length ?? index.end) >= parts.keptPassMinDocs)
        passes.set(passKey, pass);
      else passes.delete(passKey);
    }
    const result = pageOf(parts, query, pass, page, pageSize, nowMs);
    results.set(cacheKey, {
      result: structuredClone(result),
      pass,
      at: nowMs,
      until: pass.until,
    });
    return result;
  }

  /**
   * `search(query, options).total` without the facets, the page or its cards (the query's page
   * and sort play no part), cached as whole results are.
   */
  function count(query: JobSearchQuery, options: SearchOptions = {}): number {
    const settled = settle(options);
    const { nowMs } = settled;
    // Unranked matches: the same docs without relevance scores to compute.
    const counted: JobSearchQuery = { ...query, page: 1, sortMode: 'date' };
    const cacheKey = `${settled.key}:${JSON.stringify(counted)}`;
    const cached = totals.get(cacheKey);
    if (cached && cached.at <= nowMs && nowMs < cached.until) return cached.total;
    const planned = plan(counted, settled);
    const { total, firstExpiry } = countMatches(
      index,
      planned.candidates,
      planned.excluded,
      query,
      planned.where,
      nowMs,
      settled.listedAfterMs,
      planned.companyCode,
      planned.excludedCompanies,
    );
    totals.set(cacheKey, { total, at: nowMs, until: Math.min(firstExpiry, nowMs + resultTtlMs) });
    return total;
  }

  /**
   * The docs of the newest `limit` jobs a query finds (its sort mode and page ignored), for
   * recommendations: no facets to report, no cards read, no seeker's exclusions (the caller
   * leaves those out of what this returns), so one answer serves every seeker with the search.
   */
  function newestDocs(query: JobSearchQuery, nowMs: number, limit: number): number[] {
    const ignored: IgnoredParam[] = [];
    const dated: JobSearchQuery = { ...query, sortMode: 'date', page: 1 };
    const where = whereOf(dated, nowMs, ignored);
    const keywords = keywordFilter(dated, ignored);
    if (keywords.include && keywords.candidates === undefined) return [];
    return evaluate(index, keywords.candidates, keywords.excluded, dated, where, nowMs, limit)
      .ranked;
  }

  return {
    search,
    count,
    newestDocs,
    /**
     * A few new jobs were taken in (and logged for the cached keyword matches): each kept pass
     * and whole result takes them in when next used (`passWith`, `resultWith`), or with a few
     * others at a later write (`logInserts`). Counts are dropped.
     */
    inserted(docs: readonly number[]) {
      totals.clear();
      logInserts(log, docs, [passes, results]);
    },
    clear: () => {
      results.clear();
      totals.clear();
      passes.clear();
      log.restart();
    },
    cacheCounts: () => ({ ...counts }),
  };
}
