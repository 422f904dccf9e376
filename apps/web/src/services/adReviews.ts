import { isActivelyReviewing, lastReviews } from '@joblane/hiring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

import { isDatabaseUnavailable } from './databaseErrors.ts';

/**
 * Each job's last review (null: never reviewed) a node keeps for as long as it keeps response
 * signals, so a results page's cards cost one query at most. Whether it is recent is worked out
 * on every view from the kept instant, so it goes away after 14 days even while kept.
 */
type KeptReviews = LRUCache<string, { reviewedAt: string | null }>;
// Keyed by the app's signal cache (one per app, the same object in every plugin context, where
// `request.server` is each context's own instance).
const keptByApp = new WeakMap<object, KeptReviews>();
function keptReviewsOf(app: FastifyInstance): KeptReviews | undefined {
  const signals = app.responseSignalCache;
  if (signals.ttlMs <= 0) return undefined;
  let kept = keptByApp.get(signals);
  if (kept === undefined) {
    kept = new LRUCache({ max: 20_000, ttl: signals.ttlMs });
    keptByApp.set(signals, kept);
  }
  return kept;
}

/**
 * Which of these jobs (ads taking applications on Joblane) someone in their organisation opened
 * or moved an application of in the last 14 days. Read on the replica when there is one, kept a
 * while per node, and left out while the database is away: search and job pages go on answering
 * from the node's own index.
 */
export async function activelyReviewedJobIds(
  request: FastifyRequest,
  jobIds: readonly string[],
): Promise<Set<string>> {
  const { publicReads, hiring } = request.server;
  const reviewed = new Set<string>();
  if (publicReads === undefined || hiring === undefined || jobIds.length === 0) return reviewed;
  const now = request.server.now();
  const kept = keptReviewsOf(request.server);
  const missing: string[] = [];
  for (const id of new Set(jobIds)) {
    const entry = kept?.get(id);
    if (entry === undefined) missing.push(id);
    else if (isActivelyReviewing(entry.reviewedAt, now)) reviewed.add(id);
  }
  if (missing.length === 0) return reviewed;
  try {
    const asked = await publicReads.run((handles) => lastReviews(handles.hiring!, missing));
    for (const id of missing) {
      const reviewedAt = asked.get(id) ?? null;
      kept?.set(id, { reviewedAt });
      if (isActivelyReviewing(reviewedAt, now)) reviewed.add(id);
    }
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn({ err: error }, 'ad reviews: database unavailable; cards shown without');
  }
  return reviewed;
}

/** Forgets what this node kept of a job's last review (its organisation just reviewed it here). */
export const forgetReview = (request: FastifyRequest, jobId: string) =>
  keptReviewsOf(request.server)?.delete(jobId);
