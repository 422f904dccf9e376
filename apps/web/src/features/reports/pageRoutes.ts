import type { Job } from '@joblane/jobs';
import {
  myReports,
  REPORT_DETAILS_MAX,
  reportsFor,
  type JobReport,
  type ModerationDb,
} from '@joblane/moderation';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import { emptyForm, type FormState } from '../../components/AccountForm.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring, idParams, stringEnum } from '../../routing/schemas.ts';
import { JOB_NOT_FOUND_MESSAGE } from '../search/jobRoute.ts';
import { reasonLabels } from './ReportForm.tsx';
import ReportPage, {
  type ReportJob,
  type ReportView,
  type ReportViewData,
} from './report.page.tsx';

/** Trust and safety's store; without the relational database there is nothing to report to. */
export function moderationOf(request: FastifyRequest): ModerationDb {
  const { moderation } = request.server;
  if (moderation === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return moderation;
}

export const reportJobOf = (job: Pick<Job, 'id' | 'title' | 'company'>): ReportJob => ({
  id: job.id,
  title: job.title,
  companyName: job.company.name,
});

export const reportViewOf = (report: JobReport, job: Job | undefined): ReportView => ({
  job: job === undefined ? null : reportJobOf(job),
  jobId: report.jobId,
  reasonLabel: reasonLabels[report.reason],
  details: report.details,
  reportedAt: report.reportedAt,
  decision: report.decision,
  decidedAt: report.decidedAt,
});

/** The job a report is about: 404 when unknown (an expired one is the caller's to answer). */
export async function jobToReport(request: FastifyRequest, id: string): Promise<Job> {
  const job = await request.server.jobs.getJob(id, { now: request.server.now() });
  if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
  return job;
}

/** The signed-in viewer's report of this job, if they sent one. */
export async function ownReport(request: FastifyRequest, job: Job): Promise<ReportView | null> {
  const userId = request.viewer?.user.id;
  if (userId === undefined) return null;
  const report = (await reportsFor(moderationOf(request), job.id)).find(
    (each) => each.userId === userId,
  );
  return report === undefined ? null : reportViewOf(report, job);
}

/**
 * The report page of a job: the form, what the signed-in viewer reported already (not an error),
 * or, for an expired job, that there is nothing to report (410).
 */
export async function reportPageData(
  request: FastifyRequest,
  jobId: string,
  form: FormState = emptyForm,
): Promise<ReportViewData> {
  // Without the relational database (a jobs-only site) nothing could take the report.
  moderationOf(request);
  const job = await jobToReport(request, jobId);
  const report = await ownReport(request, job);
  if (report !== null) return { view: 'reported', job: reportJobOf(job), report };
  if (job.status === 'expired') return { view: 'closed', job: reportJobOf(job) };
  return {
    view: 'form',
    job: reportJobOf(job),
    form,
    signedIn: request.viewer !== null,
    detailsLimit: REPORT_DETAILS_MAX,
  };
}

export function reportHead(data: ReportViewData) {
  if (data.view === 'mine') {
    return {
      title: 'Your reports · Joblane',
      description: 'The jobs you reported on Joblane, with what a moderator decided.',
    };
  }
  return {
    title:
      data.view === 'sent'
        ? `Report received: ${data.job.title} · Joblane`
        : `Report ${data.job.title} · Joblane`,
    description: `Report the ${data.job.title} ad at ${data.job.companyName} to Joblane's moderators.`,
  };
}

/** `/job/:id/report`: anyone may report, signed in or not (signed out it costs more, see the POST). */
export const reportRoute = definePageRoute({
  id: 'report',
  path: '/job/:id/report',
  schema: { querystring: emptyQuerystring, params: idParams },
  load: (request) => reportPageData(request, request.params.id),
  head: reportHead,
  status: (data) => (data.view === 'closed' ? 410 : 200),
  page: ReportPage,
});

/** `/job/:id/report/sent`: where a sent report leads (303 after the POST). */
export const reportSentRoute = definePageRoute({
  id: 'report',
  path: '/job/:id/report/sent',
  schema: {
    querystring: Type.Object(
      { already: Type.Optional(stringEnum(['1'])) },
      { additionalProperties: false },
    ),
    params: idParams,
  },
  async load(request): Promise<ReportViewData> {
    const job = await jobToReport(request, request.params.id);
    return {
      view: 'sent',
      job: reportJobOf(job),
      signedIn: request.viewer !== null,
      already: request.query.already === '1',
      report: await ownReport(request, job),
    };
  },
  head: reportHead,
  page: ReportPage,
});

/** `/account/reports`: the signed-in person's reports, newest first, with each decision. */
export const myReportsRoute = definePageRoute({
  id: 'report',
  path: '/account/reports',
  access: 'signed-in',
  schema: { querystring: emptyQuerystring },
  async load(request): Promise<ReportViewData> {
    const reports = await myReports(moderationOf(request), request.viewer!.user.id);
    const now = request.server.now();
    const jobs = await Promise.all(
      reports.map((report) => request.server.jobs.getJob(report.jobId, { now })),
    );
    return {
      view: 'mine',
      reports: reports.map((report, index) => reportViewOf(report, jobs[index])),
    };
  },
  head: reportHead,
  page: ReportPage,
});

export const reportRoutes: readonly PageRoute[] = [reportRoute, reportSentRoute, myReportsRoute];
