import { getOrganisationBySlug, type Accounts } from '@joblane/accounts';
import { responseSignal, responseSignals, type ResponseSignal } from '@joblane/hiring';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

import { isDatabaseUnavailable } from './databaseErrors.ts';

/**
 * "Usually responds within 3 days; 92 % of applicants hear back" (issue 19): the words every
 * page shows. With no answered application behind it, only the share (0 %) is said.
 */
export function responseSignalText(signal: ResponseSignal): string {
  const share = `${signal.heardBackPercent} % of applicants hear back`;
  if (signal.medianDays === null) return share;
  const days = `${signal.medianDays} ${signal.medianDays === 1 ? 'day' : 'days'}`;
  return `Usually responds within ${days}; ${share}`;
}

/** Organisation ids by slug, per accounts handle: slugs never change, so hits stay. */
const slugCaches = new WeakMap<Accounts, LRUCache<string, string>>();
const SLUG_CACHE_SIZE = 10_000;

async function organisationIdsOf(
  accounts: Accounts,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  let cache = slugCaches.get(accounts);
  if (cache === undefined) {
    cache = new LRUCache({ max: SLUG_CACHE_SIZE });
    slugCaches.set(accounts, cache);
  }
  const found = new Map<string, string>();
  for (const slug of new Set(slugs)) {
    let id = cache.get(slug);
    if (id === undefined) {
      id = (await getOrganisationBySlug(accounts, slug))?.id;
      if (id === undefined) continue;
      cache.set(slug, id);
    }
    found.set(slug, id);
  }
  return found;
}

/**
 * Each organisation's signal text (or none) by slug, kept for `ttlMs` on this node (the `size`
 * most recently used; `lru-cache`): a results page with ads on it would otherwise ask PostgreSQL
 * (or its replica) on every view, and the signal moves by days. A page's slugs not kept (or kept
 * too long) are asked in one query.
 */
export class ResponseSignalCache {
  /** A slug without a signal is kept too (`text` undefined), so it is not asked on every view. */
  private readonly kept: LRUCache<string, { text: string | undefined }>;

  /** `now`: the clock the entries' age is read from (tests); lru-cache's own by default. */
  constructor(
    readonly ttlMs: number,
    now?: () => number,
    size = 10_000,
  ) {
    this.kept = new LRUCache({
      max: size,
      ttl: Math.max(ttlMs, 0),
      // Read the clock on every look-up (lru-cache reuses a reading for 1 ms by default).
      ttlResolution: 0,
      ...(now === undefined ? {} : { perf: { now } }),
    });
  }

  /** The kept texts of `slugs`, and the slugs to ask for. */
  lookUp(slugs: Iterable<string>): { texts: Map<string, string>; missing: string[] } {
    const texts = new Map<string, string>();
    const missing: string[] = [];
    for (const slug of new Set(slugs)) {
      const entry = this.kept.get(slug);
      if (entry === undefined) missing.push(slug);
      else if (entry.text !== undefined) texts.set(slug, entry.text);
    }
    return { texts, missing };
  }

  /** Keeps what was asked: a text, or none (`undefined`) for a slug without a signal. */
  keep(slug: string, text: string | undefined) {
    // lru-cache reads a ttl of 0 as "for ever"; here it means "keep nothing".
    if (this.ttlMs <= 0) return;
    this.kept.set(slug, { text });
  }
}

/**
 * The response signal's text for the companies (by slug) of a page's cards, in one query to
 * hiring's counters for those this node has not kept; companies with no signal are left out.
 */
export async function responseSignalsBySlug(
  request: FastifyRequest,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  const { publicReads, hiring, responseSignalCache: cache } = request.server;
  if (publicReads === undefined || hiring === undefined || slugs.length === 0) return new Map();
  const { texts, missing } = cache.lookUp(slugs);
  if (missing.length === 0) return texts;
  try {
    // Public and allowed to be a little stale: on the replica when there is one.
    const asked = await publicReads.run(async (handles) => {
      const found = new Map<string, string>();
      const ids = await organisationIdsOf(handles.accounts, missing);
      const signals = await responseSignals(handles.hiring!, ids.values());
      for (const [slug, id] of ids) {
        const signal = signals.get(id);
        if (signal !== undefined) found.set(slug, responseSignalText(signal));
      }
      return found;
    });
    for (const slug of missing) {
      const text = asked.get(slug);
      cache.keep(slug, text);
      if (text !== undefined) texts.set(slug, text);
    }
  } catch (error) {
    // Search and job pages come from the node's own index and keep answering while the database
    // is away (many nodes, issue 20); the signal is a line on the card, left out until it is back.
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn({ err: error }, 'response signals: database unavailable; cards shown without');
  }
  return texts;
}

/** The signal's text for one organisation, or null below its threshold. */
export async function responseSignalTextOf(
  request: FastifyRequest,
  organisationId: string,
): Promise<string | null> {
  const { publicReads, hiring } = request.server;
  if (publicReads === undefined || hiring === undefined) return null;
  const signal = await publicReads.run((handles) =>
    responseSignal(handles.hiring!, organisationId),
  );
  return signal === null ? null : responseSignalText(signal);
}
