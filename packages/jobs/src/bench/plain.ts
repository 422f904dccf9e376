import type Database from 'better-sqlite3';
import { placesWithin, resolveWhere, type Place } from '../model/places.ts';
import { dateRanges, hoursPerYear, salaryBands } from '../model/taxonomy.ts';
import { maxPage, type JobSearchQuery } from '../query/query.ts';
import { boundKeywords, parseKeywords, toFtsExpressions } from '../store/keywords.ts';

const dayMs = 86_400_000;

export interface PlainSearchResult {
  /** The page's job ids in order: bm25 for keyword searches by relevance, else newest first. */
  pageIds: string[];
  total: number;
  /** Per facet group, jobs per value, each group counted without its own filter. */
  facets: {
    classification: Map<string, number>;
    subClassification: Map<string, number>;
    workType: Map<string, number>;
    workArrangement: Map<string, number>;
    /** Jobs whose (annualised) maximum pay reaches each band of the query's salary type. */
    salary: Map<string, number>;
    /** Jobs listed within each range (`'1'`, `'3'`, ...). */
    dateRange: Map<string, number>;
    /** Verified employers' jobs (`'1'`). */
    verified: Map<string, number>;
    vacancy: Map<string, number>;
  };
}

/**
 * The straightforward design the store is checked and benchmarked against: FTS5 joined to the
 * jobs table, ORDER BY with LIMIT/OFFSET for the page, COUNT(*) for the total, and one GROUP BY
 * per facet group over the matches (each without its own group's filter). It reads the same
 * keyword syntax (`parseKeywords` with the structural limits) and the same place hierarchy
 * (`placesWithin`), and implements every filter of the query in SQL.
 */
export function plainSearch(
  db: Database.Database,
  query: JobSearchQuery,
  now: Date,
  options: {
    pageSize?: number;
    /** The place `where` means, when the caller resolved it (default: `resolveWhere`). */
    where?: Place | 'remote' | null;
    /** Only jobs listed strictly after this instant (`SearchOptions.listedAfter`). */
    listedAfter?: Date;
    /** Only the jobs of this organisation (`SearchOptions.companySlug`). */
    companySlug?: string;
  } = {},
): PlainSearchResult {
  const pageSize = options.pageSize ?? 20;
  const { include, exclude } = toFtsExpressions(boundKeywords(parseKeywords(query.keywords)).query);
  const where =
    options.where !== undefined
      ? (options.where ?? undefined)
      : query.where === ''
        ? undefined
        : resolveWhere(query.where);
  const nowMs = now.getTime();
  type Clause = { group: string; sql: string; params: unknown[] };
  const clauses: Clause[] = [
    { group: 'always', sql: 'j.expired = 0 AND j.valid_through > ?', params: [nowMs] },
  ];
  if (exclude !== undefined) {
    clauses.push({
      group: 'always',
      sql: 'j.doc NOT IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ?)',
      params: [exclude],
    });
  }
  if (options.listedAfter !== undefined) {
    clauses.push({
      group: 'always',
      sql: 'j.listed_at > ?',
      params: [options.listedAfter.getTime()],
    });
  }
  if (options.companySlug !== undefined) {
    clauses.push({ group: 'always', sql: 'j.company_slug = ?', params: [options.companySlug] });
  }
  if (where === 'remote') {
    clauses.push({ group: 'always', sql: "j.work_arrangement = 'remote'", params: [] });
  } else if (where !== undefined) {
    const ids = placesWithin(where).map((place) => place.id);
    clauses.push({
      group: 'always',
      sql: `j.place IN (SELECT value FROM json_each(?))`,
      params: [JSON.stringify(ids)],
    });
  }
  const list = (group: string, column: string, values: readonly string[]) => {
    if (values.length > 0) {
      clauses.push({
        group,
        sql: `${column} IN (${values.map(() => '?').join(',')})`,
        params: [...values],
      });
    }
  };
  list('classification', 'j.classification', query.classifications);
  list('subClassification', 'j.sub_classification', query.subClassifications);
  list('workType', 'j.work_type', query.workTypes);
  list('workArrangement', 'j.work_arrangement', query.workArrangements);
  const factor = query.salaryType === 'hourly' ? hoursPerYear : 1;
  const annual = (column: string) =>
    `(CASE j.salary_period WHEN 'hourly' THEN j.${column} * ${hoursPerYear} ELSE j.${column} END)`;
  if (query.salaryMin !== null || query.salaryMax !== null) {
    clauses.push({
      group: 'salary',
      sql: `${annual('salary_max')} >= ? AND ${annual('salary_min')} <= ?`,
      params: [(query.salaryMin ?? -1) * factor, (query.salaryMax ?? 1e300) * factor],
    });
  }
  if (query.dateRange !== null) {
    clauses.push({
      group: 'dateRange',
      sql: 'j.listed_at >= ?',
      params: [nowMs - query.dateRange * dayMs],
    });
  }
  if (query.verifiedOnly) {
    clauses.push({ group: 'verified', sql: 'j.verified_employer = 1', params: [] });
  }
  if (query.existingVacancyOnly) {
    clauses.push({ group: 'vacancy', sql: 'j.existing_vacancy = 1', params: [] });
  }
  const from = include ? 'jobs_fts f JOIN jobs j ON j.doc = f.rowid' : 'jobs j';
  const match = include ? [{ sql: 'jobs_fts MATCH ?', params: [include] }] : [];
  const whereOf = (skip?: string) => {
    const used = [...match, ...clauses.filter((c) => c.group !== skip)];
    return { sql: used.map((c) => c.sql).join(' AND '), params: used.flatMap((c) => c.params) };
  };
  const all = whereOf();
  const order =
    include && query.sortMode === 'relevance'
      ? 'bm25(jobs_fts, 10, 4, 3, 2, 1.5, 1)'
      : 'j.listed_at DESC, j.doc DESC';
  const page = Math.min(maxPage, Math.max(1, Math.floor(query.page) || 1));
  const pageIds = db
    .prepare(`SELECT j.id FROM ${from} WHERE ${all.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...all.params, pageSize, (page - 1) * pageSize) as string[];
  const total = db
    .prepare(`SELECT count(*) FROM ${from} WHERE ${all.sql}`)
    .pluck()
    .get(...all.params) as number;

  const grouped = (group: string, column: string) => {
    const scoped = whereOf(group);
    const rows = db
      .prepare(
        `SELECT ${column} AS value, count(*) AS n FROM ${from} WHERE ${scoped.sql} GROUP BY ${column}`,
      )
      .all(...scoped.params) as { value: string; n: number }[];
    return new Map(rows.map((row) => [row.value, row.n]));
  };
  const thresholds = (group: string, expression: string, values: [string, number][]) => {
    const scoped = whereOf(group);
    const row = db
      .prepare(
        `SELECT ${values.map((_, i) => `coalesce(sum(${expression} >= ?), 0) AS c${i}`).join(', ')} FROM ${from} WHERE ${scoped.sql}`,
      )
      .get(...values.map(([, threshold]) => threshold), ...scoped.params) as Record<string, number>;
    return new Map(values.map(([value], i) => [value, row[`c${i}`]!]));
  };
  const bands = salaryBands[query.salaryType];
  return {
    pageIds,
    total,
    facets: {
      classification: grouped('classification', 'j.classification'),
      subClassification: grouped('subClassification', 'j.sub_classification'),
      workType: grouped('workType', 'j.work_type'),
      workArrangement: grouped('workArrangement', 'j.work_arrangement'),
      salary: thresholds(
        'salary',
        annual('salary_max'),
        bands.map((band) => [String(band), band * factor]),
      ),
      dateRange: thresholds(
        'dateRange',
        'j.listed_at',
        dateRanges.map((range) => [range.id, nowMs - range.days * dayMs]),
      ),
      verified: thresholds('verified', 'j.verified_employer', [['1', 1]]),
      vacancy: thresholds('vacancy', 'j.existing_vacancy', [['existing', 1]]),
    },
  };
}
