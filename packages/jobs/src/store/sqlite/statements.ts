import type Database from 'better-sqlite3';
import type { FacetRow } from './facetColumns.ts';

/** Field weights of the text rank: title counts most, the long description least. */
export const fieldWeights = [10, 4, 3, 2, 1.5, 1] as const;

/**
 * A jobs row as the in-memory index reads it: the values of `indexColumns` in order. The load
 * reads rows raw (arrays), not as objects: at a million jobs that saves about 40 % of it.
 */
export type IndexedRow = [
  doc: number,
  expired: number,
  title: string,
  place: string,
  classification: string,
  subClassification: string,
  workType: string,
  workArrangement: string,
  salaryMin: number | null,
  salaryMax: number | null,
  salaryPeriod: string | null,
  listedAt: number,
  validThrough: number,
  revision: number,
  companySlug: string | null,
  verifiedEmployer: number,
  companyKey: string,
  fingerprint: string,
  existingVacancy: number,
];

/**
 * What the in-memory index reads of each job, in `IndexedRow`'s order: all of it in the covering
 * index `jobs_index_columns` (migration 8), so loading reads that index alone.
 */
const indexColumns =
  'doc, expired, title, place, classification, sub_classification, work_type, work_arrangement, salary_min, salary_max, salary_period, listed_at, valid_through, revision, company_slug, verified_employer, company_key, fingerprint, existing_vacancy';

/** The row's revision (writes number them in order). */
export const revisionOf = (row: IndexedRow) => row[13];

export function toIndexRow(row: IndexedRow): FacetRow {
  const [
    doc,
    expired,
    title,
    place,
    classification,
    subClassification,
    workType,
    workArrangement,
    salaryMin,
    salaryMax,
    salaryPeriod,
    listedAt,
    validThrough,
    ,
    companySlug,
    verifiedEmployer,
    companyKey,
    fingerprint,
    existingVacancy,
  ] = row;
  return {
    doc,
    expired,
    title,
    place,
    classification,
    subClassification,
    workType,
    workArrangement,
    salaryMin,
    salaryMax,
    salaryPeriod,
    listedAt,
    validThrough,
    companySlug,
    verifiedEmployer: verifiedEmployer === 1,
    companyKey,
    fingerprint,
    existingVacancy: existingVacancy === 1,
  };
}

/**
 * Matching docs (and, for the scored forms, their bm25 scores) as group_concat lists, as bytes
 * (`parseIntegerList`).
 */
export type DocList = { docs: Buffer | null };
export type ScoredDocList = { docs: Buffer | null; scores: Buffer | null };

const scoredMatches = (extra: string) =>
  `SELECT CAST(group_concat(doc) AS BLOB) AS docs, CAST(group_concat(score) AS BLOB) AS scores FROM (
     SELECT rowid AS doc, CAST(bm25(jobs_fts, ${fieldWeights.join(', ')}) * -1000000 AS INTEGER) AS score
     FROM jobs_fts WHERE jobs_fts MATCH ?${extra} LIMIT -1)`;

/** A prepared statement of this store (better-sqlite3's, under a name declarations can use). */
export type Prepared<
  Args extends unknown[] | object = unknown[],
  Row = unknown,
> = Database.Statement<Args, Row>;

/** Every statement the store runs more than once (see `prepareStatements`). */
export interface Statements {
  dataVersion: Prepared<[], number>;
  maxDoc: Prepared<[], number | null>;
  /** Rows changed after a revision (a range of the covering index by revision). */
  countChangedSince: Prepared<[number], number>;
  /** Docs of unexpired jobs written after a revision, in doc order, at most the limit given. */
  changedDocsSince: Prepared<[number, number], number>;
  selectChanged: Prepared<[number], IndexedRow>;
  selectRevision: Prepared<[], { value: number }>;
  sharedFingerprints: Prepared<[], string>;
  fingerprintDocs: Prepared<[string], number>;
  bumpRevision: Prepared<[], { value: number }>;
  selectDocById: Prepared<[string], { doc: number }>;
  insertJob: Prepared;
  updateJob: Prepared;
  deleteFts: Prepared<[number]>;
  deleteTitleFts: Prepared<[number]>;
  insertTitleFts: Prepared<[number, string]>;
  insertFts: Prepared;
  expireIds: Prepared<[number, number, string]>;
  expireBefore: Prepared<[number, number]>;
  selectJob: Prepared<
    [string],
    { data: string; description_html: string; expired: number; valid_through: number }
  >;
  selectText: Prepared<[number], { title: string; data: string; description_html: string }>;
  countActiveJobs: Prepared<[number], { total: number }>;
  selectActivePage: Prepared<[number, number, number], { id: string; listed_at: number }>;
  anyMatch: Prepared<[string], number>;
  matchDocs: Prepared<[string], DocList>;
  matchTitleDocs: Prepared<[string], DocList>;
  matchScored: Prepared<[string], ScoredDocList>;
  matchScoredSince: Prepared<[string, number], ScoredDocList>;
  companyDocs: Prepared<[string], DocList>;
}

/** Every statement the store runs more than once, prepared once when it opens. */
export function prepareStatements(db: Database.Database): Statements {
  return {
    // Asked before every read (another connection may have written).
    dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
    maxDoc: db.prepare<[], number | null>('SELECT max(doc) FROM jobs').pluck(),
    changedDocsSince: db
      .prepare<[number, number], number>(
        'SELECT doc FROM (SELECT doc FROM jobs WHERE revision > ? AND expired = 0 LIMIT ?) ORDER BY doc',
      )
      .pluck(),
    countChangedSince: db
      .prepare<[number], number>('SELECT count(*) FROM jobs WHERE revision > ?')
      .pluck(),
    selectChanged: db
      .prepare<[number], IndexedRow>(
        `SELECT ${indexColumns} FROM jobs WHERE revision > ? ORDER BY revision`,
      )
      .raw(true),
    selectRevision: db.prepare<[], { value: number }>(
      "SELECT value FROM meta WHERE key = 'revision'",
    ),
    // A walk of the fingerprint index, as the in-memory index loads.
    sharedFingerprints: db
      .prepare<[], string>(
        "SELECT fingerprint FROM jobs WHERE fingerprint != '' GROUP BY fingerprint HAVING count(*) > 1",
      )
      .pluck(),
    fingerprintDocs: db
      .prepare<[string], number>('SELECT doc FROM jobs WHERE fingerprint = ?')
      .pluck(),
    bumpRevision: db.prepare<[], { value: number }>(
      "UPDATE meta SET value = value + 1 WHERE key = 'revision' RETURNING value",
    ),
    selectDocById: db.prepare<[string], { doc: number }>('SELECT doc FROM jobs WHERE id = ?'),
    insertJob: db.prepare(
      `INSERT INTO jobs (id, revision, expired, title, place, classification, sub_classification, work_type, work_arrangement, salary_min, salary_max, salary_period, listed_at, valid_through, data, description_html, company_slug, verified_employer, company_key, fingerprint, existing_vacancy)
       VALUES (@id, @revision, 0, @title, @place, @classification, @subClassification, @workType, @workArrangement, @salaryMin, @salaryMax, @salaryPeriod, @listedAt, @validThrough, @data, @descriptionHtml, @companySlug, @verifiedEmployer, @companyKey, @fingerprint, @existingVacancy)`,
    ),
    updateJob: db.prepare(
      `UPDATE jobs SET revision = @revision, expired = 0, title = @title, place = @place, classification = @classification,
         sub_classification = @subClassification, work_type = @workType, work_arrangement = @workArrangement,
         salary_min = @salaryMin, salary_max = @salaryMax, salary_period = @salaryPeriod, listed_at = @listedAt,
         valid_through = @validThrough, data = @data, description_html = @descriptionHtml,
         company_slug = @companySlug, verified_employer = @verifiedEmployer,
         company_key = @companyKey, fingerprint = @fingerprint, ended_at = NULL,
         existing_vacancy = @existingVacancy
       WHERE doc = @doc`,
    ),
    deleteFts: db.prepare<[number]>('DELETE FROM jobs_fts WHERE rowid = ?'),
    deleteTitleFts: db.prepare<[number]>('DELETE FROM jobs_title_fts WHERE rowid = ?'),
    insertTitleFts: db.prepare<[number, string]>(
      'INSERT INTO jobs_title_fts (rowid, title) VALUES (?, ?)',
    ),
    insertFts: db.prepare(
      'INSERT INTO jobs_fts (rowid, title, company, classification, summary, selling_points, description) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    expireIds: db.prepare<[number, number, string]>(
      'UPDATE jobs SET expired = 1, revision = ?, ended_at = ? WHERE id = ? AND expired = 0',
    ),
    expireBefore: db.prepare<[number, number]>(
      'UPDATE jobs SET expired = 1, revision = ?, ended_at = valid_through WHERE expired = 0 AND valid_through <= ?',
    ),
    selectJob: db.prepare<
      [string],
      { data: string; description_html: string; expired: number; valid_through: number }
    >('SELECT data, description_html, expired, valid_through FROM jobs WHERE id = ?'),
    /** A job's stored text by doc (the scratch index of new jobs, the word sample). */
    selectText: db.prepare<[number], { title: string; data: string; description_html: string }>(
      'SELECT title, data, description_html FROM jobs WHERE doc = ?',
    ),
    countActiveJobs: db.prepare<[number], { total: number }>(
      'SELECT count(*) AS total FROM jobs WHERE expired = 0 AND valid_through > ?',
    ),
    selectActivePage: db.prepare<[number, number, number], { id: string; listed_at: number }>(
      'SELECT id, listed_at FROM jobs WHERE expired = 0 AND valid_through > ? ORDER BY doc LIMIT ? OFFSET ?',
    ),
    anyMatch: db
      .prepare<[string], number>('SELECT 1 FROM jobs_fts WHERE jobs_fts MATCH ? LIMIT 1')
      .pluck(),
    matchDocs: db.prepare<[string], DocList>(
      'SELECT CAST(group_concat(rowid) AS BLOB) AS docs FROM jobs_fts WHERE jobs_fts MATCH ?',
    ),
    matchTitleDocs: db.prepare<[string], DocList>(
      'SELECT CAST(group_concat(rowid) AS BLOB) AS docs FROM jobs_title_fts WHERE jobs_title_fts MATCH ?',
    ),
    matchScored: db.prepare<[string], ScoredDocList>(scoredMatches('')),
    /** Scored matches from a doc on: the few new jobs a cached match set is extended with. */
    matchScoredSince: db.prepare<[string, number], ScoredDocList>(scoredMatches(' AND rowid >= ?')),
    companyDocs: db.prepare<[string], DocList>(
      'SELECT CAST(group_concat(doc) AS BLOB) AS docs FROM (SELECT doc FROM jobs WHERE company_slug = ? ORDER BY doc)',
    ),
  };
}
