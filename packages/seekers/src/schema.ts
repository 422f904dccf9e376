import type { MigrationSet } from '@joblane/database';
import { sql, type Expression, type SqlBool } from 'kysely';

export type AlertFrequency = 'daily' | 'weekly';

/** What a seeker says of their right to work in Australia. */
export type WorkRights = 'citizen-or-resident' | 'visa' | 'needs-sponsorship';
export const workRightsValues: readonly WorkRights[] = [
  'citizen-or-resident',
  'visa',
  'needs-sponsorship',
];

/**
 * Who sees a seeker's profile. `hidden`: only the employers they apply to, and only what they
 * send. `verified-employers` is kept for when employers can browse profiles (nothing offers it yet).
 */
export type ProfileVisibility = 'hidden' | 'verified-employers';
export const profileVisibilities: readonly ProfileVisibility[] = ['hidden', 'verified-employers'];
export const alertFrequencies: readonly AlertFrequency[] = ['daily', 'weekly'];

/** How long after one digest (or switching the alert on) the next is due. */
export const alertPeriodMs: Record<AlertFrequency, number> = {
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
};

/**
 * The tables this package owns. Instants are ISO-8601 UTC strings (see @joblane/database).
 * Every row belongs to a user of accounts' `users` table and goes with them (ON DELETE CASCADE).
 */
export interface SeekerTables {
  saved_jobs: {
    user_id: string;
    job_id: string;
    saved_at: string;
  };
  saved_searches: {
    id: string;
    user_id: string;
    name: string;
    /** The search's canonical query string (`keywords=nurse&where=Sydney`; no `v`, no page). */
    query: string;
    created_at: string;
    updated_at: string;
    alert_frequency: AlertFrequency;
    /** When the alert was switched on; null while it is off. */
    alert_on_at: string | null;
    /** Jobs listed at or before this instant have been considered for the alert. */
    alert_watermark: string;
    /** When the alert is next due; null while it is off. */
    alert_due_at: string | null;
    /** The alert sender that holds this search's digest while it runs (see `sendDueAlerts`). */
    alert_lease_owner: string | null;
    /** Until when that sender holds it; after that another sender may take it over. */
    alert_lease_until: string | null;
  };
  /**
   * Organisations whose jobs a person never wants to see (results, totals, facets, alerts and
   * similar jobs), by the job store's organisation key (`companyKeyOf`).
   */
  blocked_companies: {
    user_id: string;
    company_key: string;
    /** The name as the person saw it, for `/account`'s list. */
    company_name: string;
    blocked_at: string;
  };
  /** Jobs a person marked "Not interested": left out of their results like blocked companies. */
  hidden_jobs: {
    user_id: string;
    job_id: string;
    hidden_at: string;
  };
  /**
   * A seeker's profile (one row per person, made on first save). The lists are JSON arrays of the
   * search's own values (classification, work type and arrangement ids); the salary expectation
   * is private: it is used to match jobs and never shown to employers.
   */
  seeker_profiles: {
    user_id: string;
    headline: string;
    /** A place of the job store's taxonomy (`sydney-nsw-au`), or null. */
    place_id: string | null;
    work_rights: WorkRights | null;
    classifications: string;
    work_types: string;
    work_arrangements: string;
    /** Whole cents a year (AUD), or null. */
    salary_expectation_cents: number | null;
    visibility: ProfileVisibility;
    updated_at: string;
  };
  /** Jobs already mailed for a saved search: a job is never in two of its digests. */
  alert_sent_jobs: {
    search_id: string;
    job_id: string;
    sent_at: string;
  };
}

export const seekerMigrations: MigrationSet = {
  name: 'seekers',
  migrations: {
    '0001-saved': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema
          .createTable('saved_jobs')
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('job_id', 'text', (c) => c.notNull())
          .addColumn('saved_at', ts, (c) => c.notNull())
          .addPrimaryKeyConstraint('saved_jobs_pk', ['user_id', 'job_id'])
          .execute();
        await db.schema
          .createIndex('saved_jobs_user_saved_at')
          .on('saved_jobs')
          .columns(['user_id', 'saved_at'])
          .execute();
        await db.schema
          .createTable('saved_searches')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('query', 'text', (c) => c.notNull())
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('updated_at', ts, (c) => c.notNull())
          .addColumn('alert_frequency', 'text', (c) =>
            c.notNull().check(sqlIn('alert_frequency', alertFrequencies)),
          )
          .addColumn('alert_on_at', ts)
          .addColumn('alert_watermark', ts, (c) => c.notNull())
          .addColumn('alert_due_at', ts)
          .addUniqueConstraint('saved_searches_user_query', ['user_id', 'query'])
          .execute();
        await db.schema
          .createIndex('saved_searches_alert_due_at')
          .on('saved_searches')
          .column('alert_due_at')
          .execute();
      },
    },
    '0002-alert-sender': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema
          .alterTable('saved_searches')
          .addColumn('alert_lease_owner', 'text')
          .execute();
        await db.schema.alterTable('saved_searches').addColumn('alert_lease_until', ts).execute();
        await db.schema
          .createTable('alert_sent_jobs')
          .addColumn('search_id', 'text', (c) =>
            c.notNull().references('saved_searches.id').onDelete('cascade'),
          )
          .addColumn('job_id', 'text', (c) => c.notNull())
          .addColumn('sent_at', ts, (c) => c.notNull())
          .addPrimaryKeyConstraint('alert_sent_jobs_pk', ['search_id', 'job_id'])
          .execute();
        // Retention (`purgeAlertHistory`) deletes by age.
        await db.schema
          .createIndex('alert_sent_jobs_sent_at')
          .on('alert_sent_jobs')
          .column('sent_at')
          .execute();
      },
    },
    '0003-hidden-listings': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema
          .createTable('blocked_companies')
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('company_key', 'text', (c) => c.notNull())
          .addColumn('company_name', 'text', (c) => c.notNull())
          .addColumn('blocked_at', ts, (c) => c.notNull())
          .addPrimaryKeyConstraint('blocked_companies_pk', ['user_id', 'company_key'])
          .execute();
        await db.schema
          .createTable('hidden_jobs')
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('job_id', 'text', (c) => c.notNull())
          .addColumn('hidden_at', ts, (c) => c.notNull())
          .addPrimaryKeyConstraint('hidden_jobs_pk', ['user_id', 'job_id'])
          .execute();
      },
    },
    '0004-profiles': {
      async up(db, types) {
        await db.schema
          .createTable('seeker_profiles')
          .addColumn('user_id', 'text', (c) =>
            c.primaryKey().references('users.id').onDelete('cascade'),
          )
          .addColumn('headline', 'text', (c) => c.notNull().check(sql`length(headline) <= 120`))
          .addColumn('place_id', 'text')
          .addColumn('work_rights', 'text', (c) => c.check(sqlIn('work_rights', workRightsValues)))
          .addColumn('classifications', types.json, (c) => c.notNull())
          .addColumn('work_types', types.json, (c) => c.notNull())
          .addColumn('work_arrangements', types.json, (c) => c.notNull())
          .addColumn('salary_expectation_cents', 'bigint', (c) =>
            c.check(sql`salary_expectation_cents > 0`),
          )
          .addColumn('visibility', 'text', (c) =>
            c.notNull().defaultTo('hidden').check(sqlIn('visibility', profileVisibilities)),
          )
          .addColumn('updated_at', types.timestamp, (c) => c.notNull())
          .execute();
      },
    },
  },
};

function sqlIn(column: string, values: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}
