import { savedJobIds, seekerExclusions, type Seekers } from '@joblane/seekers';
import type { FastifyRequest } from 'fastify';

import type { SaveMode } from '../../components/JobCard.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { isDatabaseUnavailable } from '../../services/databaseErrors.ts';

export function seekersOf(request: FastifyRequest): Seekers {
  const seekers = request.server.seekers;
  if (seekers === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return seekers;
}

/** How the save buttons of a page work for this visitor: employers and a site without accounts get none. */
export function saveModeOf(request: FastifyRequest): SaveMode {
  if (request.server.seekers === undefined) return 'none';
  const viewer = request.viewer;
  if (viewer === null) return 'signed-out';
  return viewer.user.role === 'seeker' ? 'seeker' : 'none';
}

/** Which of these jobs the signed-in seeker saved (one query), for marking a page of cards. */
export async function savedAmong(request: FastifyRequest, jobIds: readonly string[]) {
  if (saveModeOf(request) !== 'seeker') return [];
  return [...(await savedJobIds(seekersOf(request), request.viewer!.user.id, jobIds))];
}

/**
 * What the signed-in seeker's searches leave out (blocked employers, "Not interested" jobs), as
 * search options: computed with the search, so totals and facet counts leave them out too.
 * Nothing for anyone else.
 */
export async function hiddenFromSeeker(
  request: FastifyRequest,
): Promise<{ excludeIds: string[]; excludeCompanies: string[] }> {
  const none = { excludeIds: [], excludeCompanies: [] };
  if (saveModeOf(request) !== 'seeker') return none;
  try {
    const { jobIds, companyKeys } = await seekerExclusions(
      seekersOf(request),
      request.viewer!.user.id,
    );
    return { excludeIds: jobIds, excludeCompanies: companyKeys };
  } catch (error) {
    // Search keeps answering while the database is away: unfiltered, as for a visitor.
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn({ err: error }, 'hidden listings unavailable; searching without them');
    return none;
  }
}
