import type Database from 'better-sqlite3';
import { resolveWhere } from '../model/places.ts';
import { hoursPerYear } from '../model/taxonomy.ts';
import type { JobSearchQuery } from '../query/query.ts';
import { parseKeywords, toFtsExpressions } from '../store/keywords.ts';

/**
 * The straightforward design the benchmark compares against: FTS5 joined to the jobs table,
 * ORDER BY bm25 with LIMIT for the page, COUNT(*) for the total, and one GROUP BY per facet
 * group over the matches (each without its own group's filter). Only what the benchmark's
 * query mix needs: keywords, where (as a place id list), classification, work type,
 * arrangement, salary and date filters.
 */
export function plainSearch(db: Database.Database, query: JobSearchQuery, now: Date) {
  const { include } = toFtsExpressions(parseKeywords(query.keywords));
  const where = query.where === '' ? undefined : resolveWhere(query.where);
  const nowMs = now.getTime();
  type Clause = { group: string; sql: string; params: unknown[] };
  const clauses: Clause[] = [
    { group: 'always', sql: 'j.expired = 0 AND j.valid_through > ?', params: [nowMs] },
  ];
  if (where === 'remote')
    clauses.push({ group: 'always', sql: "j.work_arrangement = 'remote'", params: [] });
  else if (where !== undefined) {
    const column = where.kind === 'city' ? 'j.place = ?' : 'j.place LIKE ?';
    clauses.push({
      group: 'always',
      sql: column,
      params: [where.kind === 'city' ? where.id : `%-${where.id}`],
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
  list('workType', 'j.work_type', query.workTypes);
  list('workArrangement', 'j.work_arrangement', query.workArrangements);
  const factor = query.salaryType === 'hourly' ? hoursPerYear : 1;
  if (query.salaryMin !== null) {
    clauses.push({
      group: 'salary',
      sql: "(CASE j.salary_period WHEN 'hourly' THEN j.salary_max * 1976 ELSE j.salary_max END) >= ?",
      params: [query.salaryMin * factor],
    });
  }
  if (query.dateRange !== null) {
    clauses.push({
      group: 'dateRange',
      sql: 'j.listed_at >= ?',
      params: [nowMs - query.dateRange * 86_400_000],
    });
  }
  const from = include ? 'jobs_fts f JOIN jobs j ON j.doc = f.rowid' : 'jobs j';
  const match = include ? [{ sql: 'jobs_fts MATCH ?', params: [include] }] : [];
  const whereOf = (skip?: string) => {
    const used = [...match, ...clauses.filter((c) => c.group !== skip)];
    return { sql: used.map((c) => c.sql).join(' AND '), params: used.flatMap((c) => c.params) };
  };
  const all = whereOf();
  const order = include ? 'bm25(jobs_fts, 10, 4, 3, 2, 1.5, 1)' : 'j.listed_at DESC';
  const page = db
    .prepare(
      `SELECT j.doc, j.data FROM ${from} WHERE ${all.sql} ORDER BY ${order} LIMIT 20 OFFSET ?`,
    )
    .all(...all.params, (query.page - 1) * 20);
  const total = db
    .prepare(`SELECT count(*) FROM ${from} WHERE ${all.sql}`)
    .pluck()
    .get(...all.params);
  const facets: Record<string, unknown[]> = {};
  for (const [group, column] of [
    ['classification', 'j.classification'],
    ['subClassification', 'j.sub_classification'],
    ['workType', 'j.work_type'],
    ['workArrangement', 'j.work_arrangement'],
  ] as const) {
    const scoped = whereOf(group);
    facets[group] = db
      .prepare(
        `SELECT ${column} AS value, count(*) AS n FROM ${from} WHERE ${scoped.sql} GROUP BY ${column}`,
      )
      .all(...scoped.params);
  }
  const dated = whereOf('dateRange');
  facets.dateRange = db
    .prepare(
      `SELECT sum(j.listed_at >= ?) AS d1, sum(j.listed_at >= ?) AS d3, sum(j.listed_at >= ?) AS d7, sum(j.listed_at >= ?) AS d14, count(*) AS d31 FROM ${from} WHERE ${dated.sql}`,
    )
    .all(...[1, 3, 7, 14].map((days) => nowMs - days * 86_400_000), ...dated.params);
  return { page, total, facets };
}
