import {
  addPasskey,
  countPasskeyRequest,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  passkeySignUpOptions,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  signUpWithPasskey,
  type PasskeyProblem,
} from '@joblane/accounts';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  formBody,
  stringEnum,
  text,
  type SchemaRequest,
  type TypeBoxApp,
} from '../../routing/schemas.ts';
import { afterSignIn } from '../saved/saveIntent.ts';
import { client, onlyMessages, redirect } from './forms.ts';
import { deviceOf } from './device.ts';
import { noticeNewDevice, sendSecurityNotice } from './securityMail.ts';
import { landingAfterSignIn, safeNext } from './pageRoutes.ts';

/**
 * Passkeys (WebAuthn): the browser asks for options (a challenge the accounts package keeps for
 * five minutes, good once), the authenticator answers, the answer comes back here as JSON. The
 * passkey page script (passkeyBrowser.ts) is the only caller of the JSON routes; renaming and
 * removing are plain forms that work without JavaScript.
 */

/** A browser's WebAuthn answer (the accounts package checks its shape) and one more field. */
const addSchema = {
  body: Type.Object(
    { response: Type.Unknown(), name: Type.Optional(text(200)) },
    { additionalProperties: false },
  ),
};
const signInSchema = {
  body: Type.Object(
    { response: Type.Unknown(), next: Type.Optional(text(2000)) },
    { additionalProperties: false },
  ),
};
const signUpStartSchema = {
  body: Type.Object(
    {
      role: stringEnum(['seeker', 'employer']),
      name: Type.Optional(text(200)),
      email: Type.Optional(text(320)),
      organisationName: Type.Optional(text(200)),
      invitation: Type.Optional(text(100)),
      next: Type.Optional(text(2000)),
    },
    { additionalProperties: false },
  ),
};
const signUpSchema = {
  body: Type.Object(
    {
      response: Type.Unknown(),
      next: Type.Optional(text(2000)),
      invitation: Type.Optional(text(100)),
    },
    { additionalProperties: false },
  ),
};
const renameSchema = { body: formBody({ passkey: text(1400), name: Type.Optional(text(200)) }) };
const removeSchema = { body: formBody({ passkey: text(1400) }) };

/** What the page says when a passkey answer is refused (the same for every inner reason). */
export const PASSKEY_MESSAGES = {
  expired: 'That took too long, or the request was used already. Try again.',
  invalid: 'That passkey is not one this site knows for an account. Try another, or your password.',
  'rate-limited': 'Too many attempts from here. Wait a few minutes and try again.',
  'too-many': 'You have 20 passkeys, the most an account keeps. Remove one first.',
  'email-taken':
    'An account already uses this email address. Sign in, or reset your password if you forgot it.',
} as const;

function refused(
  reply: FastifyReply,
  problem:
    | PasskeyProblem
    | { reason: 'too-many' | 'email-taken' }
    | { reason: 'fields'; errors: Partial<Record<string, string>> },
) {
  if (problem.reason === 'rate-limited') {
    reply.header('retry-after', problem.retryAfterSeconds);
    return reply.code(429).send({ error: PASSKEY_MESSAGES['rate-limited'] });
  }
  if (problem.reason === 'fields') {
    return reply.code(422).send({ errors: onlyMessages(problem.errors) });
  }
  return reply.code(422).send({ error: PASSKEY_MESSAGES[problem.reason] });
}

/**
 * Options store a challenge each, so they are counted per client address: past the limit the
 * answer is 429 with Retry-After and says how long to wait (true: answered here).
 */
async function tooManyOptions(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const wait = await countPasskeyRequest(request.server.accounts!, client(request).ip);
  if (wait === 0) return false;
  const minutes = Math.ceil(wait / 60);
  await reply
    .code(429)
    .header('retry-after', wait)
    .header('cache-control', 'private, no-store')
    .send({
      error: `Too many passkey requests from this network. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or use a password.`,
    });
  return true;
}

/** `POST /account/passkeys/options`: options for a new passkey of the signed-in person. */
async function newPasskeyOptions(request: FastifyRequest, reply: FastifyReply) {
  if (await tooManyOptions(request, reply)) return reply;
  const { user } = request.viewer!;
  const options = await passkeyRegistrationOptions(
    request.server.accounts!,
    request.server.relyingParty,
    user,
  );
  return reply.header('cache-control', 'private, no-store').send({ options });
}

/** `POST /account/passkeys`: the passkey the browser made, checked and kept. */
async function savePasskey(request: SchemaRequest<typeof addSchema>, reply: FastifyReply) {
  const result = await addPasskey(request.server.accounts!, request.server.relyingParty, {
    userId: request.viewer!.user.id,
    response: request.body.response,
    // Unnamed: called after the browser it was made in ("Chrome on macOS").
    name: (request.body.name ?? '').trim() || deviceOf(client(request).userAgent),
  });
  if (!result.ok) return refused(reply, result);
  await sendSecurityNotice(request, request.viewer!.user, 'passkey-added', result.passkey.name);
  return redirect(reply, '/account#account-passkeys', 'passkey-added');
}

/** `POST /account/passkeys/rename`: a new name for one of the viewer's passkeys. */
async function renameOne(request: SchemaRequest<typeof renameSchema>, reply: FastifyReply) {
  const renamed = await renamePasskey(
    request.server.accounts!,
    request.viewer!.user.id,
    request.body.passkey,
    request.body.name ?? '',
  );
  if (!renamed) return reply.callNotFound();
  return redirect(reply, '/account#account-passkeys', 'passkey-renamed');
}

/** `POST /account/passkeys/remove`: one of the viewer's passkeys removed. */
async function removeOne(request: SchemaRequest<typeof removeSchema>, reply: FastifyReply) {
  const result = await removePasskey(
    request.server.accounts!,
    request.viewer!.user.id,
    request.body.passkey,
  );
  if (!result.ok && result.reason === 'missing') return reply.callNotFound();
  return redirect(
    reply,
    '/account#account-passkeys',
    result.ok ? 'passkey-removed' : 'passkey-last',
  );
}

/** `POST /signin/passkey/options`: a challenge for any passkey of this site. */
async function signInOptions(request: FastifyRequest, reply: FastifyReply) {
  if (await tooManyOptions(request, reply)) return reply;
  const options = await passkeySignInOptions(request.server.accounts!, request.server.relyingParty);
  return reply.header('cache-control', 'private, no-store').send({ options });
}

/** `POST /signin/passkey`: signed in with a passkey (both factors at once). */
async function signInWithAPasskey(
  request: SchemaRequest<typeof signInSchema>,
  reply: FastifyReply,
) {
  const result = await signInWithPasskey(request.server.accounts!, request.server.relyingParty, {
    response: request.body.response,
    ...client(request),
  });
  if (!result.ok) return refused(reply, result);
  // Any sign-in waiting for its code is over.
  reply.twoStepChallenge(null);
  reply.startSession(result.secret);
  await noticeNewDevice(request, result.user);
  const after = await afterSignIn(request, result.user, safeNext(request.body.next));
  return redirect(
    reply,
    landingAfterSignIn(after.to, result.user.role),
    after.notice ?? 'signed-in',
  );
}

/** `POST /signup/passkey/options`: the sign-up form's fields checked, options for its passkey. */
async function signUpOptions(
  request: SchemaRequest<typeof signUpStartSchema>,
  reply: FastifyReply,
) {
  if (await tooManyOptions(request, reply)) return reply;
  const { body } = request;
  const result = await passkeySignUpOptions(request.server.accounts!, request.server.relyingParty, {
    role: body.role,
    name: body.name ?? '',
    email: body.email ?? '',
    ...(body.role === 'employer' ? { organisationName: body.organisationName ?? '' } : {}),
    // From an invitation's link: the account joins that organisation instead.
    ...(body.role === 'employer' && body.invitation ? { invitationToken: body.invitation } : {}),
  });
  reply.header('cache-control', 'private, no-store');
  if (!result.ok) return reply.code(422).send({ errors: onlyMessages(result.errors) });
  return reply.send({ options: result.options });
}

/** `POST /signup/passkey`: the account made with its passkey, signed in. */
async function signUpWithAPasskey(
  request: SchemaRequest<typeof signUpSchema>,
  reply: FastifyReply,
) {
  const { server } = request;
  const result = await signUpWithPasskey(server.accounts!, server.relyingParty, {
    response: request.body.response,
    ...client(request),
    passkeyName: deviceOf(client(request).userAgent),
    ...(request.body.invitation ? { invitationToken: request.body.invitation } : {}),
  });
  if (!result.ok) return refused(reply, result);
  if (result.verificationToken !== undefined) {
    await server.mail!.send({
      kind: 'verify-email',
      to: result.user.email,
      data: { name: result.user.name, token: result.verificationToken },
    });
  }
  reply.startSession(result.secret);
  await noticeNewDevice(request, result.user);
  const { to } = await afterSignIn(request, result.user, safeNext(request.body.next));
  return redirect(reply, landingAfterSignIn(to, result.user.role), 'signed-up');
}

/** Changing passkeys wants a sign-in or confirmation from the last 10 minutes. */
const fresh = { access: 'signed-in', fresh: '/account' } as const;

export function passkeyRoutes(app: TypeBoxApp) {
  app.post('/account/passkeys/options', { config: fresh }, newPasskeyOptions);
  app.post('/account/passkeys', { config: fresh, schema: addSchema }, savePasskey);
  app.post('/account/passkeys/rename', { config: fresh, schema: renameSchema }, renameOne);
  app.post('/account/passkeys/remove', { config: fresh, schema: removeSchema }, removeOne);
  app.post('/signin/passkey/options', signInOptions);
  app.post('/signin/passkey', { schema: signInSchema }, signInWithAPasskey);
  app.post('/signup/passkey/options', { schema: signUpStartSchema }, signUpOptions);
  app.post('/signup/passkey', { schema: signUpSchema }, signUpWithAPasskey);
}
