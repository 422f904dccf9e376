import { questionId, type Ad } from '@joblane/ads';
import {
  applicationStatuses,
  candidateSorts,
  employerStatuses,
  getCandidate,
  listCandidates,
  noteLimit,
  seekerHistory,
  statusLabels,
  type ApplicationStatus,
  type Candidate,
  type CandidateDetail,
  type CandidateSort,
} from '@joblane/hiring';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import CandidatesPage, {
  type CandidateAnswer,
  type CandidateRow,
  type CandidatesViewData,
  type StatusOption,
} from './candidates.page.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { emptyQuerystring, ROUTE_PARAM_MAX_LENGTH, stringEnum } from '../../routing/schemas.ts';
import { hiringOf, keptResume } from '../applications/pageRoutes.ts';
import { organisationAd } from './pageRoutes.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { forgetReview } from '../../services/adReviews.ts';

const param = () => Type.String({ minLength: 1, maxLength: ROUTE_PARAM_MAX_LENGTH });

export const adParams = Type.Object({ id: param() });

export const applicationParams = Type.Object({ id: param(), applicationId: param() });

const listQuery = Type.Object(
  {
    status: Type.Optional(stringEnum(applicationStatuses)),
    sort: Type.Optional(stringEnum(candidateSorts)),
  },
  { additionalProperties: false },
);

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
export async function applicationData(
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
  if (candidate === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  // Its card says "Actively reviewing applicants" on this node's next view, not a minute later.
  if (request.method === 'GET') forgetReview(request, ad.id);
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

export const candidatesRoute = definePageRoute({
  id: 'candidates',
  path: '/employer/ads/:id',
  access: 'employer',
  schema: { querystring: listQuery, params: adParams },
  load: (request) => listData(request, request.params.id, request.query),
  head: listHead,
  page: CandidatesPage,
});

export const candidateRoute = definePageRoute({
  id: 'candidates',
  path: '/employer/ads/:id/applications/:applicationId',
  access: 'employer',
  schema: { querystring: emptyQuerystring, params: applicationParams },
  load: (request) => applicationData(request, request.params.id, request.params.applicationId),
  head: listHead,
  page: CandidatesPage,
});

export const candidateRoutes: readonly PageRoute[] = [candidatesRoute, candidateRoute];
