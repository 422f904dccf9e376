import {
  applicationJob,
  findApplicationForJob,
  getApplication,
  listApplications,
  listKeptResumes,
  rememberedAnswers,
  resumeTypes,
  statusLabels,
  type Application,
  type Hiring,
  type Resume,
} from '@joblane/hiring';
import type { Job } from '@joblane/jobs';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import ApplicationsPage, {
  type ApplicationsFilter,
  type ApplicationsViewData,
  type ApplicationView,
  type ApplyFormState,
  type ApplyJob,
  type KeptResume,
} from './applications.page.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import {
  emptyQuerystring,
  idParams,
  ROUTE_PARAM_MAX_LENGTH,
  stringEnum,
} from '../../routing/schemas.ts';
import { JOB_NOT_FOUND_MESSAGE } from '../search/jobRoute.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';

export function hiringOf(request: FastifyRequest): Hiring {
  const hiring = request.server.hiring;
  if (hiring === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return hiring;
}

const sizeFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** `240 KB`, `1.2 MB`. */
export function sizeLabel(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

export const keptResume = (resume: Resume): KeptResume => ({
  id: resume.id,
  name: resume.name,
  typeLabel: resumeTypes[resume.mediaType].label,
  sizeLabel: sizeLabel(resume.size),
});

export function applicationView(application: Application): ApplicationView {
  return {
    id: application.id,
    jobId: application.jobId,
    jobTitle: application.jobTitle,
    companyName: application.companyName,
    appliedAt: application.appliedAt,
    status: application.status,
    statusLabel: statusLabels[application.status],
    history: application.history.map((event) => ({
      ...event,
      label: statusLabels[event.status],
    })),
    resume: application.resume === null ? null : keptResume(application.resume),
    active: application.active,
    canWithdraw: application.canWithdraw,
    ...(application.noDecisionYet ? { noDecisionYet: true } : {}),
  };
}

/** 409: an application that is over (Hired, Withdrawn, Ad closed) has nothing to withdraw. */
export const cannotWithdraw = (application: Application) =>
  httpError(
    409,
    `Your application for ${application.jobTitle} is over (${statusLabels[application.status]}), so there is nothing to withdraw.`,
  );

export const applyJobOf = (job: Job): ApplyJob => ({
  id: job.id,
  title: job.title,
  companyName: job.company.name,
  locationLabel: job.location.label,
  questions: job.howToApply.onJoblane?.questions ?? [],
});

/**
 * The job a seeker applies for: unknown jobs and jobs that do not take applications on Joblane
 * answer 404 (they keep their own way to apply).
 */
export async function jobToApplyFor(request: FastifyRequest, id: string) {
  const job = await request.server.jobs.getJob(id, { now: request.server.now() });
  if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
  const terms = applicationJob(job);
  if (terms === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return { job, terms };
}

export const emptyApplyForm: ApplyFormState = {
  coverLetter: '',
  answers: {},
  resume: null,
  errors: {},
};

/**
 * The form's state with what the seeker's profile offers: their kept résumés to choose from and
 * which questions hold an answer they gave before. A new form (Quick Apply) starts from the
 * profile: the default résumé chosen, earlier answers to the same questions filled in.
 */
export async function withProfile(
  hiring: Hiring,
  seekerId: string,
  job: Job,
  state: ApplyFormState,
  start = false,
): Promise<ApplyFormState> {
  const questions = job.howToApply.onJoblane?.questions ?? [];
  const kept = await listKeptResumes(hiring, seekerId);
  const earlier = await rememberedAnswers(hiring, seekerId, questions);
  const chosen = kept.find((resume) => resume.isDefault) ?? kept[0];
  const answers = start ? { ...earlier, ...state.answers } : state.answers;
  return {
    ...state,
    answers,
    resume:
      start && state.resume === null && chosen !== undefined ? keptResume(chosen) : state.resume,
    storedResumes: kept.map(keptResume),
    remembered: Object.keys(earlier).filter((id) => answers[id] === earlier[id]),
  };
}

/** The apply page for a job: the form, the application already sent, or closed (410). */
export async function applyPageData(
  request: FastifyRequest,
  jobId: string,
  form: ApplyFormState = emptyApplyForm,
): Promise<ApplicationsViewData> {
  const hiring = hiringOf(request);
  const { job } = await jobToApplyFor(request, jobId);
  // Only a seeker can have applied (a closed job's page is open to everyone: `openToAll`).
  const viewer = request.viewer?.user.role === 'seeker' ? request.viewer : null;
  const applied =
    viewer === null ? undefined : await findApplicationForJob(hiring, viewer.user.id, job.id);
  if (applied !== undefined)
    return { view: 'applied', job: applyJobOf(job), application: applicationView(applied) };
  if (job.status === 'expired')
    return { view: 'closed', job: { id: job.id, title: job.title, companyName: job.company.name } };
  if (viewer === null) throw httpError(404, NOT_FOUND_MESSAGE);
  // An ad's apply form opened (not shown again with problems) is an apply start.
  if (job.company.slug !== undefined && form === emptyApplyForm) {
    request.server.adCounts?.count(job.id, 'applyStarts');
  }
  const start = form === emptyApplyForm;
  return {
    view: 'apply',
    job: applyJobOf(job),
    form: await withProfile(hiring, viewer.user.id, job, form, start),
  };
}

function applicationsHead(data: ApplicationsViewData) {
  switch (data.view) {
    case 'list':
      return {
        title: 'Your applications · Joblane',
        description: 'The jobs you applied for on Joblane, with the status of each.',
      };
    case 'withdraw':
      return {
        title: `Withdraw your application for ${data.application.jobTitle} · Joblane`,
        description: 'Withdraw a job application.',
      };
    case 'applied':
      return {
        title: `Your application for ${data.job.title} · Joblane`,
        description: `Your application for ${data.job.title} at ${data.job.companyName}.`,
      };
    default:
      return {
        title: `Apply for ${data.job.title} · Joblane`,
        description: `Apply for ${data.job.title} at ${data.job.companyName} on Joblane.`,
      };
  }
}

export const applyRoute = definePageRoute({
  id: 'applications',
  path: '/job/:id/apply',
  access: 'seeker',
  schema: { querystring: emptyQuerystring, params: idParams },
  // Only an open job's form needs a seeker: an unknown job, one that takes no applications
  // here, or a closed one answers everyone the same (404, 404, 410 as its job page does).
  async openToAll(request) {
    const { id } = request.params as { id?: unknown };
    if (typeof id !== 'string' || id.length > ROUTE_PARAM_MAX_LENGTH) return false;
    const job = await request.server.jobs.getJob(id, { now: request.server.now() });
    return job === undefined || applicationJob(job) === undefined || job.status === 'expired';
  },
  load: (request) => applyPageData(request, request.params.id),
  head: applicationsHead,
  status: (data) => (data.view === 'closed' ? 410 : 200),
  page: ApplicationsPage,
});

const filters: readonly ApplicationsFilter[] = ['all', 'active', 'closed'];

export const applicationsRoute = definePageRoute({
  id: 'applications',
  path: '/applications',
  access: 'seeker',
  schema: {
    querystring: Type.Object(
      { show: Type.Optional(stringEnum(['active', 'closed'])) },
      { additionalProperties: false },
    ),
  },
  async load(request): Promise<ApplicationsViewData> {
    const filter = filters.find((value) => value === request.query.show) ?? 'all';
    const applications = await listApplications(hiringOf(request), request.viewer!.user.id, filter);
    return { view: 'list', filter, applications: applications.map(applicationView) };
  },
  head: applicationsHead,
  page: ApplicationsPage,
});

export const withdrawRoute = definePageRoute({
  id: 'applications',
  path: '/applications/:id/withdraw',
  access: 'seeker',
  schema: { querystring: emptyQuerystring, params: idParams },
  async load(request): Promise<ApplicationsViewData> {
    const application = await getApplication(
      hiringOf(request),
      request.viewer!.user.id,
      request.params.id,
    );
    if (application === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
    if (!application.canWithdraw) throw cannotWithdraw(application);
    return { view: 'withdraw', application: applicationView(application) };
  },
  head: applicationsHead,
  page: ApplicationsPage,
});

export const applicationRoutes: readonly PageRoute[] = [
  applyRoute,
  applicationsRoute,
  withdrawRoute,
];
