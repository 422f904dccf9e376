import {
  addNote,
  applicationStatuses,
  candidateResume,
  candidateSorts,
  isEmployerStatus,
  resumeTypes,
  setStatuses,
} from '@joblane/hiring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { CandidatesViewData } from './candidates.page.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { sendPage } from '../../routing/pageResponse.ts';
import { ROUTE_PARAM_MAX_LENGTH } from '../../routing/schemas.ts';
import { attachment } from '../applications/formRoutes.ts';
import { hiringOf } from '../applications/pageRoutes.ts';
import {
  adParams,
  applicationData,
  applicationParams,
  candidateHref,
  candidateRoute,
  candidatesHref,
} from './candidateRoutes.ts';
import { organisationAd } from './pageRoutes.ts';

const employer = { access: 'employer' } as const;
const idList = {
  anyOf: [
    { type: 'string', maxLength: ROUTE_PARAM_MAX_LENGTH },
    { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: ROUTE_PARAM_MAX_LENGTH } },
  ],
} as const;

const statusesBody = {
  type: 'object',
  properties: {
    status: { type: 'string', maxLength: 40 },
    applicationId: idList,
    // Where the list was (its filter and sort), to come back to it.
    returnStatus: { type: 'string', maxLength: 40 },
    returnSort: { type: 'string', maxLength: 40 },
  },
  additionalProperties: false,
} as const;

const statusBody = {
  type: 'object',
  properties: { status: { type: 'string', maxLength: 40 } },
  additionalProperties: false,
} as const;

const noteBody = {
  type: 'object',
  properties: { body: { type: 'string', maxLength: 20_000 } },
  additionalProperties: false,
} as const;

type StatusPost = {
  status?: string;
  applicationId?: string | string[];
  returnStatus?: string;
  returnSort?: string;
};

type AdParams = { id: string };
type ApplicationParams = { id: string; applicationId: string };

const BAD_STATUS =
  'Choose a status to set: Viewed, Shortlisted, Interviewing, Offered, Hired or Not progressing.';

/** The list's address with its filter and sort kept (only values the list knows). */
function listLocation(adId: string, status: string | undefined, sort: string | undefined) {
  const query = new URLSearchParams();
  if (applicationStatuses.some((value) => value === status)) query.set('status', status!);
  if (candidateSorts.some((value) => value === sort) && sort !== 'newest') query.set('sort', sort!);
  const search = query.toString();
  return search === '' ? candidatesHref(adId) : `${candidatesHref(adId)}?${search}`;
}

/** `POST /employer/ads/:id/statuses`: one status for the candidates ticked in the list. */
async function changeStatuses(
  request: FastifyRequest<{ Params: AdParams; Body: StatusPost }>,
  reply: FastifyReply,
) {
  const { organisation, ad } = await organisationAd(request, request.params.id);
  const back = listLocation(ad.id, request.body.returnStatus, request.body.returnSort);
  const status = request.body.status;
  if (status === undefined || status === '') {
    reply.notify('candidates-no-status');
    return reply.redirect(back, 303);
  }
  if (!isEmployerStatus(status)) throw httpError(400, BAD_STATUS);
  const ids = [request.body.applicationId ?? []].flat();
  if (ids.length === 0) {
    reply.notify('candidates-none-selected');
    return reply.redirect(back, 303);
  }
  const result = await setStatuses(hiringOf(request), {
    organisationId: organisation.id,
    jobId: ad.id,
    applicationIds: ids,
    status,
  });
  if (!result.ok) throw httpError(404, NOT_FOUND_MESSAGE);
  reply.notify(
    result.withdrawn.length > 0 ? 'statuses-changed-some-withdrawn' : 'statuses-changed',
  );
  return reply.redirect(back, 303);
}

/** `POST /employer/ads/:id/applications/:applicationId/status`: one candidate's status. */
async function changeStatus(
  request: FastifyRequest<{ Params: ApplicationParams; Body: { status?: string } }>,
  reply: FastifyReply,
) {
  const { organisation, ad } = await organisationAd(request, request.params.id);
  const status = request.body.status;
  if (!isEmployerStatus(status)) throw httpError(400, BAD_STATUS);
  const result = await setStatuses(hiringOf(request), {
    organisationId: organisation.id,
    jobId: ad.id,
    applicationIds: [request.params.applicationId],
    status,
  });
  if (!result.ok) throw httpError(404, NOT_FOUND_MESSAGE);
  reply.notify(result.withdrawn.length > 0 ? 'status-withdrawn' : 'status-changed');
  return reply.redirect(candidateHref(ad.id, request.params.applicationId), 303);
}

/** `POST /employer/ads/:id/applications/:applicationId/notes`: a private note on a candidate. */
async function addCandidateNote(
  request: FastifyRequest<{ Params: ApplicationParams; Body: { body?: string } }>,
  reply: FastifyReply,
) {
  const { organisation, ad } = await organisationAd(request, request.params.id);
  const { applicationId } = request.params;
  const body = request.body.body ?? '';
  const added = await addNote(hiringOf(request), {
    organisationId: organisation.id,
    jobId: ad.id,
    applicationId,
    authorId: request.viewer!.user.id,
    body,
  });
  if (added.ok) {
    reply.notify('note-added');
    return reply.redirect(`${candidateHref(ad.id, applicationId)}#notes`, 303);
  }
  if ('problem' in added) throw httpError(404, NOT_FOUND_MESSAGE);
  const data = await applicationData(request, ad.id, applicationId, {
    value: body,
    error: added.errors.body,
  });
  return showCandidate(request, reply, candidateHref(ad.id, applicationId), data, 422);
}

/** `GET /employer/ads/:id/applications/:applicationId/resume`: the candidate's résumé file. */
async function downloadResume(
  request: FastifyRequest<{ Params: ApplicationParams }>,
  reply: FastifyReply,
) {
  const { organisation, ad } = await organisationAd(request, request.params.id);
  const found = await candidateResume(hiringOf(request), {
    organisationId: organisation.id,
    jobId: ad.id,
    applicationId: request.params.applicationId,
  });
  if (found === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  const { resume, content } = found;
  return reply
    .type(resume.mediaType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-length', resume.size)
    .header('content-disposition', attachment(resume.name, resumeTypes[resume.mediaType].extension))
    .send(content);
}

/** The candidate's page again with its note form's problem. */
function showCandidate(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  data: CandidatesViewData,
  status: number,
) {
  reply.code(status).header('cache-control', 'private, no-store');
  return sendPage(reply, request.server.renderer, candidateRoute, request, url, data);
}

/**
 * The POST side of the candidates pages (status changes, one or many, and private notes) and
 * the résumé download. Plain forms that redirect after success; every URL first checks that the
 * ad is the employer's organisation's (404 otherwise).
 */
export async function candidateFormRoutes(app: FastifyInstance) {
  const application = '/employer/ads/:id/applications/:applicationId';
  app.post(
    '/employer/ads/:id/statuses',
    { config: employer, schema: { params: adParams, body: statusesBody } },
    changeStatuses,
  );
  app.post(
    `${application}/status`,
    { config: employer, schema: { params: applicationParams, body: statusBody } },
    changeStatus,
  );
  app.post(
    `${application}/notes`,
    { config: employer, schema: { params: applicationParams, body: noteBody } },
    addCandidateNote,
  );
  app.get(
    `${application}/resume`,
    { config: employer, schema: { params: applicationParams } },
    downloadResume,
  );
}
