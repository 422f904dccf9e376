import Database from 'better-sqlite3';
import type { Place } from '../../model/places.ts';
import type { IgnoredParam, JobSearchQuery } from '../../query/query.ts';
import {
  boundKeywords,
  keywordLimits,
  keywordWalk,
  parseKeywords,
  simplifiedMessage,
  toFtsExpressions,
} from '../keywords.ts';
import type { SearchOptions } from '../store.ts';
import type { Candidates } from './evaluate.ts';
import { parseIntegerList } from './integerList.ts';
import { resolvePlace } from './places.ts';
import type { SearchParts } from './search.ts';

/** The keyword side of a search: the matching docs (none: no keywords) and the excluded ones. */
interface KeywordFilter {
  candidates: Candidates | undefined;
  excluded: Uint8Array | undefined;
  /** Whether the keywords asked for matches (not only exclusions). */
  include: boolean;
  /** The FTS5 expression of the matches, when there are any. */
  expression: string | undefined;
  /** The FTS5 expression of the excluded words, when there are any. */
  exclusion: string | undefined;
}

/** What one pass over the index needs for a query besides its matches (`plan`). */
export interface Plan {
  ignored: IgnoredParam[];
  where: Place | 'remote' | undefined;
  include: boolean;
  /** The keywords' FTS5 expression (undefined: no keywords to match). */
  expression: string | undefined;
  /** The excluded words' FTS5 expression (undefined: none). */
  exclusion: string | undefined;
  companyCode: number | undefined;
  excluded: Uint8Array | undefined;
  /**
   * Whether every job the seeker hid and every organisation they blocked was known when the pass
   * ran (one not stored yet may arrive with a new job, and the pass does not leave it out).
   */
  exclusionsKnown: boolean;
  excludedCompanies: Uint8Array | undefined;
  listedAfterMs: number | undefined;
}

/** A search's options checked and in canonical order, with the part of a cache key they make. */
export function settle(options: SearchOptions) {
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

/**
 * How a search is asked of the index: its place resolved, its keywords bounded and matched, the
 * jobs and organisations the seeker left out marked, and an organisation's page as candidates.
 */
export function searchPlanner(parts: SearchParts) {
  const { index, statements, matcher } = parts;

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
    const cost = query.keywords === '' ? undefined : parts.costModel();
    const bounded = boundKeywords(parseKeywords(query.keywords), keywordLimits, cost);
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
          : matcher.candidatesFor(
              keywords.include,
              query.sortMode === 'relevance',
              // bm25 for a few matches only when scoring them walks little of the index.
              cost?.exactRankWalk === undefined ||
                keywordWalk(bounded.query, cost) <= cost.exactRankWalk,
            );
      let excluded: Uint8Array | undefined;
      if (keywords.exclude !== undefined) {
        excluded = new Uint8Array(index.end);
        for (const doc of matcher.docsMatching(keywords.exclude)) {
          if (doc < excluded.length) excluded[doc] = 1;
        }
      }
      return {
        candidates,
        excluded,
        include,
        expression: keywords.include,
        exclusion: keywords.exclude,
      };
    } catch (error) {
      // Every term is quoted, so FTS5 should accept any input; if it still refuses, the
      // page shows the search without its keywords rather than an error.
      if (!(error instanceof Database.SqliteError)) throw error;
      ignored.push({
        param: 'keywords',
        value: query.keywords,
        message: `Ignored keywords "${query.keywords}": they could not be searched`,
      });
      return {
        candidates: undefined,
        excluded: undefined,
        include,
        expression: undefined,
        exclusion: undefined,
      };
    }
  }

  /**
   * Marks the docs of the jobs with these ids as excluded, with the jobs that share their
   * fingerprint (one card stands for them all: hiding the card hides the job everywhere).
   */
  function excludeJobs(excluded: Uint8Array | undefined, ids: readonly string[]) {
    if (ids.length === 0) return { excluded, found: true };
    const marked = excluded ?? new Uint8Array(index.end);
    let found = true;
    for (const id of ids) {
      const doc = statements.selectDocById.get(id)?.doc;
      if (doc === undefined) {
        found = false;
        continue;
      }
      const docs = index.isGrouped(doc) ? parts.duplicates.docsLike(doc) : [doc];
      for (const like of docs) if (like < marked.length) marked[like] = 1;
    }
    return { excluded: marked, found };
  }

  /** 1 at the codes of the organisations with these keys (undefined: none known). */
  function excludeCompanies(keys: readonly string[]) {
    let mask: Uint8Array | undefined;
    let found = true;
    for (const key of keys) {
      const code = index.companyCode(key);
      if (code < 0) {
        found = false;
        continue;
      }
      mask ??= new Uint8Array(index.companyCount + 1);
      mask[code] = 1;
    }
    return { mask, found };
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
    const hidden = excludeJobs(keywords.excluded, settled.excludeIds);
    const blocked = excludeCompanies(settled.excludeCompanyKeys);
    return {
      ignored,
      where,
      include: keywords.include,
      expression: keywords.expression,
      exclusion: keywords.exclusion,
      candidates,
      companyCode,
      listedAfterMs: settled.listedAfterMs,
      excluded: hidden.excluded,
      excludedCompanies: blocked.mask,
      exclusionsKnown: hidden.found && blocked.found,
    };
  }

  return { whereOf, keywordFilter, plan };
}
