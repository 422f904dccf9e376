import { getOrganisationBySlug } from '@joblane/accounts';
import { companyKeyOf, companySlugPattern } from '@joblane/jobs';
import { blockCompany, hideJob, unblockCompany, unhideJob } from '@joblane/seekers';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { httpError } from '../../routing/httpError.ts';
import { formWantsJson } from '../../routing/pageResponse.ts';
import {
  formBody,
  ROUTE_PARAM_MAX_LENGTH,
  stringEnum,
  text,
  type SchemaRequest,
} from '../../routing/schemas.ts';
import { JOB_NOT_FOUND_MESSAGE } from '../search/jobRoute.ts';
import { safeReturnTo } from './pageRoutes.ts';
import { seekersOf } from './saving.ts';

/**
 * What a hiding form's script gets back: what to say, and the form that undoes it (its action
 * and fields), so the toast's Undo sends exactly that.
 */
export interface HideAnswer {
  message: string;
  undo: { action: string; fields: Record<string, string> };
}

const COMPANY_NOT_FOUND = 'We could not find that employer.';

const blockSchema = {
  body: formBody({
    /** Block the employer of this job (a card, the job page). */
    job: Type.Optional(text(ROUTE_PARAM_MAX_LENGTH)),
    /** Block the organisation with this slug (its company page). */
    company: Type.Optional(text(80)),
    returnTo: Type.Optional(text(2000)),
  }),
};
const unblockSchema = {
  body: formBody({
    /** The organisation's key (`companyKeyOf`), as `/account` and the Undo send it. */
    company: Type.Optional(text(200)),
    returnTo: Type.Optional(text(2000)),
  }),
};
const cardSchema = {
  body: formBody({
    /** Which button of a card's menu was pressed: hide the job, or block its employer. */
    hide: Type.Optional(stringEnum(['job', 'company'])),
    job: Type.Optional(text(ROUTE_PARAM_MAX_LENGTH)),
    returnTo: Type.Optional(text(2000)),
  }),
};
const jobSchema = {
  params: Type.Object({
    jobId: Type.String({ minLength: 1, maxLength: ROUTE_PARAM_MAX_LENGTH }),
  }),
  body: formBody({ returnTo: Type.Optional(text(2000)) }),
};

/** The organisation a block form names: a job's employer, or an organisation's page. */
async function companyToBlock(
  request: SchemaRequest<typeof blockSchema> | SchemaRequest<typeof cardSchema>,
): Promise<{ key: string; name: string }> {
  const body = request.body ?? {};
  const jobId = body.job;
  const slug = 'company' in body ? body.company : undefined;
  if (jobId !== undefined && jobId !== '') {
    const job = await request.server.jobs.getJob(jobId, { now: request.server.now() });
    if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
    return { key: companyKeyOf(job.company), name: job.company.name };
  }
  if (slug !== undefined && companySlugPattern.test(slug)) {
    const organisation = await getOrganisationBySlug(request.server.accounts!, slug);
    if (organisation !== undefined) return { key: organisation.slug, name: organisation.name };
  }
  throw httpError(404, COMPANY_NOT_FOUND);
}

/** After a hiding form: its script gets what to say and how to undo it, a plain form goes back. */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  returnTo: string | undefined,
  notice: Parameters<FastifyReply['notify']>[0],
  json: HideAnswer | { message: string },
) {
  reply.header('cache-control', 'private, no-store');
  if (formWantsJson(request)) return reply.send(json);
  reply.notify(notice);
  return reply.redirect(safeReturnTo(returnTo, '/jobs'), 303);
}

/** `POST /hidden/companies`: the employer's jobs leave this seeker's results, alerts and similar jobs. */
async function blockEmployer(
  request: SchemaRequest<typeof blockSchema> | SchemaRequest<typeof cardSchema>,
  reply: FastifyReply,
) {
  const company = await companyToBlock(request);
  const result = await blockCompany(seekersOf(request), request.viewer!.user.id, company);
  if (!result.ok) throw httpError(result.problem === 'limit' ? 409 : 400, result.message);
  return answer(request, reply, request.body?.returnTo, 'company-blocked', {
    message: `Jobs from ${company.name} are hidden`,
    undo: { action: '/hidden/companies/delete', fields: { company: company.key } },
  });
}

/** `POST /hidden/companies/delete`: the employer's jobs show again. */
async function unblockEmployer(request: SchemaRequest<typeof unblockSchema>, reply: FastifyReply) {
  const key = request.body?.company ?? '';
  if (key === '') throw httpError(404, COMPANY_NOT_FOUND);
  await unblockCompany(seekersOf(request), request.viewer!.user.id, key);
  return answer(request, reply, request.body?.returnTo, 'company-unblocked', {
    message: 'Jobs from that employer show again',
  });
}

/** "Not interested": the job leaves this seeker's results. */
async function hideOneJob(
  request: FastifyRequest,
  reply: FastifyReply,
  jobId: string,
  returnTo: string | undefined,
) {
  const job = await request.server.jobs.getJob(jobId, { now: request.server.now() });
  if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
  const result = await hideJob(seekersOf(request), request.viewer!.user.id, jobId);
  if (!result.ok) throw httpError(result.problem === 'limit' ? 409 : 400, result.message);
  return answer(request, reply, returnTo, 'job-hidden', {
    message: `${job.title} is hidden`,
    undo: { action: `/hidden/jobs/${encodeURIComponent(jobId)}/delete`, fields: {} },
  });
}

/** `POST /hidden`: a card's menu: "Not interested" in its job, or block its employer. */
async function hideFromCard(request: SchemaRequest<typeof cardSchema>, reply: FastifyReply) {
  const { hide, job, returnTo } = request.body ?? {};
  if (job === undefined || job === '') throw httpError(404, JOB_NOT_FOUND_MESSAGE);
  if (hide === 'company') return blockEmployer(request, reply);
  return hideOneJob(request, reply, job, returnTo);
}

/** `POST /hidden/jobs/:jobId/delete`: the job shows again. */
async function interestedAgain(request: SchemaRequest<typeof jobSchema>, reply: FastifyReply) {
  await unhideJob(seekersOf(request), request.viewer!.user.id, request.params.jobId);
  return answer(request, reply, request.body?.returnTo, 'job-unhidden', {
    message: 'The job shows again',
  });
}

/**
 * A seeker's hiding forms: a card's menu (`/hidden`), block or unblock an employer, "Not
 * interested" in a job or not any more. Plain forms that redirect (303) back to `returnTo`; a request from the page's script
 * (`Accept: application/json`) gets `HideAnswer` instead. Seekers only (employers get 404,
 * signed-out visitors 401).
 */
export const hidingFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'seeker' } as const;
  app.post('/hidden', { config, schema: cardSchema }, hideFromCard);
  app.post('/hidden/companies', { config, schema: blockSchema }, blockEmployer);
  app.post('/hidden/companies/delete', { config, schema: unblockSchema }, unblockEmployer);
  app.post('/hidden/jobs/:jobId/delete', { config, schema: jobSchema }, interestedAgain);
};
