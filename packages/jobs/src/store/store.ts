import type { TypicalPay } from './sqlite/typicalPay.ts';
import type { Job, JobCard, JobInput } from '../model/job.ts';
import type { PlaceKind } from '../model/places.ts';
import type { IgnoredParam, JobSearchQuery } from '../query/query.ts';
import type { Recommendation, RecommendationSignals, RecommendOptions } from './recommendations.ts';

export const facetGroups = [
  'classification',
  'subClassification',
  'workType',
  'workArrangement',
  'salary',
  'dateRange',
  'verified',
  'vacancy',
] as const;
export type FacetGroup = (typeof facetGroups)[number];

export interface FacetValue {
  /** The value as the query parameter spells it (`accounting`, `full-time`, `80000`, `7`, `1`). */
  value: string;
  label: string;
  /** Jobs that match the whole query except this group's own selection, with this value. */
  count: number;
  selected: boolean;
}

/**
 * The filters a result says it would find more without (`JobSearchResult.withoutFilter`):
 * `classification` is the classification and sub-classification filters together.
 */
export const relaxableFilters = [
  'classification',
  'workType',
  'workArrangement',
  'salary',
  'dateRange',
  'verified',
  'vacancy',
] as const;
export type RelaxableFilter = (typeof relaxableFilters)[number];

export interface JobSearchResult {
  jobs: JobCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: Record<FacetGroup, FacetValue[]>;
  /** The place `where` resolved to (`Sydney NSW`, `Remote`), or null when there was none. */
  where: string | null;
  /** Parts of the query the store could not use, e.g. a place it does not know. */
  ignored: IgnoredParam[];
  /**
   * When keywords found nothing: the keywords with misspelt words corrected from the words of
   * live job titles (`nurce` -> `nurse`), for a "Did you mean" link; otherwise null.
   */
  suggestion: string | null;
  /**
   * How many jobs the same search finds without each filter (the same as `total` for a filter
   * it does not use), counted in the same pass: a page that found nothing offers looser searches
   * with their counts without running them.
   */
  withoutFilter: Record<RelaxableFilter, number>;
}

export interface PlaceSuggestion {
  id: string;
  kind: PlaceKind | 'remote';
  /** What goes in the where field: `Richmond VIC`. */
  label: string;
  /** The larger areas, to tell namesakes apart: `Victoria, Australia`. */
  within: string;
  /** Active jobs in the place. */
  count: number;
}

export interface KeywordSuggestion {
  text: string;
  count: number;
}

export interface ClassificationCount {
  value: string;
  label: string;
  count: number;
}

/** A job as a listing of every active job names it. */
export interface ActiveJobEntry {
  id: string;
  /** ISO 8601. */
  listedAt: string;
}

export interface SearchOptions {
  pageSize?: number;
  /** The moment expiry is judged against (tests pin it). */
  now?: Date;
  /**
   * Only jobs listed strictly after this instant (a saved search's alert watermark): a filter
   * like the query's own, so the total and every facet count apply it too.
   */
  listedAfter?: Date;
  /**
   * Jobs to leave out of the results, the total and the facet counts (a job seeker's "hide jobs
   * I've applied for"). Unknown ids are ignored.
   */
  excludeIds?: readonly string[];
  /**
   * Only the jobs of the organisation with this slug (`job.company.slug`: a company page). A
   * filter like the query's own: the total and every facet count apply it. A slug no job
   * carries finds nothing.
   */
  companySlug?: string;
  /**
   * Organisations whose jobs are left out of the results, the total and the facet counts (a
   * seeker's blocked companies), by `companyKeyOf`. Unknown keys are ignored.
   */
  excludeCompanies?: readonly string[];
}

/**
 * Where jobs live and how they are found. Async throughout so a networked store (PostgreSQL)
 * can implement it later.
 */
export interface JobStore {
  search(query: JobSearchQuery, options?: SearchOptions): Promise<JobSearchResult>;
  /**
   * How many jobs `search` would find (its `total`) with the same options, without facets or a
   * page: a fraction of a search's cost, for the counts beside looser searches.
   */
  count(query: JobSearchQuery, options?: Omit<SearchOptions, 'pageSize'>): Promise<number>;
  /** A job by id, expired ones included (`status: 'expired'`); undefined when unknown. */
  getJob(id: string, options?: { now?: Date }): Promise<Job | undefined>;
  /** Active jobs most like this one (same sub-classification and region first). */
  similarJobs(
    job: Pick<Job, 'id' | 'classification' | 'subClassification' | 'location'>,
    limit?: number,
    options?: Pick<SearchOptions, 'now' | 'excludeIds' | 'excludeCompanies'>,
  ): Promise<JobCard[]>;
  /**
   * "Jobs for you": live jobs ranked from one seeker's own signals (saved and applied jobs, saved
   * and recent searches, preferences), each with its reason in words, leaving out the jobs they
   * saved, applied for or hid and every job of the employers they blocked. Best first.
   */
  recommendJobs(
    signals: RecommendationSignals,
    options?: RecommendOptions,
  ): Promise<Recommendation[]>;
  /**
   * Places whose name (or a later word of it) starts with the prefix, with active job counts.
   * `withJobs`: only places (and Remote) that have active jobs now, what a search's where field
   * offers; without it, every matching place (an ad's place may have none yet).
   */
  suggestPlaces(
    prefix: string,
    limit?: number,
    options?: { now?: Date; withJobs?: boolean },
  ): Promise<PlaceSuggestion[]>;
  /** Job titles that start with (or have a word starting with) the prefix, most common first. */
  suggestKeywords(prefix: string, limit?: number): Promise<KeywordSuggestion[]>;
  /** Inserts or replaces jobs by id, all or nothing. */
  upsert(jobs: readonly JobInput[]): Promise<{ inserted: number; updated: number }>;
  /** Expires the given ids, or every job whose `validThrough` is at or before the given time. */
  expire(target: readonly string[] | Date): Promise<number>;
  countByClassification(options?: { now?: Date }): Promise<ClassificationCount[]>;
  /**
   * What the live jobs of a sub-classification pay a year (the median and 90th percentile of each
   * job's maximum, hourly pay as its annual equivalent): trust and safety's "pay far above
   * typical". Undefined when fewer than 10 of them show a salary.
   */
  typicalPay(subClassification: string, options?: { now?: Date }): Promise<TypicalPay | undefined>;
  /** How many jobs are active (not expired, `validThrough` still ahead). */
  countActive(options?: { now?: Date }): Promise<number>;
  /**
   * Active jobs in a stable order (the order they were first stored), `limit` from `offset`: for
   * sitemaps and exports, which must reach every job (search stops at 100 000 results).
   */
  listActive(offset: number, limit: number, options?: { now?: Date }): Promise<ActiveJobEntry[]>;
  /** Resolves when the store can answer queries; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
