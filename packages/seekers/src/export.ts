import { listSavedSearches, type SavedSearch } from './savedSearches.ts';
import type { SavedJob } from './savedJobs.ts';
import {
  listBlockedCompanies,
  listHiddenJobs,
  type BlockedCompany,
  type HiddenJob,
} from './hiddenListings.ts';
import { getProfile, type SeekerProfile } from './profiles.ts';
import type { Seekers } from './seekers.ts';

/** Everything this package keeps about a person, for the account's data download. */
export interface SeekerExport {
  savedJobs: SavedJob[];
  savedSearches: SavedSearch[];
  /** Organisations the person blocked, and jobs they marked "Not interested". */
  blockedCompanies: BlockedCompany[];
  hiddenJobs: HiddenJob[];
  /** The profile as saved (salary expectation included: it is the person's own), or null. */
  profile: SeekerProfile | null;
}

export async function exportSeeker(seekers: Seekers, userId: string): Promise<SeekerExport> {
  const savedJobs = await seekers.db
    .selectFrom('saved_jobs')
    .select(['job_id', 'saved_at'])
    .where('user_id', '=', userId)
    .orderBy('saved_at', 'desc')
    .orderBy('job_id', 'desc')
    .execute();
  return {
    savedJobs: savedJobs.map((row) => ({ jobId: row.job_id, savedAt: row.saved_at })),
    savedSearches: await listSavedSearches(seekers, userId),
    blockedCompanies: await listBlockedCompanies(seekers, userId),
    hiddenJobs: await listHiddenJobs(seekers, userId),
    profile: await savedProfile(seekers, userId),
  };
}

async function savedProfile(seekers: Seekers, userId: string): Promise<SeekerProfile | null> {
  const profile = await getProfile(seekers, userId);
  return profile.updatedAt === null ? null : profile;
}
