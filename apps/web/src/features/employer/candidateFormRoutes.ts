import {
  addNote,
  applicationStatuses,
  candidateResume,
  candidateSorts,
  isEmployerStatus,
  resumeTypes,
  setStatuses,
} from '@joblane/hiring';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { CandidatesViewData } from './candidates.page.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { sendPage } from '../../routing/pageResponse.ts';
import {
  formBody,
  ROUTE_PARAM_MAX_LENGTH,
  text,
  type SchemaRequest,
} from '../../routing/schemas.ts';
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
import { forgetReview } from '../../services/adReviews.ts';

const employer = { access: 'employer' } as const;
const idList = Type.Union([
  text(ROUTE_PARAM_MAX_LENGTH),
  Type.Array(text(ROUTE_PARAM_MAX_LENGTH), { maxItems: 1000 }),
]);

const statusesSchema = {
  params: adParams,
  body: formBody({
    status: Type.Optional(text(40)),
    applicationId: Type.Optional(idList),
    // Where the list was (its filter and sort), to come back to it.
    returnStatus: Type.Optional(text(40)),
    returnSort: Type.Optional(text(40)),
  }),
};

const statusSchema = {
  params: applicationParams,
  body: formBody({ status: Type.Optional(text(40)) }),
};

const noteSchema = {
  params: applicationParams,
  body: formBody({ body: Type.Optional(text(20_000)) }),
};

const resumeSchema = { params: applicationParams };

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
async function changeStatuses(request: SchemaRequest<typeof statusesSchema>, reply: FastifyReply) {
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
  forgetReview(request, ad.id);
  reply.notify(
    result.withdrawn.length > 0 ? 'statuses-changed-some-withdrawn' : 'statuses-changed',
  );
  return reply.redirect(back, 303);
}

/** `POST /employer/ads/:id/applications/:applicationId/status`: one candidate's status. */
async function changeStatus(request: SchemaRequest<typeof statusSchema>, reply: FastifyReply) {
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
  forgetReview(request, ad.id);
  reply.notify(result.withdrawn.length > 0 ? 'status-withdrawn' : 'status-changed');
  return reply.redirect(candidateHref(ad.id, request.params.applicationId), 303);
}

/** `POST /employer/ads/:id/applications/:applicationId/notes`: a private note on a candidate. */
async function addCandidateNote(request: SchemaRequest<typeof noteSchema>, reply: FastifyReply) {
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
async function downloadResume(request: SchemaRequest<typeof resumeSchema>, reply: FastifyReply) {
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
export const candidateFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const application = '/employer/ads/:id/applications/:applicationId';
  app.post(
    '/employer/ads/:id/statuses',
    { config: employer, schema: statusesSchema },
    changeStatuses,
  );
  app.post(`${application}/status`, { config: employer, schema: statusSchema }, changeStatus);
  app.post(`${application}/notes`, { config: employer, schema: noteSchema }, addCandidateNote);
  app.get(`${application}/resume`, { config: employer, schema: resumeSchema }, downloadResume);
};
