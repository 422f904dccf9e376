import type { Hiring } from './hiring.ts';
import type { Db } from './responseSignal.ts';

// "Actively reviewing applicants" (issue 30): an ad shows it while someone in its organisation
// opened or moved one of its applications in the last 14 days. Only the last such moment per job
// is kept; no evidence, nothing shown.

/** How long an open or a status change counts as reviewing: 14 days. */
export const activelyReviewingDays = 14;

const day = 24 * 3600_000;

/** Whether a job last reviewed at `reviewedAt` is still being actively reviewed at `now`. */
export function isActivelyReviewing(reviewedAt: string | null | undefined, now: Date): boolean {
  if (reviewedAt === null || reviewedAt === undefined) return false;
  const elapsed = now.getTime() - Date.parse(reviewedAt);
  return elapsed >= -60_000 && elapsed < activelyReviewingDays * day;
}

/**
 * Someone in the organisation opened or moved an application to the job at `at`: kept as the
 * job's last review (never moved back in time). In the caller's transaction when it has one.
 */
export async function recordReview(
  db: Db,
  review: { jobId: string; organisationId: string; at: string },
): Promise<void> {
  await db
    .insertInto('ad_reviews')
    .values({
      job_id: review.jobId,
      organisation_id: review.organisationId,
      reviewed_at: review.at,
    })
    .onConflict((conflict) =>
      conflict
        .column('job_id')
        .doUpdateSet({ reviewed_at: review.at, organisation_id: review.organisationId })
        .where('ad_reviews.reviewed_at', '<', review.at),
    )
    .execute();
}

/**
 * When each of these jobs was last reviewed by its organisation (jobs never reviewed are left
 * out), in one query: what a results page's cards read.
 */
export async function lastReviews(
  hiring: Hiring,
  jobIds: Iterable<string>,
): Promise<Map<string, string>> {
  const ids = [...new Set(jobIds)];
  const found = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await hiring.db
      .selectFrom('ad_reviews')
      .select(['job_id', 'reviewed_at'])
      .where('job_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.job_id, new Date(row.reviewed_at).toISOString());
  }
  return found;
}
