import { domainVerificationMessages, type TxtResolver } from '@joblane/moderation';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { FormAnswer, FormState } from '../../components/AccountForm.tsx';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { formWantsJson, sendPage } from '../../routing/pageResponse.ts';
import { emptyQuerystring, formBody, text, type SchemaRequest } from '../../routing/schemas.ts';
import {
  checkDnsRecord,
  completeFromLink,
  dnsProblemMessage,
  mailVerificationLink,
  verificationStatus,
} from './service.ts';
import VerificationPage, { type VerificationViewData } from './verification.page.tsx';

/** A link's token: 43 base64url characters as moderation makes them, with room to spare. */
const linkToken = () => Type.Optional(text(200));
const head = () => ({
  title: 'Verified employer · Joblane',
  description: 'Prove that your organisation controls its website’s domain.',
});

export const verificationRoute = definePageRoute({
  id: 'verification',
  path: '/employer/verify',
  access: 'employer',
  schema: { querystring: emptyQuerystring },
  load: (request) => verificationStatus(request),
  head,
  page: VerificationPage,
});

/** The mailed link: opening it changes nothing (mail scanners open links); its button does. */
export const confirmVerificationRoute = definePageRoute({
  id: 'verification',
  path: '/employer/verify/confirm',
  schema: { querystring: Type.Object({ token: linkToken() }, { additionalProperties: false }) },
  load: (request): VerificationViewData => ({
    view: 'confirm',
    token: request.query.token ?? '',
    outcome: null,
  }),
  head,
  page: VerificationPage,
});

export const verificationRoutes: readonly PageRoute[] = [
  verificationRoute,
  confirmVerificationRoute,
];

/** The status page again with a form's problem (or, for a script, just the form's answer). */
async function statusWithProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  forms: { emailForm?: FormState; dnsForm?: FormState },
) {
  reply.code(status).header('cache-control', 'private, no-store');
  const form = forms.emailForm ?? forms.dnsForm!;
  if (formWantsJson(request)) return reply.send({ form } satisfies FormAnswer);
  const data = await verificationStatus(request, forms);
  return sendPage(
    reply,
    request.server.renderer,
    verificationRoute,
    request,
    '/employer/verify',
    data,
  );
}

function done(reply: FastifyReply, notice: 'domain-verification-sent' | 'employer-verified') {
  reply.notify(notice);
  if (formWantsJson(reply.request)) return reply.send({ redirect: '/employer/verify' });
  return reply.redirect('/employer/verify', 303);
}

const emailSchema = { body: formBody({ email: Type.Optional(text(320)) }) };
const dnsSchema = { body: formBody({}) };
const confirmSchema = { body: formBody({ token: linkToken() }) };

/** `POST /employer/verify/email`: a link mailed to an address at the website's domain. */
async function emailVerificationLink(
  request: SchemaRequest<typeof emailSchema>,
  reply: FastifyReply,
) {
  const email = request.body.email ?? '';
  const started = await mailVerificationLink(request, email);
  if (started.ok) return done(reply, 'domain-verification-sent');
  return statusWithProblem(request, reply, 400, {
    emailForm: { values: { email }, errors: { email: started.message } },
  });
}

/** `POST /employer/verify/dns`: the TXT record looked up, and the organisation verified by it. */
function checkDns(resolver: TxtResolver) {
  return async function checkDnsRecordOf(request: FastifyRequest, reply: FastifyReply) {
    const checked = await checkDnsRecord(request, resolver);
    if (checked.ok) return done(reply, 'employer-verified');
    const { domain } = await verificationStatus(request);
    return statusWithProblem(request, reply, 422, {
      dnsForm: { values: {}, errors: { dns: dnsProblemMessage(checked.problem, domain) } },
    });
  };
}

/** `POST /employer/verify/confirm`: the mailed link's button; 400 when it is spent or unknown. */
async function confirmVerification(
  request: SchemaRequest<typeof confirmSchema>,
  reply: FastifyReply,
) {
  const token = request.body.token ?? '';
  const completed = token === '' ? null : await completeFromLink(request, token);
  const outcome =
    completed === null
      ? { ok: false as const, message: domainVerificationMessages.invalid }
      : completed.ok
        ? {
            ok: true as const,
            organisationName: completed.organisationName,
            domain: completed.domain,
          }
        : { ok: false as const, message: completed.message };
  reply.code(outcome.ok ? 200 : 400).header('cache-control', 'private, no-store');
  return sendPage(
    reply,
    request.server.renderer,
    confirmVerificationRoute,
    request,
    '/employer/verify/confirm',
    { view: 'confirm', token: '', outcome } satisfies VerificationViewData,
  );
}

const employer = { access: 'employer' } as const;

/** The forms of `/employer/verify` and the mailed link's button. */
export function verificationFormRoutes(resolver: TxtResolver): FastifyPluginAsyncTypebox {
  return async function verificationForms(app) {
    app.post(
      '/employer/verify/email',
      { config: employer, schema: emailSchema },
      emailVerificationLink,
    );
    app.post('/employer/verify/dns', { config: employer, schema: dnsSchema }, checkDns(resolver));
    app.post('/employer/verify/confirm', { schema: confirmSchema }, confirmVerification);
  };
}
