import { contactsById } from '@joblane/accounts';
import type { Transaction } from 'kysely';

import type { Hiring } from './hiring.ts';
import { responseDays } from './responseSignal.ts';
import type { HiringTables } from './schema.ts';
import type { ApplicationStatus } from './statuses.ts';

// No candidate left waiting (issue 30): applications that sit in Submitted, Viewed or
// Interviewing for 30 days are listed once to their organisation; an interview with no decision
// 45 days on tells the seeker so and counts against the organisation's response signal.

/** Days in one status before the organisation is reminded. */
export const reminderDays = 30;
/** Days after an interview with no decision before it counts as no answer. */
export const noDecisionDays = 45;
/** The statuses a reminder is about: nothing decided yet, or an interview with no outcome. */
export const waitingStatuses: readonly ApplicationStatus[] = [
  'submitted',
  'viewed',
  'interviewing',
];

const day = 24 * 3600_000;

/** Whether an application Interviewing since `since` has waited 45 days for a decision at `now`. */
export function noDecisionYet(status: ApplicationStatus, since: string, now: Date): boolean {
  return status === 'interviewing' && now.getTime() - Date.parse(since) >= noDecisionDays * day;
}

/** One application an organisation has left in the same status for 30 days. */
export interface WaitingApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  candidateName: string;
  status: ApplicationStatus;
  /** When it took that status. */
  since: string;
}

/**
 * Applications whose latest status, Submitted, Viewed (while their ad is open) or Interviewing,
 * was set 30 days or more before `now`, that no reminder listed yet; by organisation, oldest
 * first.
 */
export async function waitingApplications(
  hiring: Hiring,
  now: Date,
  { limit = 1000 }: { limit?: number } = {},
): Promise<Map<string, WaitingApplication[]>> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - reminderDays * day).toISOString();
  const rows = await hiring.db
    .selectFrom('applications as a')
    .innerJoin('application_events as e', 'e.application_id', 'a.id')
    .select([
      'a.id',
      'a.job_id',
      'a.job_title',
      'a.seeker_id',
      'a.organisation_id',
      'e.status',
      'e.set_at',
    ])
    .where('a.reminded_at', 'is', null)
    .where('a.organisation_id', 'is not', null)
    // Undecided ones of an ad past its end show Ad closed: nothing left to answer. An interview
    // still waits for its outcome after the ad has gone.
    .where((eb) => eb.or([eb('e.status', '=', 'interviewing'), eb('a.job_valid_through', '>', at)]))
    // The latest event, visible or not (a Not progressing in its 48 hours is a decision).
    .where((eb) =>
      eb(
        'e.id',
        '=',
        eb
          .selectFrom('application_events as l')
          .select((inner) => inner.fn.max('l.id').as('id'))
          .whereRef('l.application_id', '=', 'a.id'),
      ),
    )
    .where('e.status', 'in', waitingStatuses)
    .where('e.set_at', '<=', before)
    .orderBy('e.set_at')
    .orderBy('a.id')
    .limit(limit)
    .execute();
  const seekers = await contactsById(
    hiring.db,
    rows.map((row) => row.seeker_id),
  );
  const byOrganisation = new Map<string, WaitingApplication[]>();
  for (const row of rows) {
    const seeker = seekers.get(row.seeker_id);
    if (seeker === undefined) continue;
    const list = byOrganisation.get(row.organisation_id!) ?? [];
    list.push({
      id: row.id,
      jobId: row.job_id,
      jobTitle: row.job_title,
      candidateName: seeker.name,
      status: row.status,
      since: row.set_at,
    });
    byOrganisation.set(row.organisation_id!, list);
  }
  return byOrganisation;
}

/**
 * Marks these applications as reminded and, in the same transaction, does `alongside` (the
 * email) with the ones this call marked: an application is in one reminder only, however many
 * servers send at once (one conditional UPDATE claims each; on PostgreSQL a second waits for the
 * first and then finds them claimed). Nothing is sent when none is left to claim.
 */
export async function claimReminder(
  hiring: Hiring,
  applicationIds: readonly string[],
  alongside: (trx: Transaction<HiringTables>, claimed: string[]) => Promise<void>,
): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const at = hiring.now().toISOString();
  return hiring.db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('applications')
      .set({ reminded_at: at })
      .where('id', 'in', applicationIds)
      .where('reminded_at', 'is', null)
      .returning('id')
      .execute();
    const claimed = rows.map((row) => row.id);
    if (claimed.length > 0) await alongside(trx, claimed);
    return claimed;
  });
}

/**
 * Interviews with no decision 45 days on count against the response signal: each such
 * application's heard-back (and its response days) is taken back from its organisation's
 * counters, once (`stalled_at`), in one transaction each. A later decision does not restore it:
 * the candidate waited. Returns how many it counted.
 */
export async function settleStalledInterviews(hiring: Hiring, now: Date): Promise<number> {
  const before = new Date(now.getTime() - noDecisionDays * day).toISOString();
  const due = await hiring.db
    .selectFrom('applications as a')
    .innerJoin('application_events as e', 'e.application_id', 'a.id')
    .select('a.id')
    .where('a.stalled_at', 'is', null)
    .where('a.organisation_id', 'is not', null)
    .where((eb) =>
      eb(
        'e.id',
        '=',
        eb
          .selectFrom('application_events as l')
          .select((inner) => inner.fn.max('l.id').as('id'))
          .whereRef('l.application_id', '=', 'a.id'),
      ),
    )
    .where('e.status', '=', 'interviewing')
    .where('e.set_at', '<=', before)
    .orderBy('a.id')
    .limit(1000)
    .execute();
  let counted = 0;
  const at = now.toISOString();
  for (const { id } of due) {
    const done = await hiring.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('applications')
        .set({ stalled_at: at })
        .where('id', '=', id)
        .where('stalled_at', 'is', null)
        .returning(['organisation_id', 'created_at', 'answered_at', 'settled_at'])
        .executeTakeFirst();
      if (row === undefined || row.organisation_id === null) return false;
      // Only an application that counted as heard back has anything to take back.
      if (row.answered_at === null || row.settled_at !== row.answered_at) return true;
      await trx
        .updateTable('response_counters')
        .set((eb) => ({ heard_back: eb('heard_back', '-', 1) }))
        .where('organisation_id', '=', row.organisation_id)
        .where('heard_back', '>', 0)
        .execute();
      const days = responseDays(row.created_at, row.answered_at);
      const bucket = trx
        .selectFrom('response_days')
        .select('applications')
        .where('organisation_id', '=', row.organisation_id)
        .where('days', '=', days);
      const current = await bucket.executeTakeFirst();
      if (current === undefined) return true;
      if (Number(current.applications) <= 1) {
        await trx
          .deleteFrom('response_days')
          .where('organisation_id', '=', row.organisation_id)
          .where('days', '=', days)
          .execute();
      } else {
        await trx
          .updateTable('response_days')
          .set((eb) => ({ applications: eb('applications', '-', 1) }))
          .where('organisation_id', '=', row.organisation_id)
          .where('days', '=', days)
          .execute();
      }
      return true;
    });
    if (done) counted += 1;
  }
  return counted;
}
