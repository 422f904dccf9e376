import type { MigrationSet } from '@joblane/database';
import { sql, type Expression, type Generated, type SqlBool } from 'kysely';

import { applicationStatuses, type ApplicationStatus } from './statuses.ts';

/**
 * The tables this package owns (accounts' users and mail's queue are reached through their
 * packages' functions). Instants are ISO-8601 UTC strings.
 */
export interface HiringTables {
  /** A résumé a seeker uploaded: the file is in the file store under `file_key`. */
  resumes: {
    id: string;
    seeker_id: string;
    file_key: string;
    /** The name the file had on the seeker's computer: shown, never used as a path. */
    original_name: string;
    /** Detected from the content: `application/pdf` or the DOCX type. */
    media_type: string;
    size: number;
    created_at: string;
    /** When the seeker kept it in their profile (up to 3), or null: an upload for one application. */
    kept_at: string | null;
    /** 1 for the profile's default résumé (one per seeker at most, by a partial unique index). */
    is_default: Generated<number>;
  };
  /**
   * The seeker's answers to screening questions, by the question's kind and wording, kept when
   * an application is sent, so the same question asked again is offered pre-filled.
   */
  remembered_answers: {
    seeker_id: string;
    /** `kind:wording`, the wording lower-cased with its spaces collapsed (`rememberKey`). */
    question_key: string;
    /** The wording as last asked, for the seeker's data download. */
    question: string;
    answer: string;
    answered_at: string;
  };
  applications: {
    id: string;
    job_id: string;
    seeker_id: string;
    /** The job as it was when applied for, so the list reads well after the ad is gone. */
    job_title: string;
    company_name: string;
    job_valid_through: string;
    cover_letter: string;
    /** `{ [questionId]: answer }` as JSON, answers to the job's screening questions. */
    answers: string;
    resume_id: string | null;
    created_at: string;
    /** The organisation whose ad it answers (null for jobs that are not ads). */
    organisation_id: string | null;
    /** When the employer first set a decision (any status but Viewed). */
    answered_at: string | null;
    /** When it counted towards the response signal (answered, or its ad closed unanswered). */
    settled_at: string | null;
    /** When its organisation was reminded that it is still waiting (30 days on; once). */
    reminded_at: string | null;
    /**
     * When it reached 45 days after its interview with no decision: from then its heard-back
     * counts against the response signal (once).
     */
    stalled_at: string | null;
  };
  application_events: {
    id: Generated<number>;
    application_id: string;
    status: ApplicationStatus;
    set_at: string;
    /** When the seeker sees it (48 hours on for Not progressing); null once superseded unseen. */
    visible_at: string | null;
    /** The status email queued for it, deleted if the event is superseded before it is seen. */
    mail_id: string | null;
  };
  /** Ads that closed (early or by expiry): no application after, Ad closed for the undecided. */
  ad_closures: { job_id: string; closed_at: string };
  /** An organisation's private notes on an application: the seeker never sees them. */
  application_notes: {
    id: Generated<number>;
    application_id: string;
    organisation_id: string;
    author_id: string | null;
    body: string;
    created_at: string;
  };
  /** The response signal's counters, one row per organisation, updated with each settlement. */
  response_counters: { organisation_id: string; settled: number; heard_back: number };
  /** How many heard-back applications took `days` (rounded up, at least 1) to their answer. */
  response_days: { organisation_id: string; days: number; applications: number };
  /**
   * When someone in the organisation last opened or moved an application to the job (one row
   * per job): what "Actively reviewing applicants" on its card is read from.
   */
  ad_reviews: { job_id: string; organisation_id: string; reviewed_at: string };
}

export const hiringMigrations: MigrationSet = {
  name: 'hiring',
  migrations: {
    '0001-applications': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema
          .createTable('resumes')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('seeker_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('file_key', 'text', (c) => c.notNull().unique())
          .addColumn('original_name', 'text', (c) => c.notNull())
          .addColumn('media_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
          .addColumn('created_at', ts, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('resumes_seeker').on('resumes').column('seeker_id').execute();
        await db.schema
          .createTable('applications')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('job_id', 'text', (c) => c.notNull())
          .addColumn('seeker_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('job_title', 'text', (c) => c.notNull())
          .addColumn('company_name', 'text', (c) => c.notNull())
          .addColumn('job_valid_through', ts, (c) => c.notNull())
          .addColumn('cover_letter', 'text', (c) =>
            c.notNull().check(sql`length(cover_letter) <= 2000`),
          )
          .addColumn('answers', types.json, (c) => c.notNull())
          .addColumn('resume_id', 'text', (c) => c.references('resumes.id').onDelete('set null'))
          .addColumn('created_at', ts, (c) => c.notNull())
          .addUniqueConstraint('applications_one_per_job', ['seeker_id', 'job_id'])
          .execute();
        await db.schema
          .createIndex('applications_job')
          .on('applications')
          .column('job_id')
          .execute();
        await db.schema
          .createTable('application_events')
          .addColumn('id', types.serial, (c) => c.primaryKey())
          .addColumn('application_id', 'text', (c) =>
            c.notNull().references('applications.id').onDelete('cascade'),
          )
          .addColumn('status', 'text', (c) =>
            c.notNull().check(sqlIn('status', applicationStatuses)),
          )
          .addColumn('set_at', ts, (c) => c.notNull())
          .addColumn('visible_at', ts)
          .addColumn('mail_id', 'text')
          .execute();
        await db.schema
          .createIndex('application_events_application')
          .on('application_events')
          .columns(['application_id', 'id'])
          .execute();
      },
    },
    '0002-employers': {
      async up(db, types) {
        const ts = types.timestamp;
        // Nullable columns with a reference can be added on both engines (SQLite too).
        await db.schema
          .alterTable('applications')
          .addColumn('organisation_id', 'text', (c) =>
            c.references('organisations.id').onDelete('set null'),
          )
          .execute();
        await db.schema.alterTable('applications').addColumn('answered_at', ts).execute();
        await db.schema.alterTable('applications').addColumn('settled_at', ts).execute();
        await db.schema
          .createIndex('applications_organisation_seeker')
          .on('applications')
          .columns(['organisation_id', 'seeker_id'])
          .execute();
        await db.schema
          .createTable('ad_closures')
          .addColumn('job_id', 'text', (c) => c.primaryKey())
          .addColumn('closed_at', ts, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('application_notes')
          .addColumn('id', types.serial, (c) => c.primaryKey())
          .addColumn('application_id', 'text', (c) =>
            c.notNull().references('applications.id').onDelete('cascade'),
          )
          .addColumn('organisation_id', 'text', (c) =>
            c.notNull().references('organisations.id').onDelete('cascade'),
          )
          .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('body', 'text', (c) =>
            c.notNull().check(sql`length(body) between 1 and ${sql.lit(noteLimit)}`),
          )
          .addColumn('created_at', ts, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('application_notes_application')
          .on('application_notes')
          .columns(['application_id', 'id'])
          .execute();
        await db.schema
          .createTable('response_counters')
          .addColumn('organisation_id', 'text', (c) =>
            c.primaryKey().references('organisations.id').onDelete('cascade'),
          )
          .addColumn('settled', 'integer', (c) => c.notNull().check(sql`settled >= 0`))
          .addColumn('heard_back', 'integer', (c) => c.notNull())
          .addCheckConstraint('response_counters_heard_back', sql`heard_back between 0 and settled`)
          .execute();
        await db.schema
          .createTable('response_days')
          .addColumn('organisation_id', 'text', (c) =>
            c.notNull().references('organisations.id').onDelete('cascade'),
          )
          .addColumn('days', 'integer', (c) => c.notNull().check(sql`days >= 1`))
          .addColumn('applications', 'integer', (c) => c.notNull().check(sql`applications >= 1`))
          .addPrimaryKeyConstraint('response_days_key', ['organisation_id', 'days'])
          .execute();
      },
    },
    '0003-honest-listings': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema.alterTable('applications').addColumn('reminded_at', ts).execute();
        await db.schema.alterTable('applications').addColumn('stalled_at', ts).execute();
        await db.schema
          .createTable('ad_reviews')
          .addColumn('job_id', 'text', (c) => c.primaryKey())
          .addColumn('organisation_id', 'text', (c) =>
            c.notNull().references('organisations.id').onDelete('cascade'),
          )
          .addColumn('reviewed_at', ts, (c) => c.notNull())
          .execute();
      },
    },
    '0004-profile-resumes': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema.alterTable('resumes').addColumn('kept_at', ts).execute();
        await db.schema
          .alterTable('resumes')
          .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('resumes_one_default')
          .on('resumes')
          .column('seeker_id')
          .unique()
          .where(sql.ref('is_default'), '=', 1)
          .execute();
        await db.schema
          .createTable('remembered_answers')
          .addColumn('seeker_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('question_key', 'text', (c) => c.notNull())
          .addColumn('question', 'text', (c) => c.notNull())
          .addColumn('answer', 'text', (c) => c.notNull().check(sql`length(answer) <= 1000`))
          .addColumn('answered_at', ts, (c) => c.notNull())
          .addPrimaryKeyConstraint('remembered_answers_pk', ['seeker_id', 'question_key'])
          .execute();
      },
    },
  },
};

/** Characters of a private note (also checked by the database). */
export const noteLimit = 2000;

/** A CHECK that a text column holds one of a few values (the same on both engines). */
function sqlIn(column: string, values: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}
