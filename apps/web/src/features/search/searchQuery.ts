import {
  defaultJobSearchQuery,
  findClassification,
  parseJobSearchQuery,
  remoteWhere,
  serializeJobSearchQuery,
  workArrangements,
  workTypes,
  type IgnoredParam,
  type JobSearchQuery,
  type RelaxableFilter,
} from '@joblane/jobs';
import { Type } from '@sinclair/typebox';

import { searchPath } from '../../app/search.ts';
import type { RecentSearch } from './recentSearches.ts';
import type { SearchLinks } from './jobs.page.tsx';
import { text } from '../../routing/schemas.ts';

// Checkbox filters submit one parameter per ticked box (`worktype=a&worktype=b`) and links use
// commas (`worktype=a,b`): both are lists. Single-valued parameters given twice are rejected.
const list = () => Type.Optional(Type.Array(text(2000), { maxItems: 100 }));
const one = (maxLength: number) => Type.Optional(text(maxLength));

/** The `/jobs` parameters (product spec): unknown values are the parser's to report, not 400s. */
export const searchQuerystring = Type.Object(
  {
    keywords: one(1000),
    where: one(500),
    classification: list(),
    subclassification: list(),
    worktype: list(),
    workarrangement: list(),
    salarymin: one(100),
    salarymax: one(100),
    salarytype: one(100),
    daterange: one(100),
    sortmode: one(100),
    hideapplied: one(100),
    verified: one(100),
    vacancy: one(100),
    page: one(100),
  },
  { additionalProperties: false },
);

export type SearchQuerystring = Record<string, string | string[] | undefined>;

interface ReadSearchQuery {
  query: JobSearchQuery;
  ignored: IgnoredParam[];
  canonicalQuery: string;
}

// A page request asks twice (is it canonical? then its data), with the same querystring object.
const readByQuerystring = new WeakMap<SearchQuerystring, ReadSearchQuery>();

/** The typed query of a request, what was ignored, and its canonical query string. */
export function readSearchQuery(querystring: SearchQuerystring): ReadSearchQuery {
  let read = readByQuerystring.get(querystring);
  if (read === undefined) {
    const { v: _pin, ...params } = querystring;
    const { query, ignored } = parseJobSearchQuery(params);
    read = { query, ignored, canonicalQuery: serializeJobSearchQuery(query) };
    readByQuerystring.set(querystring, read);
  }
  return read;
}

/** `/jobs?...` of a query (canonical, without `v`; links and redirects add it). */
export function searchHref(query: JobSearchQuery): string {
  return searchPath(serializeJobSearchQuery(query));
}

/** `Nurse jobs in Sydney NSW`, `Accounting jobs`, `Jobs`: the subject of a results page. */
export function searchSubject(query: JobSearchQuery, where: string | null): string {
  const what =
    query.keywords !== ''
      ? `${query.keywords} jobs`
      : query.classifications.length === 1
        ? `${findClassification(query.classifications[0]!)?.label ?? ''} jobs`
        : 'Jobs';
  if (where === remoteWhere) return `Remote ${what.charAt(0).toLowerCase()}${what.slice(1)}`;
  const subject = what.charAt(0).toUpperCase() + what.slice(1);
  return where === null ? subject : `${subject} in ${where}`;
}

/** Longest saved-search name (the store's limit). */
const SAVED_SEARCH_NAME_LENGTH = 80;

const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);
const upperFirst = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The name a saved search starts with: what, where, then the main filters, as a person would
 * say it ("Nurse in Sydney NSW, full time, hybrid"; "Nursing jobs, remote"). Filters that do
 * not fit in 80 characters are left out, last first.
 */
export function savedSearchName(query: JobSearchQuery, where: string | null): string {
  const classification =
    query.classifications.length === 1
      ? findClassification(query.classifications[0]!)?.label
      : undefined;
  const what =
    query.keywords !== ''
      ? upperFirst(query.keywords.trim())
      : classification !== undefined
        ? `${classification} jobs`
        : 'Jobs';
  const remote = where === remoteWhere;
  const filters = [
    ...(query.keywords !== '' && classification !== undefined ? [classification] : []),
    ...query.workTypes.map(
      (id) => workTypes.find((type) => type.id === id)?.label.toLowerCase() ?? id,
    ),
    ...(remote ? ['remote'] : []),
    ...query.workArrangements
      .filter((id) => !(remote && id === 'remote'))
      .map((id) => lowerFirst(workArrangements.find((each) => each.id === id)?.label ?? id)),
  ];
  let name = where === null || remote ? what : `${what} in ${where}`;
  if (name.length > SAVED_SEARCH_NAME_LENGTH) {
    return `${name.slice(0, SAVED_SEARCH_NAME_LENGTH - 1).trimEnd()}…`;
  }
  for (const filter of filters) {
    const longer = `${name}, ${filter}`;
    if (longer.length > SAVED_SEARCH_NAME_LENGTH) break;
    name = longer;
  }
  return name;
}

/** A looser search: its link's words and its query (counted by the route before it is shown). */
export interface LooserSearch {
  label: string;
  query: JobSearchQuery;
  /**
   * The filter it drops, when the search's own result counts it (`withoutFilter`); absent for
   * a looser place or keywords, which take a search of their own.
   */
  relaxes?: RelaxableFilter;
}

/** Ways to loosen a search that found nothing: each drops one group of filters. */
export function looserSearches(query: JobSearchQuery): LooserSearch[] {
  const base = { ...query, page: 1 };
  const options: LooserSearch[] = [];
  if (query.classifications.length > 0 || query.subClassifications.length > 0) {
    options.push({
      label: 'Search every classification',
      query: { ...base, classifications: [], subClassifications: [] },
      relaxes: 'classification',
    });
  }
  if (query.workTypes.length > 0) {
    options.push({
      label: 'Any work type',
      query: { ...base, workTypes: [] },
      relaxes: 'workType',
    });
  }
  if (query.workArrangements.length > 0) {
    options.push({
      label: 'Any work arrangement',
      query: { ...base, workArrangements: [] },
      relaxes: 'workArrangement',
    });
  }
  if (query.salaryMin !== null || query.salaryMax !== null) {
    options.push({
      label: 'Any salary',
      query: { ...base, salaryMin: null, salaryMax: null },
      relaxes: 'salary',
    });
  }
  if (query.dateRange !== null) {
    options.push({
      label: 'Listed any time',
      query: { ...base, dateRange: null },
      relaxes: 'dateRange',
    });
  }
  if (query.verifiedOnly) {
    options.push({
      label: 'Any employer',
      query: { ...base, verifiedOnly: false },
      relaxes: 'verified',
    });
  }
  if (query.existingVacancyOnly) {
    options.push({
      label: 'Pipeline ads too',
      query: { ...base, existingVacancyOnly: false },
      relaxes: 'vacancy',
    });
  }
  if (query.where !== '') {
    options.push({ label: 'Search everywhere', query: { ...base, where: '' } });
  }
  if (query.keywords !== '') {
    options.push({ label: 'Search without keywords', query: { ...base, keywords: '' } });
  }
  return options;
}

/**
 * This search for the browser's recent-searches list: keywords and place only (filters refine a
 * search, they do not make a new one); null when it has neither.
 */
function recentSearch(query: JobSearchQuery, where: string | null): RecentSearch | null {
  if (query.keywords === '' && query.where === '') return null;
  const what = query.keywords === '' ? 'All jobs' : query.keywords;
  return {
    query: serializeJobSearchQuery({
      ...defaultJobSearchQuery,
      keywords: query.keywords,
      where: query.where,
    }),
    label: query.where === '' ? what : `${what} in ${where ?? query.where}`,
  };
}

/** The canonical links a results page shows beyond its page numbers. */
export function searchLinks(query: JobSearchQuery, where: string | null): SearchLinks {
  return {
    clearFilters: searchHref({
      ...query,
      classifications: [],
      subClassifications: [],
      workTypes: [],
      workArrangements: [],
      salaryMin: null,
      salaryMax: null,
      salaryType: 'annual',
      dateRange: null,
      hideApplied: false,
      verifiedOnly: false,
      existingVacancyOnly: false,
      page: 1,
    }),
    clearKeywords: searchHref({ ...query, keywords: '', page: 1 }),
    clearWhere: searchHref({ ...query, where: '', page: 1 }),
    looser: [],
    recent: recentSearch(query, where),
  };
}
