import {
  completeTwoStepSignIn,
  confirmTwoStep,
  disableTwoStep,
  passTwoStep,
  renewRecoveryCodes,
  startTwoStep,
  type CodeProblem,
} from '@joblane/accounts';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';

import type { FormState } from '../../components/AccountForm.tsx';
import { formBody, text, type SchemaRequest, type TypeBoxApp } from '../../routing/schemas.ts';
import { client, redirect, renderPage } from './forms.ts';
import { noticeNewDevice, sendSecurityNotice } from './securityMail.ts';
import { afterSignIn } from '../saved/saveIntent.ts';
import {
  landingAfterSignIn,
  loadTwoStep,
  safeNext,
  twoStepRoute,
  twoStepSignInRoute,
} from './pageRoutes.ts';

const codeSchema = {
  body: formBody({
    code: Type.Optional(text(100)),
    recovery: Type.Optional(text(100)),
    next: Type.Optional(text(2000)),
  }),
};
const startSchema = { body: formBody({ next: Type.Optional(text(2000)) }) };
const disableSchema = { body: formBody({ password: Type.Optional(text(1000)) }) };
const renewSchema = { body: formBody({ renewPassword: Type.Optional(text(1000)) }) };

type CodeRequest = SchemaRequest<typeof codeSchema>;

/** The typed code and the field it came from (the app's code, or a recovery code). */
function typedCode(body: CodeRequest['body']): { field: 'code' | 'recovery'; code: string } {
  return body.recovery !== undefined && body.recovery.trim() !== ''
    ? { field: 'recovery', code: body.recovery }
    : { field: 'code', code: body.code ?? '' };
}

/** The field's message for a refused code (the 429 status and Retry-After go with throttling). */
function codeProblem(
  reply: FastifyReply,
  field: string,
  problem: CodeProblem,
): { form: FormState; status: number } {
  if (problem.reason === 'rate-limited') {
    reply.header('retry-after', problem.retryAfterSeconds);
    const minutes = Math.ceil(problem.retryAfterSeconds / 60);
    return {
      form: {
        values: {},
        errors: { [field]: `Too many wrong codes. Try again in ${minutes} minutes.` },
      },
      status: 429,
    };
  }
  return {
    form: {
      values: {},
      errors: {
        [field]:
          field === 'recovery'
            ? 'That recovery code is not right, or it has been used. Check it and try again.'
            : 'That code is not right. Enter the 6 digits your app shows now.',
      },
    },
    status: 422,
  };
}

const twoStepUrl = (next: string) =>
  next === '/' ? '/account/two-step' : `/account/two-step?next=${encodeURIComponent(next)}`;

/** `POST /account/two-step/start`: a new secret to add to an app (pending until confirmed). */
async function startSetup(request: SchemaRequest<typeof startSchema>, reply: FastifyReply) {
  await startTwoStep(request.server.accounts!, request.viewer!.user);
  return redirect(reply, twoStepUrl(safeNext(request.body.next)));
}

/** `POST /account/two-step/confirm`: the first code turns it on; the recovery codes, once. */
async function confirmSetup(request: CodeRequest, reply: FastifyReply) {
  const { user, session } = request.viewer!;
  const next = safeNext(request.body.next);
  const result = await confirmTwoStep(request.server.accounts!, {
    userId: user.id,
    sessionId: session.id,
    code: request.body.code ?? '',
    ip: request.ip,
  });
  const url = twoStepUrl(next);
  if (result.ok) {
    await sendSecurityNotice(request, user, 'two-step-on');
    const data = {
      view: 'two-step',
      state: 'recovery-codes',
      recoveryCodes: result.recoveryCodes,
      next,
      form: { values: {}, errors: {} },
    } as const;
    return renderPage(request, reply, twoStepRoute, url, data, 200);
  }
  if (result.reason === 'not-started') return redirect(reply, url);
  const { form, status } = codeProblem(reply, 'code', result);
  const data = { view: 'two-step', ...(await loadTwoStep(request, next, form)) } as const;
  return renderPage(request, reply, twoStepRoute, url, data, status);
}

/** `POST /account/two-step/verify`: a signed-in session passes the code, and goes on. */
async function verifyCode(request: CodeRequest, reply: FastifyReply) {
  const { user, session } = request.viewer!;
  const next = safeNext(request.body.next);
  const { field, code } = typedCode(request.body);
  const result = await passTwoStep(request.server.accounts!, {
    userId: user.id,
    sessionId: session.id,
    code,
    ip: request.ip,
  });
  if (result.ok) return redirect(reply, next, 'two-step-passed');
  const { form, status } = codeProblem(reply, field, result);
  const data = { view: 'two-step', ...(await loadTwoStep(request, next, form)) } as const;
  return renderPage(request, reply, twoStepRoute, twoStepUrl(next), data, status);
}

/** `POST /account/two-step/disable`: off with the password; no session counts as two-step. */
async function turnOff(request: SchemaRequest<typeof disableSchema>, reply: FastifyReply) {
  const { user } = request.viewer!;
  const result = await disableTwoStep(request.server.accounts!, {
    userId: user.id,
    password: request.body.password ?? '',
    ip: request.ip,
  });
  if (result.ok) {
    await sendSecurityNotice(request, user, 'two-step-off');
    return redirect(reply, '/account/two-step', 'two-step-off');
  }
  const form: FormState =
    result.reason === 'rate-limited'
      ? codeProblem(reply, 'password', result).form
      : { values: {}, errors: { password: 'That is not your current password.' } };
  const data = { view: 'two-step', ...(await loadTwoStep(request, '/', form)) } as const;
  return renderPage(
    request,
    reply,
    twoStepRoute,
    '/account/two-step',
    data,
    result.reason === 'rate-limited' ? 429 : 422,
  );
}

/** `POST /account/two-step/recovery-codes`: new codes with the password, shown once. */
async function renewCodes(request: SchemaRequest<typeof renewSchema>, reply: FastifyReply) {
  const { user } = request.viewer!;
  const result = await renewRecoveryCodes(request.server.accounts!, {
    userId: user.id,
    password: request.body.renewPassword ?? '',
    ip: request.ip,
  });
  const url = '/account/two-step';
  if (result.ok) {
    const data = {
      view: 'two-step',
      state: 'recovery-codes',
      recoveryCodes: result.recoveryCodes,
      next: '/',
      form: { values: {}, errors: {} },
    } as const;
    return renderPage(request, reply, twoStepRoute, url, data, 200);
  }
  if (result.reason === 'not-on') return redirect(reply, url);
  const form: FormState =
    result.reason === 'rate-limited'
      ? codeProblem(reply, 'renewPassword', result).form
      : { values: {}, errors: { renewPassword: 'That is not your current password.' } };
  const data = { view: 'two-step', ...(await loadTwoStep(request, '/', form)) } as const;
  return renderPage(
    request,
    reply,
    twoStepRoute,
    url,
    data,
    result.reason === 'rate-limited' ? 429 : 422,
  );
}

/** `POST /signin/two-step`: the code after the password; the session starts here. */
async function signInWithCode(request: CodeRequest, reply: FastifyReply) {
  const next = safeNext(request.body.next);
  const { field, code } = typedCode(request.body);
  const result = await completeTwoStepSignIn(request.server.accounts!, {
    challenge: request.twoStepChallenge ?? '',
    code,
    ...client(request),
  });
  if (result.ok) {
    reply.twoStepChallenge(null);
    reply.startSession(result.secret);
    await noticeNewDevice(request, result.user);
    const after = await afterSignIn(request, result.user, next);
    return redirect(
      reply,
      landingAfterSignIn(after.to, result.user.role),
      after.notice ?? 'signed-in',
    );
  }
  const url = `/signin/two-step?next=${encodeURIComponent(next)}`;
  if (result.reason === 'expired') {
    reply.twoStepChallenge(null);
    const form = {
      values: {},
      errors: { [field]: 'This sign-in has expired. Sign in again with your password.' },
    };
    const data = { view: 'two-step-signin', form, next, expired: true } as const;
    return renderPage(request, reply, twoStepSignInRoute, url, data, 400);
  }
  const { form, status } = codeProblem(reply, field, result);
  const data = { view: 'two-step-signin', form, next, expired: false } as const;
  return renderPage(request, reply, twoStepSignInRoute, url, data, status);
}

/** Two-step sign-in: its settings (signed in) and the code step of signing in (anybody). */
export function twoStepRoutes(app: TypeBoxApp) {
  const signedIn = { config: { access: 'signed-in' as const } };
  // Changing two-step wants a sign-in or confirmation from the last 10 minutes.
  const fresh = { config: { access: 'signed-in' as const, fresh: '/account/two-step' } };
  app.post('/account/two-step/start', { ...fresh, schema: startSchema }, startSetup);
  app.post('/account/two-step/confirm', { ...signedIn, schema: codeSchema }, confirmSetup);
  app.post('/account/two-step/verify', { ...signedIn, schema: codeSchema }, verifyCode);
  app.post('/account/two-step/disable', { ...fresh, schema: disableSchema }, turnOff);
  app.post('/account/two-step/recovery-codes', { ...fresh, schema: renewSchema }, renewCodes);
  app.post('/signin/two-step', { schema: codeSchema }, signInWithCode);
}
