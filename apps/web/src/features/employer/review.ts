import type { StoredScreening } from '@joblane/moderation';

/**
 * Where an ad stands with trust and safety, as its employer sees it: why it is in review or
 * refused (the screening's reasons, so an honest employer can see what to change), or the
 * moderator's reason for not approving it.
 */
export type AdReview =
  | { state: 'in-review'; reasons: string[] }
  | { state: 'refused'; reasons: string[] }
  | { state: 'not-approved'; reason: string | null };

/** The employer's view of an ad's latest screening; null when nothing stands in its way. */
export function adReviewOf(screening: StoredScreening | undefined): AdReview | null {
  if (screening === undefined) return null;
  if (screening.outcome === 'refuse') {
    return { state: 'refused', reasons: screening.signals.map((signal) => signal.reason) };
  }
  if (screening.outcome !== 'hold') return null;
  if (screening.review === null) {
    return { state: 'in-review', reasons: screening.signals.map((signal) => signal.reason) };
  }
  if (screening.review.decision === 'rejected') {
    return { state: 'not-approved', reason: screening.review.reason };
  }
  return null;
}

/** What the employer reads while an ad waits for a moderator. */
export const IN_REVIEW_TEXT =
  'In review, usually within a business day. Nothing is public until a moderator approves it; we will email you the outcome.';
