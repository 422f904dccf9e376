import { purgeUnusedResumes, type Hiring } from '@joblane/hiring';

/** How long a résumé uploaded for a review step that was never sent is kept. */
export const UNSENT_RESUME_LIFETIME_MS = 24 * 3600_000;

/**
 * Deletes the résumés seekers uploaded on an apply form they never sent, once they are older
 * than a day (a seeker back within the day still finds theirs). Returns how many went.
 */
export const purgeUnsentResumes = (hiring: Hiring, now: Date): Promise<number> =>
  purgeUnusedResumes(hiring, new Date(now.getTime() - UNSENT_RESUME_LIFETIME_MS));
