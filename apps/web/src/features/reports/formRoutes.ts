import { isIPv4, isIPv6 } from 'node:net';

import {
  REPORT_DETAILS_MAX,
  reportMessages,
  reportReasons,
  type Reporter,
} from '@joblane/moderation';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';

import type { FormState } from '../../components/AccountForm.tsx';
import { formWantsJson, sendPage } from '../../routing/pageResponse.ts';
import { formBody, idParams, text, type SchemaRequest } from '../../routing/schemas.ts';
import { reportJobAndHide } from '../../services/moderation.ts';
import { jobToReport, moderationOf, reportPageData, reportRoute } from './pageRoutes.ts';
import { reportPath } from './ReportForm.tsx';

/**
 * Budget units a signed-out report spends on top of its request's (a page's 1), from the same
 * per-address bucket as every request (`CLIENT_BUDGET`, 600 a minute by default): about six
 * signed-out reports a minute from one address, so nobody fills the moderators' queue by script.
 */
export const SIGNED_OUT_REPORT_COST = 100;

export const CONFIRM_MESSAGE = 'Tick the box to confirm your report is true.';

/**
 * Who a signed-out reporter is: their address, the only thing about them the server can vouch
 * for (a cookie or a browser's header is theirs to change, so one person could send "three
 * distinct" reports and hide any job). IPv6 counts by its /64, which one person's line holds
 * whole. Kept hashed by the store. People behind one address share one report per job.
 */
export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped !== undefined) return `ip:${mapped}`;
  if (isIPv4(ip) || !isIPv6(ip)) return `ip:${ip}`;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `ip:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/u, ''))
    .join(':')}::/64`;
}

/**
 * Every problem of the form at once, in the store's words (the store checks the reason and the
 * details again; this only lets the form name them all together).
 */
function formProblems(
  values: { reason: string; details: string; confirm: string },
  signedIn: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(reportReasons as readonly string[]).includes(values.reason)) {
    errors.reason = reportMessages['unknown-reason'];
  }
  if (values.details.trim().length > REPORT_DETAILS_MAX) {
    errors.details = reportMessages['details-too-long'];
  }
  if (!signedIn && values.confirm !== 'yes') errors.confirm = CONFIRM_MESSAGE;
  return errors;
}

const reportSchema = {
  params: idParams,
  // Longer details than the store keeps pass here, so the form can say what is wrong.
  body: formBody({
    reason: Type.Optional(text(100)),
    details: Type.Optional(text(20_000)),
    confirm: Type.Optional(text(10)),
  }),
};

type ReportRequest = SchemaRequest<typeof reportSchema>;

/** The form again, with its problems (for a script, just them), at `status`. */
async function showForm(
  request: ReportRequest,
  reply: FastifyReply,
  form: FormState,
  status: number,
) {
  reply.code(status).header('cache-control', 'private, no-store');
  if (formWantsJson(request)) return reply.send({ form });
  const data = await reportPageData(request, request.params.id, form);
  return sendPage(
    reply,
    request.server.renderer,
    reportRoute,
    request,
    reportPath(request.params.id),
    data,
  );
}

/** After the report (or one sent before): the confirmation, or for a script where it is. */
function sent(request: ReportRequest, reply: FastifyReply, already: boolean) {
  const to = `${reportPath(request.params.id)}/sent${already ? '?already=1' : ''}`;
  if (formWantsJson(request)) return reply.send({ redirect: to });
  return reply.redirect(to, 303);
}

/**
 * `POST /job/:id/report`: a report stored (the third distinct one hides the job from search on
 * every node, see `reportJobAndHide`). Signed out, it spends more of the client's budget and
 * needs its confirmation box. Problems answer 400 with the form again; an expired job 410.
 */
async function reportJobListing(request: ReportRequest, reply: FastifyReply) {
  const moderation = moderationOf(request);
  const job = await jobToReport(request, request.params.id);
  const signedIn = request.viewer !== null;
  const values = {
    reason: request.body?.reason ?? '',
    details: request.body?.details ?? '',
    confirm: request.body?.confirm ?? '',
  };
  if (job.status === 'expired') {
    reply.code(410).header('cache-control', 'private, no-store');
    const data = await reportPageData(request, job.id);
    if (formWantsJson(request)) return reply.send({ redirect: reportPath(job.id) });
    return sendPage(reply, request.server.renderer, reportRoute, request, reportPath(job.id), data);
  }
  if (!signedIn) {
    const waitSeconds = request.server.spendClientBudget(request, SIGNED_OUT_REPORT_COST);
    if (waitSeconds > 0) {
      reply.header('retry-after', waitSeconds);
      const message = `You have sent several reports in a short time. Wait ${waitSeconds} seconds and send it again, or sign in.`;
      return showForm(request, reply, { values, errors: { form: message } }, 429);
    }
  }
  const errors = formProblems(values, signedIn);
  if (Object.keys(errors).length > 0) return showForm(request, reply, { values, errors }, 400);
  const reporter: Reporter = signedIn
    ? { userId: request.viewer!.user.id }
    : { clientKey: clientKeyOf(request.ip) };
  const answer = await reportJobAndHide(
    {
      moderation,
      jobWrites: request.server.jobWrites,
      jobs: request.server.jobs,
      ads: request.server.ads,
      accounts: request.server.accounts,
      now: request.server.now,
    },
    { jobId: job.id, reporter, reason: values.reason, details: values.details },
  );
  if (answer.ok) {
    if (answer.hidden === true) {
      request.log.info({ jobId: job.id }, 'reports: a job reached the threshold and left search');
    }
    return sent(request, reply, false);
  }
  if (answer.problem === 'already-reported') {
    // Signed in, the report page shows what they sent; signed out, the confirmation says so.
    if (!signedIn) return sent(request, reply, true);
    if (formWantsJson(request)) return reply.send({ redirect: reportPath(job.id) });
    return reply.redirect(reportPath(job.id), 303);
  }
  const field = answer.problem === 'unknown-reason' ? 'reason' : 'details';
  return showForm(request, reply, { values, errors: { [field]: answer.message } }, 400);
}

/**
 * The POST side of reporting: a plain form that redirects (303) to its confirmation; a request
 * from the page's script (`Accept: application/json`) gets JSON. Anyone may report (no `access`).
 */
export const reportFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/job/:id/report', { schema: reportSchema }, reportJobListing);
};
