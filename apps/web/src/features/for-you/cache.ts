import { LRUCache } from 'lru-cache';
import type { Recommendation } from '@joblane/jobs';
import type { FastifyRequest } from 'fastify';

/** How long a seeker's recommendations are kept on this node. */
export const FOR_YOU_CACHE_MS = 60_000;
/** Seekers whose recommendations one node keeps at most (the least recently viewed go first). */
export const FOR_YOU_CACHE_SIZE = 10_000;

/** What `recommendJobs` answered for a seeker, and for how many it was asked. */
export interface KeptRecommendations {
  hasSignals: boolean;
  items: Recommendation[];
}

interface Entry extends KeptRecommendations {
  limit: number;
  /** The job store's data version it was computed at: a changed job computes them again. */
  version: string;
}

/**
 * Each signed-in seeker's last recommendations, kept a short while on this node so the home page
 * does not run `recommendJobs` (in the search pool) on every view. Kept per seeker, forgotten when
 * the job store's data changes and whenever the seeker does anything (`forgetOnWrites`): a save, a
 * hide, an application or a profile change shows at once. Another node keeps its own (up to
 * `ttlMs` behind what the seeker did here).
 */
export class ForYouCache {
  private readonly kept: LRUCache<string, Entry>;
  /** The computation under way for each seeker: only the latest may keep its answer. */
  private readonly pending = new Map<string, symbol>();

  constructor(
    readonly ttlMs: number,
    private readonly dataVersion: () => string = () => '',
    size = FOR_YOU_CACHE_SIZE,
  ) {
    this.kept = new LRUCache({ max: size, ttl: Math.max(ttlMs, 1), ttlResolution: 0 });
  }

  /** The seeker's kept recommendations, `limit` of them, if there are that many or all there are. */
  lookUp(userId: string, limit: number): KeptRecommendations | undefined {
    const entry = this.kept.get(userId);
    if (entry === undefined || entry.version !== this.dataVersion()) return undefined;
    // Asked for fewer than `limit` and got fewer than asked: that is all there is.
    if (entry.limit < limit && entry.items.length === entry.limit) return undefined;
    return { hasSignals: entry.hasSignals, items: entry.items.slice(0, limit) };
  }

  /** Computes them (on a miss) and keeps the answer, unless the seeker acted in the meantime. */
  async through(
    userId: string,
    limit: number,
    compute: () => Promise<KeptRecommendations>,
  ): Promise<KeptRecommendations> {
    const found = this.lookUp(userId, limit);
    if (found !== undefined) return found;
    const version = this.dataVersion();
    const token = Symbol(userId);
    this.pending.set(userId, token);
    try {
      const answer = await compute();
      if (this.ttlMs > 0 && this.pending.get(userId) === token) {
        this.kept.set(userId, { ...answer, limit, version });
      }
      return answer;
    } finally {
      if (this.pending.get(userId) === token) this.pending.delete(userId);
    }
  }

  /** Forgets the seeker's recommendations (and any being computed from what they had before). */
  forget(userId: string) {
    this.kept.delete(userId);
    this.pending.delete(userId);
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The `onSend` hook that forgets a signed-in person's recommendations once anything they sent
 * (a save, unsave, hide, block, application, saved search, profile or account change) has been
 * handled, before the answer (often a redirect to the page that shows them) leaves.
 */
export async function forgetOnWrites(request: FastifyRequest, _reply: unknown, payload: unknown) {
  if (!READS.has(request.method) && request.viewer != null) {
    request.server.forYouCache.forget(request.viewer.user.id);
  }
  return payload;
}
