import {
  changePassword,
  deleteAccount,
  exportAccount,
  hasPassword,
  requestEmailChange,
  resendVerification,
  revokeAllSessions,
  revokeSession,
} from '@joblane/accounts';
import { deleteSeekerData, exportApplications, seekerFileKeys } from '@joblane/hiring';
import { exportSeeker } from '@joblane/seekers';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { formBody, text, type SchemaRequest, type TypeBoxApp } from '../../routing/schemas.ts';
import { keptValues, onlyMessages, redirect, renderPage } from './forms.ts';
import { accountRoute, loadAccountPage } from './pageRoutes.ts';

const emailSchema = {
  body: formBody({ email: Type.Optional(text(320)), password: Type.Optional(text(1000)) }),
};
const passwordSchema = {
  body: formBody({ current: Type.Optional(text(1000)), next: Type.Optional(text(1000)) }),
};
const sessionSchema = { body: formBody({ session: text(100) }) };
const deleteSchema = { body: formBody({ password: Type.Optional(text(1000)) }) };

/** The account settings page again, with the problems of the form that was sent. */
async function settingsProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  forms: Parameters<typeof loadAccountPage>[1],
) {
  const data = { view: 'settings', ...(await loadAccountPage(request, forms)) } as const;
  return renderPage(request, reply, accountRoute, '/account', data, 422);
}

/** `POST /account/email`: a link to the new address, which becomes the account's once followed. */
async function changeEmail(request: SchemaRequest<typeof emailSchema>, reply: FastifyReply) {
  const viewer = request.viewer!;
  const result = await requestEmailChange(request.server.accounts!, viewer.user.id, {
    email: request.body.email ?? '',
    // An account without a password has just confirmed its session (the route wants it fresh).
    password: (await hasPassword(request.server.accounts!, viewer.user.id))
      ? (request.body.password ?? '')
      : null,
  });
  if (!result.ok) {
    return settingsProblem(request, reply, {
      email: {
        values: keptValues(request.body as Record<string, string>, ['email']),
        errors: onlyMessages(result.errors),
      },
    });
  }
  await request.server.mail!.send({
    kind: 'verify-email',
    to: result.email,
    data: { name: viewer.user.name, token: result.token, reason: 'changed-email' },
  });
  return redirect(reply, '/account', 'email-change-sent');
}

/** `POST /account/password`: a new password; the other sessions end. */
async function changeAccountPassword(
  request: SchemaRequest<typeof passwordSchema>,
  reply: FastifyReply,
) {
  const viewer = request.viewer!;
  const result = await changePassword(request.server.accounts!, viewer.user.id, {
    current: request.body.current ?? '',
    next: request.body.next ?? '',
    keepSessionSecret: viewer.secret,
  });
  if (!result.ok) {
    return settingsProblem(request, reply, {
      password: { values: {}, errors: onlyMessages(result.errors) },
    });
  }
  return redirect(reply, '/account', 'password-changed');
}

/** `POST /account/resend-verification`: the confirmation link again (unless confirmed already). */
async function resendEmailVerification(request: FastifyRequest, reply: FastifyReply) {
  const viewer = request.viewer!;
  const token = await resendVerification(request.server.accounts!, viewer.user.id);
  if (token !== null)
    await request.server.mail!.send({
      kind: 'verify-email',
      to: viewer.user.email,
      data: { name: viewer.user.name, token },
    });
  return redirect(reply, '/account', token === null ? 'email-verified' : 'verification-sent');
}

/** `POST /account/sessions/revoke`: one of the viewer's sessions ended. */
async function endSession(request: SchemaRequest<typeof sessionSchema>, reply: FastifyReply) {
  const revoked = await revokeSession(
    request.server.accounts!,
    request.viewer!.user.id,
    request.body.session ?? '',
  );
  if (!revoked) return reply.callNotFound();
  return redirect(reply, '/account', 'session-ended');
}

/** `POST /account/sessions/revoke-others`: every session but this one ended. */
async function endOtherSessions(request: FastifyRequest, reply: FastifyReply) {
  const viewer = request.viewer!;
  await revokeAllSessions(request.server.accounts!.db, viewer.user.id, viewer.secret);
  return redirect(reply, '/account', 'sessions-ended');
}

/** `GET /account/export`: everything the site keeps about the viewer, as a JSON download. */
async function exportAccountData(request: FastifyRequest, reply: FastifyReply) {
  const userId = request.viewer!.user.id;
  const { accounts, seekers, hiring } = request.server;
  const exported = await exportAccount(accounts!, userId);
  // Saved jobs and searches (`@joblane/seekers`) and applications, when the site keeps them.
  const saved = seekers === undefined ? {} : await exportSeeker(seekers, userId);
  const applications = hiring === undefined ? undefined : await exportApplications(hiring, userId);
  const body = {
    exportedAt: new Date().toISOString(),
    account: exported,
    ...saved,
    ...(applications === undefined ? {} : { applications }),
  };
  return reply
    .header('content-disposition', 'attachment; filename="joblane-account.json"')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body, null, 2));
}

/** `POST /account/delete`: the account and everything of the seeker's, with the password. */
async function deleteAccountData(request: SchemaRequest<typeof deleteSchema>, reply: FastifyReply) {
  const userId = request.viewer!.user.id;
  const { accounts, hiring } = request.server;
  // Résumé files are not rows: their keys are read first, and deleted once the account is.
  const fileKeys = hiring === undefined ? [] : await seekerFileKeys(hiring, userId);
  const result = await deleteAccount(
    accounts!,
    userId,
    (await hasPassword(accounts!, userId)) ? (request.body.password ?? '') : null,
  );
  if (result.ok && hiring !== undefined) await deleteSeekerData(hiring, userId, fileKeys);
  // The mail queue's record of every email to the account's address goes with it.
  if (result.ok) await request.server.mail?.forget(request.viewer!.user.email);
  if (!result.ok) {
    return settingsProblem(request, reply, {
      delete: { values: {}, errors: onlyMessages(result.errors) },
    });
  }
  // The session went with the account; this clears the cookie.
  await reply.endSession();
  return redirect(reply, '/', 'account-deleted');
}

const signedIn = { access: 'signed-in' } as const;
/** A sensitive change: signed in or confirmed in the last 10 minutes (else /account/confirm). */
const fresh = { access: 'signed-in', fresh: '/account' } as const;

/** `/account`'s forms: email, password, verification, sessions, export and deletion. */
export function settingsRoutes(app: TypeBoxApp) {
  app.post('/account/email', { config: fresh, schema: emailSchema }, changeEmail);
  app.post('/account/password', { config: fresh, schema: passwordSchema }, changeAccountPassword);
  app.post('/account/resend-verification', { config: signedIn }, resendEmailVerification);
  app.post('/account/sessions/revoke', { config: signedIn, schema: sessionSchema }, endSession);
  app.post('/account/sessions/revoke-others', { config: signedIn }, endOtherSessions);
  app.get('/account/export', { config: fresh }, exportAccountData);
  app.post('/account/delete', { config: fresh, schema: deleteSchema }, deleteAccountData);
}
