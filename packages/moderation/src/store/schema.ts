import type { MigrationSet } from '@joblane/database';
import { sql, type Expression, type Generated, type SqlBool } from 'kysely';

import { screeningOutcomes, type ScreeningOutcome } from '../screening/screen.ts';

export const holdDecisions = ['approved', 'rejected'] as const;
export type HoldDecision = (typeof holdDecisions)[number];

/** Why a seeker reports a job (the form's options, in its order). */
export const reportReasons = [
  'scam',
  'asks-for-money',
  'discriminatory',
  'misleading',
  'no-longer-exists',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportDecisions = ['upheld', 'dismissed'] as const;
export type ReportDecision = (typeof reportDecisions)[number];

export const verificationMethods = ['email', 'dns'] as const;
export type VerificationMethod = (typeof verificationMethods)[number];

/**
 * The tables this package owns. Instants are ISO-8601 UTC strings. Ads, jobs, users and
 * organisations are other packages' rows: they are kept here as plain ids, with no foreign key,
 * so moderation names none of their tables (a record of what a moderator did outlives the ad).
 */
export interface ModerationTables {
  /** The latest screening of each ad, and the review of a held one. */
  ad_screenings: {
    ad_id: string;
    outcome: ScreeningOutcome;
    score: number;
    /** `Signal[]` as JSON. */
    signals: string;
    rules_version: string;
    screened_at: string;
    /** Since when it waits for a moderator (kept across re-screenings that hold it again). */
    held_since: string | null;
    decision: HoldDecision | null;
    decided_by: string | null;
    decided_at: string | null;
    decision_reason: string | null;
  };
  /** One report per person per job: `reporter` is `user:<id>` or `client:<sha256 of the key>`. */
  job_reports: {
    job_id: string;
    reporter: string;
    user_id: string | null;
    reason: ReportReason;
    details: string | null;
    reported_at: string;
    decision: ReportDecision | null;
    decided_by: string | null;
    decided_at: string | null;
  };
  /**
   * Each job's undecided reports, counted as they come: concurrent reports update this one row
   * in turn, so exactly one of them is the third.
   */
  job_report_counts: { job_id: string; open_reports: number };
  moderators: { user_id: string; granted_by: string; granted_at: string };
  /** Append-only: the database refuses UPDATE and DELETE on both engines. */
  moderation_audit_log: {
    id: Generated<number>;
    at: string;
    actor: string;
    action: string;
    target_type: string;
    target_id: string;
    reason: string | null;
  };
  organisation_trust: {
    organisation_id: string;
    verified_domain: string | null;
    verified_at: string | null;
    verified_method: VerificationMethod | null;
    suspended_at: string | null;
    suspended_by: string | null;
    suspension_reason: string | null;
    reinstated_at: string | null;
    reinstated_by: string | null;
  };
  /** Single-use links mailed to an address at the organisation's domain; only the hash is kept. */
  domain_verifications: {
    token_hash: string;
    organisation_id: string;
    email: string;
    domain: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
}

export const moderationMigrations: MigrationSet = {
  name: 'moderation',
  migrations: {
    '0001-screenings': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema
          .createTable('ad_screenings')
          .addColumn('ad_id', 'text', (c) => c.primaryKey())
          .addColumn('outcome', 'text', (c) =>
            c.notNull().check(sqlIn('outcome', screeningOutcomes)),
          )
          .addColumn('score', 'integer', (c) => c.notNull().check(sql`score >= 0`))
          .addColumn('signals', types.json, (c) => c.notNull())
          .addColumn('rules_version', 'text', (c) => c.notNull())
          .addColumn('screened_at', ts, (c) => c.notNull())
          .addColumn('held_since', ts)
          .addColumn('decision', 'text', (c) => c.check(sqlIn('decision', holdDecisions)))
          .addColumn('decided_by', 'text')
          .addColumn('decided_at', ts)
          .addColumn('decision_reason', 'text')
          // Only a held ad waits, and only a held ad is decided.
          .addCheckConstraint(
            'ad_screenings_held',
            sql`(outcome = 'hold') = (held_since is not null)
              and (decision is null or outcome = 'hold')
              and (decision is null) = (decided_at is null)
              and (decision is null) = (decided_by is null)`,
          )
          .execute();
        await db.schema
          .createIndex('ad_screenings_queue')
          .on('ad_screenings')
          .columns(['outcome', 'held_since', 'ad_id'])
          .execute();
      },
    },
    '0002-reports': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema
          .createTable('job_reports')
          .addColumn('job_id', 'text', (c) => c.notNull())
          .addColumn('reporter', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text')
          .addColumn('reason', 'text', (c) => c.notNull().check(sqlIn('reason', reportReasons)))
          .addColumn('details', 'text', (c) => c.check(sql`length(details) <= 1000`))
          .addColumn('reported_at', ts, (c) => c.notNull())
          .addColumn('decision', 'text', (c) => c.check(sqlIn('decision', reportDecisions)))
          .addColumn('decided_by', 'text')
          .addColumn('decided_at', ts)
          // One report per person per job.
          .addPrimaryKeyConstraint('job_reports_one_per_person', ['job_id', 'reporter'])
          .addCheckConstraint(
            'job_reports_decided',
            sql`(decision is null) = (decided_at is null) and (decision is null) = (decided_by is null)`,
          )
          .execute();
        await db.schema
          .createTable('job_report_counts')
          .addColumn('job_id', 'text', (c) => c.primaryKey())
          .addColumn('open_reports', 'integer', (c) => c.notNull().check(sql`open_reports > 0`))
          .execute();
        await db.schema
          .createIndex('job_reports_user')
          .on('job_reports')
          .columns(['user_id', 'reported_at'])
          .execute();
        await db.schema
          .createIndex('job_reports_open')
          .on('job_reports')
          .columns(['decision', 'job_id'])
          .execute();
      },
    },
    '0003-moderators': {
      async up(db, types) {
        await db.schema
          .createTable('moderators')
          .addColumn('user_id', 'text', (c) => c.primaryKey())
          .addColumn('granted_by', 'text', (c) => c.notNull())
          .addColumn('granted_at', types.timestamp, (c) => c.notNull())
          .execute();
      },
    },
    '0004-audit-log': {
      async up(db, types, dialect) {
        await db.schema
          .createTable('moderation_audit_log')
          .addColumn('id', types.serial, (c) => c.primaryKey())
          .addColumn('at', types.timestamp, (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('target_type', 'text', (c) => c.notNull())
          .addColumn('target_id', 'text', (c) => c.notNull())
          .addColumn('reason', 'text')
          .execute();
        // The log is never edited or deleted, whatever code runs against the database.
        if (dialect === 'postgres') {
          await sql`create function moderation_audit_log_append_only() returns trigger
            language plpgsql as $$
            begin
              raise exception 'moderation_audit_log is append-only: % refused', tg_op;
            end
            $$`.execute(db);
          await sql`create trigger moderation_audit_log_no_change
            before update or delete on moderation_audit_log
            for each row execute function moderation_audit_log_append_only()`.execute(db);
          await sql`create trigger moderation_audit_log_no_truncate
            before truncate on moderation_audit_log
            for each statement execute function moderation_audit_log_append_only()`.execute(db);
        } else {
          await sql`create trigger moderation_audit_log_no_update
            before update on moderation_audit_log
            begin select raise(abort, 'moderation_audit_log is append-only: UPDATE refused'); end`.execute(
            db,
          );
          await sql`create trigger moderation_audit_log_no_delete
            before delete on moderation_audit_log
            begin select raise(abort, 'moderation_audit_log is append-only: DELETE refused'); end`.execute(
            db,
          );
        }
      },
    },
    '0005-organisation-trust': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema
          .createTable('organisation_trust')
          .addColumn('organisation_id', 'text', (c) => c.primaryKey())
          .addColumn('verified_domain', 'text')
          .addColumn('verified_at', ts)
          .addColumn('verified_method', 'text', (c) =>
            c.check(sqlIn('verified_method', verificationMethods)),
          )
          .addColumn('suspended_at', ts)
          .addColumn('suspended_by', 'text')
          .addColumn('suspension_reason', 'text')
          .addColumn('reinstated_at', ts)
          .addColumn('reinstated_by', 'text')
          .addCheckConstraint(
            'organisation_trust_verified',
            sql`(verified_domain is null) = (verified_at is null)
              and (verified_domain is null) = (verified_method is null)`,
          )
          .addCheckConstraint(
            'organisation_trust_suspended',
            sql`(suspended_at is null) = (suspended_by is null)
              and (suspended_at is null) = (suspension_reason is null)`,
          )
          .execute();
        await db.schema
          .createTable('domain_verifications')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('organisation_id', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('domain', 'text', (c) => c.notNull())
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('expires_at', ts, (c) => c.notNull())
          .addColumn('used_at', ts)
          .execute();
        await db.schema
          .createIndex('domain_verifications_organisation')
          .on('domain_verifications')
          .column('organisation_id')
          .execute();
      },
    },
  },
};

/** A CHECK that a text column holds one of a few values (the same on both engines). */
function sqlIn(column: string, values: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}
