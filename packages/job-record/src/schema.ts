import type { DomainMigration, MigrationSet } from '@joblane/database';
import { sql } from 'kysely';

/** The job table: every field of the sanitised job in `job`, and the columns SQL filters on. */
export interface RecordJobRow {
  id: string;
  status: 'active' | 'expired';
  title: string;
  company_name: string;
  place_id: string;
  classification: string;
  sub_classification: string;
  work_type: string;
  work_arrangement: string;
  listed_at: string;
  valid_through: string;
  /** The whole job as `jobSchema` returns it after `withSafeText` (PostgreSQL `jsonb`). */
  job: unknown;
  created_at: string;
  updated_at: string;
  expired_at: string | null;
}

/** One change of one job, in commit order: what a node's index follows. */
export interface RecordLogRow {
  position: number;
  job_id: string;
  operation: 'upsert' | 'expire';
  at: string;
}

/** One row: the newest log position, how far the log has been trimmed, and the record's id. */
export interface RecordHeadRow {
  singleton: boolean;
  record_id: string;
  position: number;
  trimmed_through: number;
}

/** Followers' last reported positions: trimming keeps what a recent follower still needs. */
export interface RecordFollowerRow {
  name: string;
  position: number;
  seen_at: string;
}

export interface JobRecordTables {
  job_record_jobs: RecordJobRow;
  job_record_log: RecordLogRow;
  job_record_head: RecordHeadRow;
  job_record_followers: RecordFollowerRow;
}

const initial: DomainMigration = {
  async up(db, types, dialect) {
    if (dialect !== 'postgres') {
      throw new Error('The job record lives on PostgreSQL (DATABASE_URL=postgres://...).');
    }
    await db.schema
      .createTable('job_record_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('active', 'expired')`))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('place_id', 'text', (c) => c.notNull())
      .addColumn('classification', 'text', (c) => c.notNull())
      .addColumn('sub_classification', 'text', (c) => c.notNull())
      .addColumn('work_type', 'text', (c) => c.notNull())
      .addColumn('work_arrangement', 'text', (c) => c.notNull())
      .addColumn('listed_at', types.timestamp, (c) => c.notNull())
      .addColumn('valid_through', types.timestamp, (c) => c.notNull())
      .addColumn('job', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', types.timestamp, (c) => c.notNull())
      .addColumn('updated_at', types.timestamp, (c) => c.notNull())
      .addColumn('expired_at', types.timestamp)
      .execute();
    // Expiring by date walks only the active jobs.
    await db.schema
      .createIndex('job_record_jobs_active_valid_through')
      .on('job_record_jobs')
      .column('valid_through')
      .where(sql.ref('status'), '=', 'active')
      .execute();
    await db.schema
      .createTable('job_record_log')
      .addColumn('position', 'bigint', (c) => c.primaryKey())
      .addColumn('job_id', 'text', (c) => c.notNull())
      .addColumn('operation', 'text', (c) =>
        c.notNull().check(sql`operation IN ('upsert', 'expire')`),
      )
      .addColumn('at', types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('job_record_head')
      .addColumn('singleton', 'boolean', (c) =>
        c
          .primaryKey()
          .defaultTo(true)
          .check(sql`singleton`),
      )
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('position', 'bigint', (c) => c.notNull())
      .addColumn('trimmed_through', 'bigint', (c) => c.notNull())
      .execute();
    await sql`INSERT INTO job_record_head (singleton, record_id, position, trimmed_through)
              VALUES (true, gen_random_uuid()::text, 0, 0)`.execute(db);
    await db.schema
      .createTable('job_record_followers')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('position', 'bigint', (c) => c.notNull())
      .addColumn('seen_at', types.timestamp, (c) => c.notNull())
      .execute();
  },
};

export const jobRecordMigrations: MigrationSet = {
  name: 'job_record',
  migrations: { '0001-jobs-log-head': initial },
};

/** The channel a write notifies at commit, with its log position as the payload. */
export const changeChannel = 'job_record_changes';
