import {
  classifications,
  dateRanges,
  findClassification,
  findSubClassification,
  salaryTypes,
  sortModes,
  workArrangements,
  workTypes,
  type DateRange,
  type SalaryType,
  type SortMode,
  type WorkArrangement,
  type WorkType,
} from '../model/taxonomy.ts';

/** A job search as the `/jobs` URL carries it. Lists are in taxonomy order, without repeats. */
export interface JobSearchQuery {
  keywords: string;
  where: string;
  classifications: string[];
  subClassifications: string[];
  workTypes: WorkType[];
  workArrangements: WorkArrangement[];
  salaryType: SalaryType;
  salaryMin: number | null;
  salaryMax: number | null;
  dateRange: DateRange | null;
  sortMode: SortMode;
  /**
   * Leave out the jobs the signed-in seeker applied for (`hideapplied=1`). The store does not
   * know who is asking: the caller passes those jobs as `excludeIds`.
   */
  hideApplied: boolean;
  /** Only jobs of organisations that proved their website's domain (`verified=1`). */
  verifiedOnly: boolean;
  /** Only ads for an existing vacancy, not a pipeline (`vacancy=existing`). */
  existingVacancyOnly: boolean;
  page: number;
}

/** A parameter value that was dropped, with a sentence the page can show. */
export interface IgnoredParam {
  param: string;
  value: string;
  message: string;
}

export const defaultJobSearchQuery: Readonly<JobSearchQuery> = Object.freeze({
  keywords: '',
  where: '',
  classifications: [],
  subClassifications: [],
  workTypes: [],
  workArrangements: [],
  salaryType: 'annual',
  salaryMin: null,
  salaryMax: null,
  dateRange: null,
  sortMode: 'relevance',
  hideApplied: false,
  verifiedOnly: false,
  existingVacancyOnly: false,
  page: 1,
});

export const maxKeywordsLength = 200;
export const maxWhereLength = 100;
export const maxPage = 1000;
export const maxSalary = 10_000_000;

/** Parameters the search page owns; others (such as the `v` pin) are left to their owners. */
export const searchParamNames = [
  'keywords',
  'where',
  'classification',
  'subclassification',
  'worktype',
  'workarrangement',
  'salarymin',
  'salarymax',
  'salarytype',
  'daterange',
  'hideapplied',
  'verified',
  'vacancy',
  'sortmode',
  'page',
] as const;

type QueryInput = URLSearchParams | string | Record<string, string | string[] | undefined>;

function entriesOf(input: QueryInput): [string, string][] {
  if (typeof input === 'string') {
    return [...new URLSearchParams(input.startsWith('?') ? input.slice(1) : input)];
  }
  if (input instanceof URLSearchParams) return [...input];
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') entries.push([key, item]);
    }
  }
  return entries;
}

/** Collapses whitespace and removes control characters: one spelling for one search. */
export function normaliseText(text: string): string {
  return text
    .replaceAll(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, ' ')
    .replaceAll(/\s+/gu, ' ')
    .trim();
}

function clip(text: string, max: number): string {
  // Cut on a code point boundary so a clipped value is still well-formed text.
  return [...text].slice(0, max).join('').trim();
}

function quote(value: string): string {
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return `"${shown}"`;
}

const listParams = {
  classification: {
    name: 'classification',
    order: classifications.map((c) => c.id),
    known: (id: string) => findClassification(id) !== undefined,
  },
  subclassification: {
    name: 'sub-classification',
    order: classifications.flatMap((c) => c.subClassifications.map((sub) => sub.id)),
    known: (id: string) => findSubClassification(id) !== undefined,
  },
  worktype: {
    name: 'work type',
    order: workTypes.map((t) => t.id as string),
    known: (id: string) => workTypes.some((t) => t.id === id),
  },
  workarrangement: {
    name: 'work arrangement',
    order: workArrangements.map((a) => a.id as string),
    known: (id: string) => workArrangements.some((a) => a.id === id),
  },
};

function parseAmount(value: string): number | undefined {
  const cleaned = value.trim().replaceAll(/[$,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const amount = Number(cleaned);
  return amount <= maxSalary ? amount : undefined;
}

/**
 * Parses a `/jobs` query string (or its parameters) into a typed query. Malformed and unknown
 * values are dropped and listed in `ignored`; it never throws. Parameters not in
 * `searchParamNames` are not its business and are passed over silently.
 */
export function parseJobSearchQuery(input: QueryInput): {
  query: JobSearchQuery;
  ignored: IgnoredParam[];
} {
  const query: JobSearchQuery = {
    ...defaultJobSearchQuery,
    classifications: [],
    subClassifications: [],
    workTypes: [],
    workArrangements: [],
  };
  const ignored: IgnoredParam[] = [];
  const ignore = (param: string, value: string, message: string) => {
    ignored.push({ param, value, message });
  };
  const lists: Record<keyof typeof listParams, Set<string>> = {
    classification: new Set(),
    subclassification: new Set(),
    worktype: new Set(),
    workarrangement: new Set(),
  };
  const seen = new Set<string>();

  for (const [rawKey, rawValue] of entriesOf(input)) {
    const key = rawKey.toLowerCase();
    const value = normaliseText(rawValue);
    if (key in listParams) {
      const list = listParams[key as keyof typeof listParams];
      for (const part of value.split(',')) {
        const id = part.trim().toLowerCase();
        if (id === '') continue;
        if (list.known(id)) lists[key as keyof typeof listParams].add(id);
        else ignore(key, part.trim(), `Ignored ${list.name} ${quote(part.trim())}`);
      }
      continue;
    }
    if (!(searchParamNames as readonly string[]).includes(key)) continue;
    // A single-valued parameter given twice: the first one counts.
    if (seen.has(key)) {
      if (value !== '') ignore(key, value, `Ignored repeated ${key} ${quote(value)}`);
      continue;
    }
    seen.add(key);
    if (value === '') continue;
    switch (key) {
      case 'keywords': {
        query.keywords = clip(value, maxKeywordsLength);
        if (query.keywords !== value) {
          ignore(key, value, `Keywords were cut to ${maxKeywordsLength} characters`);
        }
        break;
      }
      case 'where': {
        query.where = clip(value, maxWhereLength);
        if (query.where !== value) {
          ignore(key, value, `Location was cut to ${maxWhereLength} characters`);
        }
        break;
      }
      case 'salarymin':
      case 'salarymax': {
        const amount = parseAmount(value);
        const which = key === 'salarymin' ? 'minimum' : 'maximum';
        if (amount === undefined) ignore(key, value, `Ignored salary ${which} ${quote(value)}`);
        else if (key === 'salarymin') query.salaryMin = amount;
        else query.salaryMax = amount;
        break;
      }
      case 'salarytype': {
        const type = salaryTypes.find((t) => t.id === value.toLowerCase());
        if (type) query.salaryType = type.id;
        else ignore(key, value, `Ignored salary type ${quote(value)}`);
        break;
      }
      case 'daterange': {
        const range = dateRanges.find((r) => r.id === value);
        if (range) query.dateRange = range.days;
        else ignore(key, value, `Ignored date range ${quote(value)}`);
        break;
      }
      case 'sortmode': {
        const mode = sortModes.find((m) => m.id === value.toLowerCase());
        if (mode) query.sortMode = mode.id;
        else ignore(key, value, `Ignored sort order ${quote(value)}`);
        break;
      }
      case 'hideapplied': {
        if (value === '1' || value.toLowerCase() === 'true') query.hideApplied = true;
        else ignore(key, value, `Ignored hideapplied ${quote(value)}`);
        break;
      }
      case 'verified': {
        if (value === '1' || value.toLowerCase() === 'true') query.verifiedOnly = true;
        else ignore(key, value, `Ignored verified ${quote(value)}`);
        break;
      }
      case 'vacancy': {
        if (value.toLowerCase() === 'existing') query.existingVacancyOnly = true;
        else ignore(key, value, `Ignored vacancy ${quote(value)}`);
        break;
      }
      case 'page': {
        const page = /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
        if (page >= 1 && page <= maxPage) query.page = page;
        else ignore(key, value, `Ignored page ${quote(value)}`);
        break;
      }
    }
  }

  if (query.salaryMin !== null && query.salaryMax !== null && query.salaryMin > query.salaryMax) {
    ignore(
      'salarymax',
      String(query.salaryMax),
      `Ignored salary maximum "${query.salaryMax}": it is below the minimum`,
    );
    query.salaryMax = null;
  }
  query.classifications = listParams.classification.order.filter((id) =>
    lists.classification.has(id),
  );
  query.subClassifications = listParams.subclassification.order.filter((id) =>
    lists.subclassification.has(id),
  );
  query.workTypes = workTypes.map((t) => t.id).filter((id) => lists.worktype.has(id));
  query.workArrangements = workArrangements
    .map((a) => a.id)
    .filter((id) => lists.workarrangement.has(id));
  return { query, ignored };
}

/**
 * The canonical query string (no `?`) of a query: parameters in a fixed order, defaults left
 * out, lists in taxonomy order. The default query serialises to `''`.
 */
export function serializeJobSearchQuery(query: JobSearchQuery): string {
  const params = new URLSearchParams();
  const keywords = normaliseText(query.keywords);
  const where = normaliseText(query.where);
  if (keywords !== '') params.set('keywords', keywords);
  if (where !== '') params.set('where', where);
  const inOrder = (order: readonly string[], values: readonly string[]) =>
    order.filter((id) => values.includes(id)).join(',');
  const lists: [string, string][] = [
    ['classification', inOrder(listParams.classification.order, query.classifications)],
    ['subclassification', inOrder(listParams.subclassification.order, query.subClassifications)],
    ['worktype', inOrder(listParams.worktype.order, query.workTypes)],
    ['workarrangement', inOrder(listParams.workarrangement.order, query.workArrangements)],
  ];
  for (const [name, value] of lists) if (value !== '') params.set(name, value);
  if (query.salaryMin !== null) params.set('salarymin', String(query.salaryMin));
  if (query.salaryMax !== null) params.set('salarymax', String(query.salaryMax));
  if (query.salaryType !== defaultJobSearchQuery.salaryType) {
    params.set('salarytype', query.salaryType);
  }
  if (query.dateRange !== null) params.set('daterange', String(query.dateRange));
  if (query.hideApplied) params.set('hideapplied', '1');
  if (query.verifiedOnly) params.set('verified', '1');
  if (query.existingVacancyOnly) params.set('vacancy', 'existing');
  // `sortmode` and `page` come last: the browser moves them without a parser (apps/web search.ts).
  if (query.sortMode !== defaultJobSearchQuery.sortMode) params.set('sortmode', query.sortMode);
  if (query.page !== 1) params.set('page', String(query.page));
  return params.toString();
}
