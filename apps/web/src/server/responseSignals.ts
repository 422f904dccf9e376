import { getOrganisationBySlug, type Accounts } from '@joblane/accounts';
import { responseSignal, responseSignals, type ResponseSignal } from '@joblane/hiring';
import type { FastifyRequest } from 'fastify';

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
const slugCaches = new WeakMap<Accounts, Map<string, string>>();
const SLUG_CACHE_SIZE = 10_000;

async function organisationIdsOf(
  accounts: Accounts,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  let cache = slugCaches.get(accounts);
  if (cache === undefined) {
    cache = new Map();
    slugCaches.set(accounts, cache);
  }
  const found = new Map<string, string>();
  for (const slug of new Set(slugs)) {
    let id = cache.get(slug);
    if (id === undefined) {
      id = (await getOrganisationBySlug(accounts, slug))?.id;
      if (id === undefined) continue;
      // The oldest entry goes first when the cache is full.
      if (cache.size >= SLUG_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(slug, id);
    }
    found.set(slug, id);
  }
  return found;
}

/**
 * The response signal's text for the companies (by slug) of a page's cards, in one query to
 * hiring's counters; companies with no signal are left out.
 */
export async function responseSignalsBySlug(
  request: FastifyRequest,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  const { publicReads, hiring } = request.server;
  const texts = new Map<string, string>();
  if (publicReads === undefined || hiring === undefined || slugs.length === 0) return texts;
  try {
    // Public and allowed to be a little stale: on the replica when there is one.
    await publicReads.run(async (handles) => {
      texts.clear();
      const ids = await organisationIdsOf(handles.accounts, slugs);
      const signals = await responseSignals(handles.hiring!, ids.values());
      for (const [slug, id] of ids) {
        const signal = signals.get(id);
        if (signal !== undefined) texts.set(slug, responseSignalText(signal));
      }
    });
  } catch (error) {
    // Search and job pages come from the node's own index and keep answering while the database
    // is away (many nodes, issue 20); the signal is a line on the card, left out until it is back.
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn({ err: error }, 'response signals: database unavailable; cards shown without');
    return new Map();
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
