import { appliedJobIds } from '@joblane/hiring';
import {
  hasRecommendationSignals,
  parseJobSearchQuery,
  type Recommendation,
  type RecommendationSignals,
  type SeekerPreferences,
} from '@joblane/jobs';
import {
  listSavedJobs,
  listSavedSearches,
  readProfilePreferences,
  seekerExclusions,
} from '@joblane/seekers';
import type { FastifyRequest } from 'fastify';

import { seekersOf } from '../saved/saving.ts';

/** Saved jobs read as signals and left out of the recommendations: the newest this many. */
const SAVED_JOBS_READ = 100;

/**
 * What the seeker said they want: their profile's preferences (`/profile`), as the ranking takes
 * them. None without a profile, or with a profile that names nothing to match.
 */
async function preferencesOf(
  request: FastifyRequest,
  userId: string,
): Promise<SeekerPreferences | undefined> {
  const profile = await readProfilePreferences(seekersOf(request), userId);
  if (profile === undefined) return undefined;
  const preferences: SeekerPreferences = {
    ...(profile.classifications.length === 0 ? {} : { classifications: profile.classifications }),
    ...(profile.workTypes.length === 0 ? {} : { workTypes: profile.workTypes }),
    ...(profile.workArrangements.length === 0 ? {} : { arrangements: profile.workArrangements }),
    ...(profile.placeId === null ? {} : { placeId: profile.placeId }),
    ...(profile.salaryExpectation === null ? {} : { salaryExpectation: profile.salaryExpectation }),
  };
  return Object.keys(preferences).length === 0 ? undefined : preferences;
}

/**
 * The signed-in seeker's own signals, and nobody else's: their saved jobs, applications, saved
 * searches, hidden jobs, blocked employers and preferences, read by their user id. Recent
 * searches are not among them: the browser keeps those (`search/recentSearches.ts`), for
 * whoever uses it, and never sends them, so they are no evidence of this account's interests.
 */
export async function signalsOf(request: FastifyRequest): Promise<RecommendationSignals> {
  const seekers = seekersOf(request);
  const userId = request.viewer!.user.id;
  const { hiring } = request.server;
  const [saved, applied, searches, hidden, preferences] = await Promise.all([
    listSavedJobs(seekers, userId, { pageSize: SAVED_JOBS_READ }),
    hiring === undefined ? Promise.resolve([]) : appliedJobIds(hiring, userId),
    listSavedSearches(seekers, userId),
    seekerExclusions(seekers, userId),
    preferencesOf(request, userId),
  ]);
  return {
    savedJobIds: saved.items.map((item) => item.jobId),
    appliedJobIds: applied,
    savedSearches: searches.map((search) => ({
      name: search.name,
      query: parseJobSearchQuery(search.query).query,
    })),
    notInterestedJobIds: hidden.jobIds,
    blockedCompanies: hidden.companyKeys,
    ...(preferences === undefined ? {} : { preferences }),
  };
}

/** A seeker's "Jobs for you", as the home section and `/jobs/for-you` show them. */
export interface ForYouData {
  /** False when there is nothing to go on yet (no saves, searches, applications, preferences). */
  hasSignals: boolean;
  /** Never a job the seeker saved or applied for: those have their own lists. */
  items: Recommendation[];
  now: string;
}

/**
 * Up to `limit` recommendations for the signed-in seeker (the caller checked they are one), kept
 * a minute on this node (`ForYouCache`) until the seeker acts or the jobs change.
 */
export async function jobsForYou(request: FastifyRequest, limit: number): Promise<ForYouData> {
  const now = request.server.now();
  const { hasSignals, items } = await request.server.forYouCache.through(
    request.viewer!.user.id,
    limit,
    async () => {
      const signals = await signalsOf(request);
      if (!hasRecommendationSignals(signals)) return { hasSignals: false, items: [] };
      return {
        hasSignals: true,
        items: await request.server.jobs.recommendJobs(signals, { now, limit }),
      };
    },
  );
  return { hasSignals, items, now: now.toISOString() };
}
