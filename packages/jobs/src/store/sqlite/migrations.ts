import type Database from 'better-sqlite3';
import { companyKeyOf } from '../../model/company.ts';
import { jobFingerprint } from '../../model/fingerprint.ts';
import type { JobInput } from '../../model/job.ts';

export interface Migration {
  version: number;
  description: string;
  up(db: Database.Database): void;
}

/** Versioned in code; `PRAGMA user_version` records the last one applied. Append only. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: 'jobs table and full-text index',
    up(db) {
      db.exec(`
        CREATE TABLE jobs (
          doc INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          revision INTEGER NOT NULL,
          expired INTEGER NOT NULL DEFAULT 0,
          title TEXT NOT NULL,
          place TEXT NOT NULL,
          classification TEXT NOT NULL,
          sub_classification TEXT NOT NULL,
          work_type TEXT NOT NULL,
          work_arrangement TEXT NOT NULL,
          salary_min REAL,
          salary_max REAL,
          salary_period TEXT,
          listed_at INTEGER NOT NULL,
          valid_through INTEGER NOT NULL,
          data TEXT NOT NULL,
          description_html TEXT NOT NULL
        );
        CREATE INDEX jobs_revision ON jobs (revision);
        CREATE VIRTUAL TABLE jobs_fts USING fts5 (
          title, company, classification, summary, selling_points, description,
          content = '', contentless_delete = 1,
          tokenize = 'porter unicode61 remove_diacritics 2'
        );
        CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
        INSERT INTO meta (key, value) VALUES ('revision', 0);
      `);
    },
  },
  {
    version: 2,
    description: 'index on expiry, for expiring jobs in bulk',
    up(db) {
      db.exec('CREATE INDEX jobs_valid_through ON jobs (valid_through) WHERE expired = 0;');
    },
  },
  {
    version: 3,
    description:
      'title-only full-text index, so broad keywords rank title matches without scanning bodies',
    up(db) {
      db.exec(`
        CREATE VIRTUAL TABLE jobs_title_fts USING fts5 (
          title, content = '', contentless_delete = 1,
          tokenize = 'porter unicode61 remove_diacritics 2'
        );
        INSERT INTO jobs_title_fts (rowid, title) SELECT doc, title FROM jobs;
      `);
    },
  },
  {
    version: 4,
    description:
      "the posting organisation's slug (ads on Joblane), so a company page searches its jobs alone",
    up(db) {
      db.exec(`
        ALTER TABLE jobs ADD COLUMN company_slug TEXT;
        UPDATE jobs SET company_slug = json_extract(data, '$.company.slug')
          WHERE json_extract(data, '$.company.slug') IS NOT NULL;
        CREATE INDEX jobs_company_slug ON jobs (company_slug, doc) WHERE company_slug IS NOT NULL;
      `);
    },
  },
  {
    version: 5,
    description:
      'whether the posting organisation is a verified employer, so `verified=1` filters in the index',
    up(db) {
      db.exec(`
        ALTER TABLE jobs ADD COLUMN verified_employer INTEGER NOT NULL DEFAULT 0;
        UPDATE jobs SET verified_employer = 1 WHERE json_extract(data, '$.verifiedEmployer') = 1;
      `);
    },
  },
  {
    version: 6,
    description:
      "each job's organisation key and fingerprint (reposts and duplicates, blocked companies) and when it ended",
    up(db) {
      db.exec(`
        ALTER TABLE jobs ADD COLUMN company_key TEXT NOT NULL DEFAULT '';
        ALTER TABLE jobs ADD COLUMN fingerprint TEXT NOT NULL DEFAULT '';
        ALTER TABLE jobs ADD COLUMN ended_at INTEGER;
      `);
      const rows = db.prepare<[], { doc: number; data: string; description_html: string }>(
        'SELECT doc, data, description_html FROM jobs',
      );
      const update = db.prepare<[string, string, number]>(
        'UPDATE jobs SET company_key = ?, fingerprint = ? WHERE doc = ?',
      );
      for (const row of rows.all()) {
        const data = JSON.parse(row.data) as Pick<JobInput, 'company' | 'title'>;
        update.run(
          companyKeyOf(data.company),
          jobFingerprint({ ...data, descriptionHtml: row.description_html }),
          row.doc,
        );
      }
      db.exec('CREATE INDEX jobs_fingerprint ON jobs (fingerprint);');
    },
  },
  {
    version: 7,
    description:
      'whether an ad is for an existing vacancy, so `vacancy=existing` filters in the index',
    up(db) {
      db.exec(`
        ALTER TABLE jobs ADD COLUMN existing_vacancy INTEGER NOT NULL DEFAULT 0;
        UPDATE jobs SET existing_vacancy = 1 WHERE json_extract(data, '$.existingVacancy') = 1;
      `);
    },
  },
  {
    version: 8,
    description:
      "the in-memory index's columns in one covering index by revision: loading it reads that index, not every row of the table (whose later columns sit past the description, on overflow pages)",
    up(db) {
      db.exec(`
        DROP INDEX jobs_revision;
        CREATE INDEX jobs_index_columns ON jobs (revision, expired, title, place, classification, sub_classification, work_type, work_arrangement, salary_min, salary_max, salary_period, listed_at, valid_through, company_slug, verified_employer, company_key, fingerprint, existing_vacancy);
      `);
    },
  },
  {
    version: 9,
    description:
      'the in-memory index kept with the database (`indexImage.ts`), so a restarted node reads it and the rows changed since instead of every row; an image records the schema version it was written at, so a later migration that changes indexed columns makes it unread',
    up(db) {
      db.exec(`
        CREATE TABLE index_image (part TEXT PRIMARY KEY, data BLOB NOT NULL);
      `);
    },
  },
  {
    version: 10,
    description:
      'the match lists of broad search terms kept with the database (`keptLists.ts`): a node reads a compact list of doc ids, and what changed since, instead of walking the full-text index for them',
    up(db) {
      db.exec(`
        CREATE TABLE match_lists (
          key TEXT PRIMARY KEY,
          revision INTEGER NOT NULL,
          count INTEGER NOT NULL,
          docs BLOB NOT NULL
        );
      `);
    },
  },
];

export const latestVersion = migrations.at(-1)!.version;

/** Applies the migrations a database lacks, each in its own transaction. */
export function migrate(db: Database.Database): { from: number; to: number } {
  const from = db.pragma('user_version', { simple: true }) as number;
  if (from > latestVersion) {
    throw new Error(
      `The jobs database is at schema version ${from}, newer than this code knows (${latestVersion}). Upgrade @joblane/jobs or use a matching database.`,
    );
  }
  for (const migration of migrations) {
    if (migration.version <= from) continue;
    // Another connection (another process opening the same new file) may be migrating it this
    // moment: each step takes the write lock first, then reads the version again under it.
    db.transaction(() => {
      if ((db.pragma('user_version', { simple: true }) as number) >= migration.version) return;
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
  return { from, to: latestVersion };
}
