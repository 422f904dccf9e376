import { savedJobIds, type Seekers } from '@joblane/seekers';
import type { FastifyRequest } from 'fastify';

import type { SaveMode } from '../../components/JobCard.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';

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
