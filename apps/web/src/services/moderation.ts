import { getOrganisationBySlug, type Accounts } from '@joblane/accounts';
import { adToJob, getAd, type Ads } from '@joblane/ads';
import type { JobInput, JobStore } from '@joblane/jobs';
import {
  reportJob,
  reportsFor,
  REPORTS_TO_HIDE,
  type ModerationDb,
  type Reporter,
} from '@joblane/moderation';
import type { Transaction } from 'kysely';

import { adCompanyOf } from './employerCompany.ts';
import type { JobWriteBatch, JobWrites } from './jobWrites.ts';

/** What reports and moderators' decisions change beside the reports: the job in search. */
export interface ModerationWorkflows {
  moderation: ModerationDb;
  jobWrites: JobWrites;
  /** Where a job hidden by reports is read back from (expired jobs stay readable). */
  jobs: Pick<JobStore, 'getJob'>;
  /** A Joblane ad's job is written again from its ad (absent: every job is an imported one). */
  ads?: Ads | undefined;
  accounts?: Accounts | undefined;
  now(): Date;
}

export type ReportAnswer = Awaited<ReturnType<typeof reportJob>> & {
  /** True when this report was the one that took the job out of search. */
  hidden?: boolean;
};

/**
 * A report stored, and, when it is the one that brings the job's undecided reports to
 * `REPORTS_TO_HIDE` (three distinct people), the job taken out of search until a moderator
 * decides: expired through the job writes in the report's own transaction (with the job record,
 * every node's index drops it; a failure there leaves no report either, so the person can send
 * it again). Exactly one report is the third, however many arrive at once (see the store), so a
 * job is expired once.
 */
export async function reportJobAndHide(
  workflows: ModerationWorkflows,
  report: { jobId: string; reporter: Reporter; reason: string; details?: string | null },
): Promise<ReportAnswer> {
  const writes = workflows.jobWrites.begin();
  const answer = await workflows.moderation.transaction().execute(async (trx) => {
    const reported = await reportJob(trx, report, workflows.now());
    if (reported.ok && reported.reachedThreshold) await writes.expire(trx, [report.jobId]);
    return reported;
  });
  if (!answer.ok || !answer.reachedThreshold) return answer;
  // On one machine the store is written here, after the commit (see `JobWriteBatch`).
  await writes.settle();
  return { ...answer, hidden: true };
}

/**
 * True while reports keep the job out of search: `REPORTS_TO_HIDE` or more undecided ones. Other
 * writes of the job (an employer's edit of a live ad) leave it out until a moderator decides.
 */
export async function hiddenByReports(moderation: ModerationDb, jobId: string): Promise<boolean> {
  const reports = await reportsFor(moderation, jobId);
  return reports.filter((report) => report.decision === null).length >= REPORTS_TO_HIDE;
}

export type ShowAgainAnswer =
  | { ok: true; job: JobInput }
  /** No such job; or a Joblane ad that is no longer live (closed or expired meanwhile): left out. */
  | { ok: false; problem: 'unknown-job' | 'ad-not-live' };

/**
 * The job as it should be in search again: a Joblane ad's job made afresh from the ad (only while
 * the ad is live, under its organisation's current name), an imported job as it is stored.
 */
export async function jobToShowAgain(
  workflows: ModerationWorkflows,
  jobId: string,
): Promise<ShowAgainAnswer> {
  const now = workflows.now();
  const stored = await workflows.jobs.getJob(jobId, { now });
  if (stored === undefined) return { ok: false, problem: 'unknown-job' };
  const slug = stored.company.slug;
  if (slug === undefined) {
    const { status: _status, ...job } = stored;
    return { ok: true, job };
  }
  const organisation =
    workflows.accounts === undefined
      ? undefined
      : await getOrganisationBySlug(workflows.accounts, slug);
  const ad =
    organisation === undefined || workflows.ads === undefined
      ? undefined
      : await getAd(workflows.ads, organisation.id, jobId);
  if (organisation === undefined || ad === undefined || ad.status !== 'live') {
    return { ok: false, problem: 'ad-not-live' };
  }
  return {
    ok: true,
    job: adToJob(ad, await adCompanyOf(workflows.moderation, organisation), { now }),
  };
}

/**
 * The inverse of the hiding above, for a moderator who dismisses a job's reports: the job written
 * again with `upsert`, so it is searchable on every node. Give `within` (the decision's
 * transaction and a batch from `jobWrites.begin()`) to commit the job with the decision; the
 * caller then calls `within.writes.settle()` after the commit. Without it the job is written on
 * its own and search shows it on return.
 */
export async function showJobAgain<Tables>(
  workflows: ModerationWorkflows,
  jobId: string,
  within?: { trx: Transaction<Tables>; writes: JobWriteBatch },
): Promise<ShowAgainAnswer> {
  const answer = await jobToShowAgain(workflows, jobId);
  if (!answer.ok) return answer;
  if (within === undefined) await workflows.jobWrites.upsert([answer.job]);
  else await within.writes.upsert(within.trx, [answer.job]);
  return answer;
}
