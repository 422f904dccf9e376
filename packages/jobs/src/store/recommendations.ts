import type { JobCard } from '../model/job.ts';
import type { JobSearchQuery } from '../query/query.ts';

/**
 * What a seeker said they want (their profile's preferences). Every part is optional: an empty
 * or missing list means "no preference".
 */
export interface SeekerPreferences {
  /** Classification ids (`healthcare-and-medical`) or sub-classification ids (`...nursing-...`). */
  classifications?: readonly string[];
  /** Work type ids (`full-time`, `casual`). */
  workTypes?: readonly string[];
  /** Work arrangement ids (`on-site`, `hybrid`, `remote`). */
  arrangements?: readonly string[];
  /** A place id of the place taxonomy: jobs in it or within it match (`sydney-nsw-au`). */
  placeId?: string;
  /** The pay the seeker hopes for, a year in dollars (an hourly wish times `hoursPerYear`). */
  salaryExpectation?: number;
}

/** A search the seeker saved (its name) or made lately (what the recent list calls it). */
export interface SignalSearch {
  /** The saved search's name, or a recent search's label (`nurse in Sydney NSW`). */
  name: string;
  query: JobSearchQuery;
}

/**
 * Everything one seeker's recommendations are computed from: their own saves, applications,
 * searches, hidden jobs and blocked employers, and their preferences. Lists are newest first;
 * only the newest few of each are used as signals (every one is still left out of the results).
 */
export interface RecommendationSignals {
  /** Jobs the seeker saved (left out of the results: they are on the saved list already). */
  savedJobIds?: readonly string[];
  /** Jobs the seeker applied for (left out: applied already). */
  appliedJobIds?: readonly string[];
  savedSearches?: readonly SignalSearch[];
  recentSearches?: readonly SignalSearch[];
  /** Jobs marked "Not interested": left out, and jobs like them (title, employer) rank lower. */
  notInterestedJobIds?: readonly string[];
  /** Blocked organisations, by `companyKeyOf`: none of their jobs is recommended. */
  blockedCompanies?: readonly string[];
  /** What the seeker said; absent: recommendations follow what they did only. */
  preferences?: SeekerPreferences;
}

export const recommendationReasonKinds = [
  'saved-job',
  'applied',
  'saved-search',
  'recent-search',
  'preferred-classification',
  'preferred-location',
  'preferred-work-type',
  'preferred-arrangement',
] as const;
export type RecommendationReasonKind = (typeof recommendationReasonKinds)[number];

/** Why a job is recommended: its strongest signal, in words a seeker reads on the card. */
export interface RecommendationReason {
  kind: RecommendationReasonKind;
  /** `Because you saved Registered Nurse at Harbour Health Group`. */
  text: string;
}

export interface Recommendation {
  job: JobCard;
  reason: RecommendationReason;
}

export interface RecommendOptions {
  /** How many to return (1-100, default 20). */
  limit?: number;
  /** The moment expiry and freshness are judged against (tests pin it). */
  now?: Date;
}

/** Whether the signals hold anything to recommend from (else there is nothing to say yet). */
export function hasRecommendationSignals(signals: RecommendationSignals): boolean {
  const preferences = signals.preferences;
  return (
    (signals.savedJobIds?.length ?? 0) > 0 ||
    (signals.appliedJobIds?.length ?? 0) > 0 ||
    (signals.savedSearches?.length ?? 0) > 0 ||
    (signals.recentSearches?.length ?? 0) > 0 ||
    (preferences !== undefined &&
      ((preferences.classifications?.length ?? 0) > 0 ||
        preferences.placeId !== undefined ||
        (preferences.workTypes?.length ?? 0) > 0 ||
        (preferences.arrangements?.length ?? 0) > 0))
  );
}
