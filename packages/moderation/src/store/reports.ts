import { createHash } from 'node:crypto';

import { sql } from 'kysely';

import { inTransaction, type ModerationDb } from './moderation.ts';
import {
  reportReasons,
  type ModerationTables,
  type ReportDecision,
  type ReportReason,
} from './schema.ts';

/** Reports from this many distinct people hide a job until a moderator decides. */
export const REPORTS_TO_HIDE = 3;
/** The longest details a report may carry (characters). */
export const REPORT_DETAILS_MAX = 1000;

/** Who reports: a signed-in user, or a signed-out client by its key (kept only hashed). */
export type Reporter = { userId: string } | { clientKey: string };

export interface JobReport {
  jobId: string;
  /** The reporting user; null for a signed-out report. */
  userId: string | null;
  reason: ReportReason;
  details: string | null;
  reportedAt: string;
  decision: ReportDecision | null;
  decidedAt: string | null;
}

export type ReportProblem = 'already-reported' | 'unknown-reason' | 'details-too-long';

export const reportMessages: Record<ReportProblem, string> = {
  'already-reported': 'You have already reported this job. Thank you: a moderator will look at it.',
  'unknown-reason': 'Choose why you are reporting this job.',
  'details-too-long': `Keep the details to ${REPORT_DETAILS_MAX} characters or fewer.`,
};

function reporterKey(reporter: Reporter): string {
  return 'userId' in reporter
    ? `user:${reporter.userId}`
    : `client:${createHash('sha256').update(reporter.clientKey).digest('hex')}`;
}

type Row = ModerationTables['job_reports'];

function toReport(row: Row): JobReport {
  return {
    jobId: row.job_id,
    userId: row.user_id,
    reason: row.reason,
    details: row.details,
    reportedAt: row.reported_at,
    decision: row.decision,
    decidedAt: row.decided_at,
  };
}

/**
 * Reports a job. One report per person per job (the primary key; a second one answers
 * `already-reported`, and nothing changes). `reachedThreshold` is true for the report that
 * brings the job's open reports to `REPORTS_TO_HIDE`: the caller hides the job from search. Exactly one report
 * is the third, however many arrive at once.
 */
export async function reportJob(
  db: ModerationDb,
  report: { jobId: string; reporter: Reporter; reason: string; details?: string | null },
  now: Date = new Date(),
): Promise<
  | { ok: true; openReports: number; reachedThreshold: boolean }
  | { ok: false; problem: ReportProblem; message: string }
> {
  const refuse = (problem: ReportProblem) => ({
    ok: false as const,
    problem,
    message: reportMessages[problem],
  });
  if (!(reportReasons as readonly string[]).includes(report.reason))
    return refuse('unknown-reason');
  const details = report.details?.trim() || null;
  if (details !== null && details.length > REPORT_DETAILS_MAX) return refuse('details-too-long');
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('job_reports')
      .values({
        job_id: report.jobId,
        reporter: reporterKey(report.reporter),
        user_id: 'userId' in report.reporter ? report.reporter.userId : null,
        reason: report.reason as ReportReason,
        details,
        reported_at: now.toISOString(),
        decision: null,
        decided_by: null,
        decided_at: null,
      })
      // Not a caught unique violation: on PostgreSQL that would abort the caller's transaction.
      .onConflict((conflict) => conflict.columns(['job_id', 'reporter']).doNothing())
      .returning('job_id')
      .executeTakeFirst();
    if (!inserted) return refuse('already-reported');
    // One row per job, updated in turn by concurrent reports (a row lock on PostgreSQL, one
    // writer on SQLite): each report gets its own count, so exactly one is the third.
    const { open_reports: open } = await trx
      .insertInto('job_report_counts')
      .values({ job_id: report.jobId, open_reports: 1 })
      .onConflict((conflict) =>
        conflict
          .column('job_id')
          .doUpdateSet({ open_reports: sql<number>`job_report_counts.open_reports + 1` }),
      )
      .returning('open_reports')
      .executeTakeFirstOrThrow();
    return { ok: true as const, openReports: open, reachedThreshold: open === REPORTS_TO_HIDE };
  });
}

/** Every report of a job, oldest first. */
export async function reportsFor(db: ModerationDb, jobId: string): Promise<JobReport[]> {
  const rows = await db
    .selectFrom('job_reports')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('reported_at')
    .orderBy('reporter')
    .execute();
  return rows.map(toReport);
}

/** Jobs with reports no moderator has decided, most reported first, with their reasons. */
export async function openReports(db: ModerationDb): Promise<
  {
    jobId: string;
    reports: number;
    reasons: Partial<Record<ReportReason, number>>;
    firstReportedAt: string;
    details: string[];
  }[]
> {
  const rows = await db
    .selectFrom('job_reports')
    .selectAll()
    .where('decision', 'is', null)
    .orderBy('reported_at')
    .orderBy('reporter')
    .execute();
  const byJob = new Map<
    string,
    {
      jobId: string;
      reports: number;
      reasons: Partial<Record<ReportReason, number>>;
      firstReportedAt: string;
      details: string[];
    }
  >();
  for (const row of rows) {
    const job = byJob.get(row.job_id) ?? {
      jobId: row.job_id,
      reports: 0,
      reasons: {},
      firstReportedAt: row.reported_at,
      details: [],
    };
    job.reports += 1;
    job.reasons[row.reason] = (job.reasons[row.reason] ?? 0) + 1;
    if (row.details !== null) job.details.push(row.details);
    byJob.set(row.job_id, job);
  }
  return [...byJob.values()].sort(
    (a, b) => b.reports - a.reports || a.firstReportedAt.localeCompare(b.firstReportedAt),
  );
}

/** A user's reports with the decision on each, newest first. */
export async function myReports(db: ModerationDb, userId: string): Promise<JobReport[]> {
  const rows = await db
    .selectFrom('job_reports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('reported_at', 'desc')
    .orderBy('job_id')
    .execute();
  return rows.map(toReport);
}

/** A moderator's decision on a job's open reports; returns how many it decided. */
export async function decideReports(
  db: ModerationDb,
  jobId: string,
  decision: { decision: ReportDecision; by: string },
  now: Date = new Date(),
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('job_reports')
      .set({ decision: decision.decision, decided_by: decision.by, decided_at: now.toISOString() })
      .where('job_id', '=', jobId)
      .where('decision', 'is', null)
      .executeTakeFirst();
    await trx.deleteFrom('job_report_counts').where('job_id', '=', jobId).execute();
    return Number(result.numUpdatedRows);
  });
}
