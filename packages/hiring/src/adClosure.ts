import { sql, type Transaction } from 'kysely';

import type { Hiring } from './hiring.ts';
import { addSettlement, type Db } from './responseSignal.ts';
import { undecidedStatuses } from './statuses.ts';

// The ad-closure workflow: an ad that closes (early or by expiry) takes no more applications,
// shows Ad closed on the undecided ones and settles the unanswered ones for the response signal.

/**
 * Serialises applying to a job with its ad closing on PostgreSQL (a transaction-scoped advisory
 * lock on the job id); SQLite runs one write transaction at a time anyway.
 */
export async function lockJob(hiring: Hiring, trx: Db, jobId: string): Promise<void> {
  if (hiring.dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`hiring-job:${jobId}`}))`.execute(trx);
}

export async function adHasClosed(trx: Db, jobId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('ad_closures')
    .select('job_id')
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An ad closed early or expired (the ads flow calls this on both). Applications still
 * Submitted or Viewed show Ad closed from `closedAt` (an event in their history); every
 * application not yet settled and not withdrawn settles unanswered. No application is taken
 * for the job after. Calling it again for the same job changes nothing.
 */
export async function adClosed<Tables>(
  hiring: Hiring,
  jobId: string,
  closedAt: Date | string,
  options: {
    /**
     * The caller's transaction on the same database (the ad's expiry), so the ad ending and its
     * applications' Ad closed commit together; without it, a transaction of its own.
     */
    within?: Transaction<Tables>;
  } = {},
): Promise<{ closed: number }> {
  const at = new Date(closedAt).toISOString();
  const { within } = options;
  if (within !== undefined) return closeApplications(hiring, within as unknown as Db, jobId, at);
  return hiring.db.transaction().execute((trx) => closeApplications(hiring, trx, jobId, at));
}

export async function closeApplications(
  hiring: Hiring,
  trx: Db,
  jobId: string,
  at: string,
): Promise<{ closed: number }> {
  await lockJob(hiring, trx, jobId);
  if (await adHasClosed(trx, jobId)) return { closed: 0 };
  await trx.insertInto('ad_closures').values({ job_id: jobId, closed_at: at }).execute();
  const applications = await trx
    .selectFrom('applications')
    .select(['id', 'organisation_id', 'settled_at'])
    .where('job_id', '=', jobId)
    .$if(hiring.dialect === 'postgres', (query) => query.forUpdate())
    .execute();
  let closed = 0;
  for (const application of applications) {
    const latest = await trx
      .selectFrom('application_events')
      .select('status')
      .where('application_id', '=', application.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    // Withdrawn before an answer: never settled.
    if (latest === undefined || latest.status === 'withdrawn') continue;
    if (application.settled_at === null) {
      await trx
        .updateTable('applications')
        .set({ settled_at: at })
        .where('id', '=', application.id)
        .execute();
      if (application.organisation_id !== null) {
        await addSettlement(trx, application.organisation_id, false, undefined);
      }
    }
    // Still undecided (or set back to Viewed after a decision): the seeker sees Ad closed.
    if (undecidedStatuses.includes(latest.status)) {
      await trx
        .insertInto('application_events')
        .values({
          application_id: application.id,
          status: 'ad-closed',
          set_at: at,
          visible_at: at,
        })
        .execute();
      closed += 1;
    }
  }
  return { closed };
}
