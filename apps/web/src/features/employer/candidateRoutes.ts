import { questionId, type Ad } from '@joblane/ads';
import {
  addNote,
  applicationStatuses,
  candidateResume,
  candidateSorts,
  employerStatuses,
  getCandidate,
  isEmployerStatus,
  listCandidates,
  noteLimit,
  resumeTypes,
  seekerHistory,
  setStatuses,
  statusLabels,
  type ApplicationStatus,
  type Candidate,
  type CandidateDetail,
  type CandidateSort,
  type Hiring,
} from '@joblane/hiring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import CandidatesPage, {
  type CandidateAnswer,
  type CandidateRow,
  type CandidatesViewData,
  type StatusOption,
} from './candidates.page.tsx';
import { httpError } from '../../routing/httpError.ts';
import { sendPage } from '../../routing/pageResponse.ts';
import type { PageRenderer } from '../../routing/render.ts';
import { ROUTE_PARAM_MAX_LENGTH } from '../../routing/schemas.ts';
import { attachment } from '../applications/formRoutes.ts';
import { hiringOf, keptResume } from '../applications/pageRoutes.ts';
import { NOT_FOUND, organisationAd } from './pageRoutes.ts';
import { definePageRoute, type ObjectSchema, type PageRoute } from '../../routing/pageRoute.ts';

const param = { type: 'string', minLength: 1, maxLength: ROUTE_PARAM_MAX_LENGTH } as const;

const adParams: ObjectSchema = {
  type: 'object',
  properties: { id: param },
  required: ['id'],
};

const applicationParams: ObjectSchema = {
  type: 'object',
  properties: { id: param, applicationId: param },
  required: ['id', 'applicationId'],
};

const listQuery: ObjectSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...applicationStatuses] },
    sort: { type: 'string', enum: [...candidateSorts] },
  },
  additionalProperties: false,
};

const noQuery: ObjectSchema = { type: 'object', properties: {}, additionalProperties: false };

export const candidatesHref = (adId: string) => `/employer/ads/${encodeURIComponent(adId)}`;
export const candidateHref = (adId: string, applicationId: string) =>
  `${candidatesHref(adId)}/applications/${encodeURIComponent(applicationId)}`;

/** What the employer may set, for the status selects. */
const employerStatusOptions = (): StatusOption[] =>
  employerStatuses.map((status) => ({ value: status, label: statusLabels[status] }));

/** The ad's screening questions with the ids the answers are kept under. */
function questionsOf(ad: Ad) {
  return ad.fields.apply.method === 'joblane'
    ? ad.fields.apply.questions.map((question, index) => ({ ...question, id: questionId(index) }))
    : [];
}

function answersOf(ad: Ad, candidate: Candidate): CandidateAnswer[] {
  return questionsOf(ad).flatMap((question) => {
    const answer = candidate.answers[question.id];
    if (answer === undefined) return [];
    const shown =
      question.kind === 'yes-no' ? (answer === 'yes' ? 'Yes' : 'No') : answer.replace(/\s+/gu, ' ');
    return [{ question: question.question, answer: shown }];
  });
}

function rowOf(ad: Ad, candidate: Candidate): CandidateRow {
  return {
    id: candidate.id,
    name: candidate.name,
    appliedAt: candidate.appliedAt,
    status: candidate.status,
    statusLabel: statusLabels[candidate.status],
    seekerSeesAt: candidate.seekerSeesAt,
    answers: answersOf(ad, candidate),
  };
}

const adRefOf = (ad: Ad) => ({ id: ad.id, title: ad.fields.title, status: ad.status });

function listHead(data: CandidatesViewData) {
  if (data.view === 'list') {
    return {
      title: `Candidates for ${data.ad.title} · Joblane`,
      description: `The people who applied for ${data.ad.title}, with their status and answers.`,
    };
  }
  return {
    title: `${data.candidate.name} for ${data.ad.title} · Joblane`,
    description: `${data.candidate.name}’s application for ${data.ad.title}.`,
  };
}

/** The list of an ad's candidates, filtered and sorted by the query. */
async function listData(
  request: FastifyRequest,
  adId: string,
  query: { status?: string; sort?: string },
): Promise<CandidatesViewData> {
  const { organisation, ad } = await organisationAd(request, adId);
  const hiring = hiringOf(request);
  const status = applicationStatuses.find((value) => value === query.status) ?? null;
  const sort: CandidateSort = candidateSorts.find((value) => value === query.sort) ?? 'newest';
  const all = await listCandidates(hiring, ad.id, { organisationId: organisation.id, sort });
  const counts = new Map<ApplicationStatus, number>();
  for (const candidate of all)
    counts.set(candidate.status, (counts.get(candidate.status) ?? 0) + 1);
  const shown = status === null ? all : all.filter((candidate) => candidate.status === status);
  return {
    view: 'list',
    ad: adRefOf(ad),
    total: all.length,
    candidates: shown.map((candidate) => rowOf(ad, candidate)),
    status,
    sort,
    filterOptions: applicationStatuses
      .filter((value) => counts.has(value) || value === status)
      .map((value) => ({
        value,
        label: `${statusLabels[value]} (${counts.get(value) ?? 0})`,
      })),
    statusOptions: employerStatusOptions(),
  };
}

/** One application for the organisation (opening it marks a Submitted one Viewed). */
async function applicationData(
  request: FastifyRequest,
  adId: string,
  applicationId: string,
  noteForm: { value: string; error: string | null } = { value: '', error: null },
): Promise<CandidatesViewData> {
  const { organisation, ad } = await organisationAd(request, adId);
  const hiring = hiringOf(request);
  const candidate: CandidateDetail | undefined = await getCandidate(hiring, ad.id, applicationId, {
    viewer: { organisationId: organisation.id },
    // Only a page someone reads marks it Viewed: a HEAD request (a link checker) does not.
    markViewed: request.method === 'GET',
  });
  if (candidate === undefined) throw httpError(404, NOT_FOUND);
  const others = await seekerHistory(hiring, organisation.id, candidate.seekerId);
  return {
    view: 'application',
    ad: adRefOf(ad),
    candidate: {
      ...rowOf(ad, candidate),
      email: candidate.email,
      coverLetter: candidate.coverLetter,
      resume: candidate.resume === null ? null : keptResume(candidate.resume),
      history: candidate.history.map((event) => ({
        status: event.status,
        label: statusLabels[event.status],
        at: event.at,
      })),
      notes: candidate.notes,
    },
    otherApplications: others
      .filter((entry) => entry.applicationId !== candidate.id)
      .map((entry) => ({
        ...entry,
        statusLabel: statusLabels[entry.status],
        href: candidateHref(entry.jobId, entry.applicationId),
      })),
    statusOptions: employerStatusOptions(),
    noteLimit,
    noteForm,
  };
}

export const candidatesRoute = definePageRoute<
  CandidatesViewData,
  { status?: string; sort?: string },
  { id: string }
>({
  id: 'candidates',
  path: '/employer/ads/:id',
  access: 'employer',
  schema: { querystring: listQuery, params: adParams },
  load: (request) => listData(request, request.params.id, request.query),
  head: listHead,
  page: CandidatesPage,
});

export const candidateRoute = definePageRoute<
  CandidatesViewData,
  Record<string, string>,
  { id: string; applicationId: string }
>({
  id: 'candidates',
  path: '/employer/ads/:id/applications/:applicationId',
  access: 'employer',
  schema: { querystring: noQuery, params: applicationParams },
  load: (request) => applicationData(request, request.params.id, request.params.applicationId),
  head: listHead,
  page: CandidatesPage,
});

export const candidateRoutes: readonly PageRoute[] = [candidatesRoute, candidateRoute];

const employer = { access: 'employer' } as const;
const idList = {
  anyOf: [
    { type: 'string', maxLength: ROUTE_PARAM_MAX_LENGTH },
    { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: ROUTE_PARAM_MAX_LENGTH } },
  ],
} as const;

const statusBody = {
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

/**
 * The POST side of the candidates pages (status changes, one or many, and private notes) and
 * the résumé download. Plain forms that redirect after success; every URL first checks that the
 * ad is the employer's organisation's (404 otherwise).
 */
export async function candidateFormRoutes(
  app: FastifyInstance,
  { hiring, renderer }: { hiring: Hiring; renderer: PageRenderer },
) {
  app.post<{ Params: { id: string }; Body: StatusPost }>(
    '/employer/ads/:id/statuses',
    { config: employer, schema: { params: adParams, body: statusBody } },
    async (request, reply) => {
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
      const result = await setStatuses(hiring, {
        organisationId: organisation.id,
        jobId: ad.id,
        applicationIds: ids,
        status,
      });
      if (!result.ok) throw httpError(404, NOT_FOUND);
      reply.notify(
        result.withdrawn.length > 0 ? 'statuses-changed-some-withdrawn' : 'statuses-changed',
      );
      return reply.redirect(back, 303);
    },
  );

  app.post<{ Params: { id: string; applicationId: string }; Body: { status?: string } }>(
    '/employer/ads/:id/applications/:applicationId/status',
    {
      config: employer,
      schema: {
        params: applicationParams,
        body: {
          type: 'object',
          properties: { status: { type: 'string', maxLength: 40 } },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const { organisation, ad } = await organisationAd(request, request.params.id);
      const status = request.body.status;
      if (!isEmployerStatus(status)) throw httpError(400, BAD_STATUS);
      const result = await setStatuses(hiring, {
        organisationId: organisation.id,
        jobId: ad.id,
        applicationIds: [request.params.applicationId],
        status,
      });
      if (!result.ok) throw httpError(404, NOT_FOUND);
      reply.notify(result.withdrawn.length > 0 ? 'status-withdrawn' : 'status-changed');
      return reply.redirect(candidateHref(ad.id, request.params.applicationId), 303);
    },
  );

  app.post<{ Params: { id: string; applicationId: string }; Body: { body?: string } }>(
    '/employer/ads/:id/applications/:applicationId/notes',
    { config: employer, schema: { params: applicationParams, body: noteBody } },
    async (request, reply) => {
      const { organisation, ad } = await organisationAd(request, request.params.id);
      const { applicationId } = request.params;
      const body = request.body.body ?? '';
      const added = await addNote(hiring, {
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
      if ('problem' in added) throw httpError(404, NOT_FOUND);
      const data = await applicationData(request, ad.id, applicationId, {
        value: body,
        error: added.errors.body,
      });
      return sendPageWith(request, reply, renderer, candidateHref(ad.id, applicationId), data, 422);
    },
  );

  app.get<{ Params: { id: string; applicationId: string } }>(
    '/employer/ads/:id/applications/:applicationId/resume',
    { config: employer, schema: { params: applicationParams } },
    async (request, reply) => {
      const { organisation, ad } = await organisationAd(request, request.params.id);
      const found = await candidateResume(hiring, {
        organisationId: organisation.id,
        jobId: ad.id,
        applicationId: request.params.applicationId,
      });
      if (found === undefined) throw httpError(404, NOT_FOUND);
      const { resume, content } = found;
      return reply
        .type(resume.mediaType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', resume.size)
        .header(
          'content-disposition',
          attachment(resume.name, resumeTypes[resume.mediaType].extension),
        )
        .send(content);
    },
  );
}

function sendPageWith(
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: PageRenderer,
  url: string,
  data: CandidatesViewData,
  status: number,
) {
  reply.code(status).header('cache-control', 'private, no-store');
  return sendPage(reply, renderer, candidateRoute, request, url, data);
}
