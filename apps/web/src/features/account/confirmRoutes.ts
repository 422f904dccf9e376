import { confirmWithPasskey, confirmWithPassword, passTwoStep } from '@joblane/accounts';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { FormState } from '../../components/AccountForm.tsx';
import { emptyForm } from '../../components/AccountForm.tsx';
import { formBody, text, type SchemaRequest, type TypeBoxApp } from '../../routing/schemas.ts';
import { client, redirect, renderPage } from './forms.ts';
import { confirmRoute, loadConfirm, safeNext } from './pageRoutes.ts';
import { PASSKEY_MESSAGES } from './passkeyRoutes.ts';

const passwordSchema = {
  body: formBody({ password: Type.Optional(text(1000)), next: Type.Optional(text(2000)) }),
};
const codeSchema = {
  body: formBody({ code: Type.Optional(text(100)), next: Type.Optional(text(2000)) }),
};
const passkeySchema = {
  body: Type.Object(
    { response: Type.Unknown(), next: Type.Optional(text(2000)) },
    { additionalProperties: false },
  ),
};

const confirmUrl = (next: string) => `/account/confirm?next=${encodeURIComponent(next)}`;

/** The confirm page again with the problem of the form that was sent. */
async function confirmProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  next: string,
  forms: { form?: FormState; codeForm?: FormState },
  status: number,
) {
  const data = { view: 'confirm', ...(await loadConfirm(request, next, forms)) } as const;
  return renderPage(
    request,
    reply,
    confirmRoute,
    confirmUrl(next),
    data,
    status,
    forms.codeForm ?? forms.form ?? emptyForm,
  );
}

function limited(reply: FastifyReply, seconds: number, field: string): FormState {
  reply.header('retry-after', seconds);
  return {
    values: {},
    errors: { [field]: `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minutes.` },
  };
}

/** `POST /account/confirm`: the password again; back to the change. */
async function confirmPassword(request: SchemaRequest<typeof passwordSchema>, reply: FastifyReply) {
  const next = safeNext(request.body.next);
  const { user, session } = request.viewer!;
  const result = await confirmWithPassword(request.server.accounts!, {
    userId: user.id,
    sessionId: session.id,
    password: request.body.password ?? '',
    ip: client(request).ip,
  });
  if (result.ok) return redirect(reply, next, 'confirmed');
  if (result.reason === 'rate-limited') {
    const form = limited(reply, result.retryAfterSeconds, 'password');
    return confirmProblem(request, reply, next, { form }, 429);
  }
  const form = { values: {}, errors: { password: 'That is not your password.' } };
  return confirmProblem(request, reply, next, { form }, 422);
}

/** `POST /account/confirm/code`: a code from the app (or a recovery code). */
async function confirmCode(request: SchemaRequest<typeof codeSchema>, reply: FastifyReply) {
  const next = safeNext(request.body.next);
  const { user, session } = request.viewer!;
  const result = await passTwoStep(request.server.accounts!, {
    userId: user.id,
    sessionId: session.id,
    code: request.body.code ?? '',
    ip: client(request).ip,
  });
  if (result.ok) return redirect(reply, next, 'confirmed');
  if (result.reason === 'rate-limited') {
    const codeForm = limited(reply, result.retryAfterSeconds, 'code');
    return confirmProblem(request, reply, next, { codeForm }, 429);
  }
  const codeForm = {
    values: {},
    errors: { code: 'That code is not right. Enter the 6 digits your app shows now.' },
  };
  return confirmProblem(request, reply, next, { codeForm }, 422);
}

/** `POST /account/confirm/passkey`: one of the viewer's passkeys (options: /signin/passkey/options). */
async function confirmPasskey(request: SchemaRequest<typeof passkeySchema>, reply: FastifyReply) {
  const { user, session } = request.viewer!;
  const result = await confirmWithPasskey(request.server.accounts!, request.server.relyingParty, {
    userId: user.id,
    sessionId: session.id,
    response: request.body.response,
    ip: client(request).ip,
  });
  if (result.ok) return redirect(reply, safeNext(request.body.next), 'confirmed');
  if (result.reason === 'rate-limited') {
    reply.header('retry-after', result.retryAfterSeconds);
    return reply.code(429).send({ error: PASSKEY_MESSAGES['rate-limited'] });
  }
  return reply.code(422).send({ error: PASSKEY_MESSAGES[result.reason] });
}

const signedIn = { access: 'signed-in' } as const;

/** Confirming a sign-in older than 10 minutes before a sensitive change. */
export function confirmRoutes(app: TypeBoxApp) {
  app.post('/account/confirm', { config: signedIn, schema: passwordSchema }, confirmPassword);
  app.post('/account/confirm/code', { config: signedIn, schema: codeSchema }, confirmCode);
  app.post('/account/confirm/passkey', { config: signedIn, schema: passkeySchema }, confirmPasskey);
}
