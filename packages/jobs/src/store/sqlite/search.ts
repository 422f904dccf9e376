import Database from 'better-sqlite3';
import type { JobCard } from '../../model/job.ts';
import { isWithin, places, type Place } from '../../model/places.ts';
import { remoteWhere } from '../../model/remoteWhere.ts';
import { maxPage, type IgnoredParam, type JobSearchQuery } from '../../query/query.ts';
import {
  boundKeywords,
  keywordLimits,
  parseKeywords,
  simplifiedMessage,
  toFtsExpressions,
  type KeywordCostModel,
} from '../keywords.ts';
import type { JobSearchResult, SearchOptions } from '../store.ts';
import { recentCache } from './cache.ts';
import { countMatches, evaluate, type Candidates, type Evaluation } from './evaluate.ts';
import type { duplicateReader } from './duplicates.ts';
import { facetsOf } from './facets.ts';
import { parseIntegerList } from './integerList.ts';
import { remoteCode, type FacetColumns } from './facetColumns.ts';
import type { keywordMatcher } from './keywordMatches.ts';
import { resolvePlace } from './places.ts';
import type { Statements } from './statements.ts';

const defaultPageSize = 20;
const maxPageSize = 100;
/** A cached result is used for at most this long: the date-listed counts move with the clock. */
const resultTtlMs = 60_000;
/**
 * A search ranks at least this many pages, and keeps its pass (total, facets, the ranked docs),
 * so the next pages of the same search are slices of it instead of another pass over every match
 * (80-100 ms for a search without keywords at a million jobs).
 */
const pagesRanked = 5;
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
}

/** The keyword side of a search: the matching docs (none: no keywords) and the excluded ones. */
interface KeywordFilter {
  candidates: Candidates | undefined;
  excluded: Uint8Array | undefined;
  /** Whether the keywords asked for matches (not only exclusions). */
  include: boolean;
  /** The FTS5 expression of the matches, when there are any. */
  expression: string | undefined;
}

/** What one pass over the index needs for a query besides its matches (`plan`). */
interface Plan {
  ignored: IgnoredParam[];
  where: Place | 'remote' | undefined;
  include: boolean;
  /** The keywords' FTS5 expression (undefined: no keywords to match). */
  expression: string | undefined;
  companyCode: number | undefined;
  excluded: Uint8Array | undefined;
  excludedCompanies: Uint8Array | undefined;
  listedAfterMs: number | undefined;
}

/** A search's pass, kept for its other pages. */
interface Pass {
  evaluation: Evaluation;
  /** Pages ranked: `evaluation.ranked` holds every doc of pages 1 to this. */
  depth: number;
  planned: Plan;
  at: number;
  until: number;
}

/** Whether a list in ascending order holds a value (binary search). */
function holds(list: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = list[mid]!;
    if (at === value) return true;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Whether new jobs may change what a kept pass found: unless each provably cannot (outside the
 * pass's place, organisation or listing floor, or not among its keywords' matches), it may.
 */
function mayChange(
  index: FacetColumns,
  matcher: SearchParts['matcher'],
  pass: Pass,
  docs: readonly number[],
): boolean {
  return docs.some((doc) => mayChangeBy(index, matcher, pass, doc));
}

/** `mayChange` for one new job. */
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
  if (where !== undefined && where !== 'remote' && !isWithin(places[index.place[doc]!]!, where)) {
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

/** Kept passes, at most `size` and `passCacheBytes` of ranked docs and exclusions. */
function passCache(size: number) {
  return recentCache<Pass>(size, {
    max: passCacheBytes,
    of: (pass) => 1024 + pass.evaluation.ranked.length * 8 + (pass.planned.excluded?.length ?? 0),
  });
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
  const { index, statements, matcher } = parts;
  const results = recentCache<{ result: JobSearchResult; at: number; until: number }>(
    parts.resultCacheSize,
  );
  const totals = recentCache<{ total: number; at: number; until: number }>(parts.resultCacheSize);
  /** Passes kept for the other pages of a search, by the search without its page. */
  const passes = passCache(parts.resultCacheSize);
  /** Searches answered from the result cache, and the others, since the store opened. */
  const counts = { hits: 0, misses: 0 };

  function whereOf(query: JobSearchQuery, nowMs: number, ignored: IgnoredParam[]) {
    if (query.where === '') return undefined;
    const where = resolvePlace(query.where, () => parts.placeCounts(nowMs));
    if (where === undefined) {
      ignored.push({
        param: 'where',
        value: query.where,
        message: `Ignored location "${query.where}": no such place`,
      });
    }
    return where;
  }

  function keywordFilter(query: JobSearchQuery, ignored: IgnoredParam[]): KeywordFilter {
    const bounded = boundKeywords(
      parseKeywords(query.keywords),
      keywordLimits,
      query.keywords === '' ? undefined : parts.costModel(),
    );
    const simplified = simplifiedMessage(bounded.notes);
    if (simplified !== undefined) {
      ignored.push({ param: 'keywords', value: query.keywords, message: simplified });
    }
    const keywords = toFtsExpressions(bounded.query);
    const include = keywords.include !== undefined;
    try {
      const candidates =
        keywords.include === undefined
          ? undefined
          : matcher.candidatesFor(keywords.include, query.sortMode === 'relevance');
      let excluded: Uint8Array | undefined;
      if (keywords.exclude !== undefined) {
        excluded = new Uint8Array(index.end);
        for (const doc of matcher.docsMatching(keywords.exclude)) {
          if (doc < excluded.length) excluded[doc] = 1;
        }
      }
      return { candidates, excluded, include, expression: keywords.include };
    } catch (error) {
      // Every term is quoted, so FTS5 should accept any input; if it still refuses, the
      // page shows the search without its keywords rather than an error.
      if (!(error instanceof Database.SqliteError)) throw error;
      ignored.push({
        param: 'keywords',
        value: query.keywords,
        message: `Ignored keywords "${query.keywords}": they could not be searched`,
      });
      return { candidates: undefined, excluded: undefined, include, expression: undefined };
    }
  }

  /**
   * Marks the docs of the jobs with these ids as excluded, with the jobs that share their
   * fingerprint (one card stands for them all: hiding the card hides the job everywhere).
   */
  function excludeJobs(excluded: Uint8Array | undefined, ids: readonly string[]) {
    if (ids.length === 0) return excluded;
    const marked = excluded ?? new Uint8Array(index.end);
    for (const id of ids) {
      const doc = statements.selectDocById.get(id)?.doc;
      if (doc === undefined) continue;
      const docs = index.isGrouped(doc) ? parts.duplicates.docsLike(doc) : [doc];
      for (const like of docs) if (like < marked.length) marked[like] = 1;
    }
    return marked;
  }

  /** 1 at the codes of the organisations with these keys (undefined: none known). */
  function excludeCompanies(keys: readonly string[]) {
    let mask: Uint8Array | undefined;
    for (const key of keys) {
      const code = index.companyCode(key);
      if (code < 0) continue;
      mask ??= new Uint8Array(index.companyCount + 1);
      mask[code] = 1;
    }
    return mask;
  }

  /** A search's options checked and in canonical order, with the part of a cache key they make. */
  function settle(options: SearchOptions) {
    const nowMs = (options.now ?? new Date()).getTime();
    const listedAfterMs = options.listedAfter?.getTime();
    if (listedAfterMs !== undefined && Number.isNaN(listedAfterMs)) {
      throw new RangeError('search: listedAfter is not a valid date');
    }
    const excludeIds = [...new Set(options.excludeIds ?? [])].sort();
    const excludeCompanyKeys = [...new Set(options.excludeCompanies ?? [])].sort();
    const companySlug = options.companySlug;
    const key = `${listedAfterMs ?? ''}:${companySlug ?? ''}${excludeIds.length === 0 ? '' : `:-${JSON.stringify(excludeIds)}`}${excludeCompanyKeys.length === 0 ? '' : `:-c${JSON.stringify(excludeCompanyKeys)}`}`;
    return { nowMs, listedAfterMs, excludeIds, excludeCompanyKeys, companySlug, key };
  }

  /** What one pass over the index needs for a query: its matches, exclusions and place. */
  function plan(
    query: JobSearchQuery,
    settled: ReturnType<typeof settle>,
  ): Plan & { candidates: Candidates | undefined } {
    const { nowMs, companySlug } = settled;
    const ignored: IgnoredParam[] = [];
    const where: Place | 'remote' | undefined = whereOf(query, nowMs, ignored);
    const keywords = keywordFilter(query, ignored);
    let { candidates } = keywords;
    // An organisation's jobs are few: without keywords they are the candidates (an index
    // range), not a pass over every job; with keywords the index's codes filter the matches.
    const companyCode = companySlug === undefined ? undefined : index.companyCode(companySlug);
    if (companySlug !== undefined && candidates === undefined && !keywords.include) {
      candidates = {
        docs: parseIntegerList(statements.companyDocs.get(companySlug)?.docs ?? null),
        scores: undefined,
      };
    }
    return {
      ignored,
      where,
      include: keywords.include,
      expression: keywords.expression,
      candidates,
      companyCode,
      listedAfterMs: settled.listedAfterMs,
      excluded: excludeJobs(keywords.excluded, settled.excludeIds),
      excludedCompanies: excludeCompanies(settled.excludeCompanyKeys),
    };
  }

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
      const depth = Math.min(maxPage, Math.max(page, pagesRanked));
      const evaluation = evaluate(
        index,
        candidates,
        planned.excluded,
        { ...query, page: depth },
        planned.where,
        nowMs,
        pageSize,
        listedAfterMs,
        planned.companyCode,
        planned.excludedCompanies,
      );
      const until = Math.min(evaluation.firstExpiry, nowMs + resultTtlMs);
      pass = { evaluation, depth, planned, at: nowMs, until };
      passes.set(passKey, pass);
    }
    const result = pageOf(parts, query, pass, page, pageSize, nowMs);
    results.set(cacheKey, { result: structuredClone(result), at: nowMs, until: pass.until });
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
     * A few new jobs were taken in (and the cached keyword matches extended with them): whole
     * results and counts are dropped, and the kept passes that the new jobs may change.
     */
    inserted(docs: readonly number[]) {
      results.clear();
      totals.clear();
      passes.patch((_, pass) => (mayChange(index, matcher, pass, docs) ? undefined : pass));
    },
    clear: () => {
      results.clear();
      totals.clear();
      passes.clear();
    },
    cacheCounts: () => ({ ...counts }),
  };
}
