import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { sendPage } from '../../routing/pageResponse.ts';
import { formBody, idParams, stringEnum, text, type SchemaRequest } from '../../routing/schemas.ts';
import {
  approveAd,
  keepJob,
  rejectAd,
  reinstateOrganisation,
  suspendOrganisation,
  takeDownJob,
  type DecisionProblem,
  type DecisionWorkflows,
} from '../../services/moderatorDecisions.ts';
import { REASON_LIMIT, adminPaths, type AdminViewData } from './admin.page.tsx';
import {
  adminStores,
  adminView,
  heldAdView,
  organisationView,
  reportedJobView,
  waiting,
} from './pageRoutes.ts';

/** A decision on the record at `:id`: one of `decisions`, with the moderator's reason. */
const decisionSchema = <const Decisions extends readonly string[]>(decisions: Decisions) => ({
  params: idParams,
  body: formBody({
    decision: stringEnum(decisions),
    // Longer reasons come back as the field's message; only absurd bodies are refused.
    reason: Type.Optional(text(20_000)),
  }),
});

const adDecisionSchema = decisionSchema(['approve', 'reject']);
const jobDecisionSchema = decisionSchema(['keep', 'take-down']);
const organisationDecisionSchema = decisionSchema(['suspend', 'reinstate']);

/** The decision workflows with what the request's server holds. */
function workflowsOf(request: FastifyRequest): DecisionWorkflows {
  const { server } = request;
  const { moderation, ads, accounts } = adminStores(request);
  return {
    ads,
    accounts,
    moderation,
    hiring: server.hiring,
    jobWrites: server.jobWrites,
    now: server.now,
    jobs: server.jobs,
    typicalPay: (subClassification) =>
      server.jobs.typicalPay(subClassification, { now: server.now() }),
  };
}

/** The reason as the moderator typed it: trimmed; a problem when it is needed and missing, or too long. */
function reasonOf(
  body: { reason?: string },
  required: boolean,
): { problem: string } | { reason: string | null } {
  const reason = (body.reason ?? '').trim();
  if (required && reason === '') return { problem: 'Write the reason: it goes in the audit log.' };
  if ([...reason].length > REASON_LIMIT) {
    return { problem: `Keep the reason to ${REASON_LIMIT} characters or fewer.` };
  }
  return { reason: reason === '' ? null : reason };
}

/** The page again (400) with the form's problem at its field and the text as typed. */
function showProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  data: AdminViewData,
) {
  reply.code(400);
  return sendPage(reply, request.server.renderer, adminView, request, url, data);
}

function decided(result: { ok: true } | DecisionProblem): void {
  if (result.ok) return;
  if (result.problem === 'not-found') throw httpError(404, NOT_FOUND_MESSAGE);
  throw httpError(409, result.message);
}

/** `POST /admin/ads/:id/decision`: approve or reject a held ad. */
async function decideAd(request: SchemaRequest<typeof adDecisionSchema>, reply: FastifyReply) {
  const { id } = request.params;
  const moderatorId = request.viewer!.user.id;
  const { decision } = request.body;
  const reason = reasonOf(request.body, decision === 'reject');
  if ('problem' in reason) {
    const ad = await heldAdView(request, id);
    const problem = { form: decision, message: reason.problem, value: request.body.reason ?? '' };
    return showProblem(request, reply, adminPaths.ad(id), {
      view: 'ad',
      waiting: await waiting(adminStores(request).moderation),
      problem,
      ad,
    });
  }
  const workflows = workflowsOf(request);
  if (decision === 'approve') {
    decided(await approveAd(workflows, id, moderatorId));
    reply.notify('ad-approved');
  } else {
    decided(await rejectAd(workflows, id, moderatorId, reason.reason!));
    reply.notify('ad-rejected');
  }
  return reply.redirect(adminPaths.queue, 303);
}

/** `POST /admin/jobs/:id/decision`: keep a reported job, or take it down. */
async function decideJob(request: SchemaRequest<typeof jobDecisionSchema>, reply: FastifyReply) {
  const { id } = request.params;
  const moderatorId = request.viewer!.user.id;
  const { decision } = request.body;
  const reason = reasonOf(request.body, decision === 'take-down');
  if ('problem' in reason) {
    const job = await reportedJobView(request, id);
    const problem = { form: decision, message: reason.problem, value: request.body.reason ?? '' };
    return showProblem(request, reply, adminPaths.job(id), {
      view: 'job',
      waiting: await waiting(adminStores(request).moderation),
      problem,
      job,
    });
  }
  const workflows = workflowsOf(request);
  if (decision === 'keep') {
    decided(await keepJob(workflows, id, moderatorId, reason.reason));
    reply.notify('reports-dismissed');
  } else {
    decided(await takeDownJob(workflows, id, moderatorId, reason.reason!));
    reply.notify('job-taken-down');
  }
  return reply.redirect(adminPaths.reports, 303);
}

/** `POST /admin/organisations/:id/decision`: suspend or reinstate an organisation. */
async function decideOrganisation(
  request: SchemaRequest<typeof organisationDecisionSchema>,
  reply: FastifyReply,
) {
  const { id } = request.params;
  const moderatorId = request.viewer!.user.id;
  const { decision } = request.body;
  const reason = reasonOf(request.body, true);
  if ('problem' in reason) {
    const organisation = await organisationView(request, id);
    const problem = { form: decision, message: reason.problem, value: request.body.reason ?? '' };
    return showProblem(request, reply, adminPaths.organisation(id), {
      view: 'organisation',
      waiting: await waiting(adminStores(request).moderation),
      problem,
      organisation,
    });
  }
  const workflows = workflowsOf(request);
  if (decision === 'suspend') {
    decided(await suspendOrganisation(workflows, id, moderatorId, reason.reason!));
    reply.notify('organisation-suspended');
  } else {
    decided(await reinstateOrganisation(workflows, id, moderatorId, reason.reason!));
    reply.notify('organisation-reinstated');
  }
  return reply.redirect(adminPaths.organisation(id), 303);
}

/**
 * The moderators' decisions: plain forms that redirect after success, each answered 404 to
 * anyone who is not a moderator (the `moderator` access), like the pages.
 */
export const adminFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'moderator' } as const;
  app.post('/admin/ads/:id/decision', { config, schema: adDecisionSchema }, decideAd);
  app.post('/admin/jobs/:id/decision', { config, schema: jobDecisionSchema }, decideJob);
  app.post(
    '/admin/organisations/:id/decision',
    { config, schema: organisationDecisionSchema },
    decideOrganisation,
  );
};
