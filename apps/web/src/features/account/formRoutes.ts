import {
  acceptInvitation,
  changePassword,
  createSession,
  deleteAccount,
  exportAccount,
  inviteMember,
  MAX_DESCRIPTION_LENGTH,
  organisationsOf,
  removeMember,
  requestEmailChange,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  revokeAllSessions,
  revokeSession,
  setOrganisationDescription,
  signIn,
  signUp,
  verifyEmail,
  type Accounts,
  type FieldErrors,
  type MembershipProblem,
  type TokenProblem,
} from '@joblane/accounts';
import { exportSeeker } from '@joblane/seekers';
import { deleteSeekerData, exportApplications, seekerFileKeys } from '@joblane/hiring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { emptyForm, type FormAnswer, type FormState } from '../../components/AccountForm.tsx';
import type { AccountViewData } from './account.page.tsx';
import type { SiteMail } from '../../services/mail.ts';
import { formWantsJson, sendPage } from '../../routing/pageResponse.ts';
import type { PageRenderer } from '../../routing/render.ts';
import {
  employerTeamRoute,
  forgotPasswordRoute,
  invitationOf,
  loadAccountPage,
  loadTeamPage,
  resetPasswordRoute,
  safeNext,
  signInRoute,
  signUpRoute,
  verifyEmailRoute,
  joinTeamRoute,
  accountRoute,
} from './pageRoutes.ts';
import type { PageRoute } from '../../routing/pageRoute.ts';

export interface AccountFormsOptions {
  accounts: Accounts;
  mail: SiteMail;
  renderer: PageRenderer;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const formBody = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

const TOKEN_MESSAGES: Record<TokenProblem | 'email-taken', string> = {
  invalid:
    'This link is not complete or not ours. Copy the whole link from the email, or ask for a new one.',
  used: 'This link has been used already. Ask for a new one if you need it.',
  expired: 'This link has expired: links work for an hour. Ask for a new one.',
  'email-taken': 'Another account uses that email address now, so it cannot be yours too.',
};

const MEMBERSHIP_MESSAGES: Record<MembershipProblem, string> = {
  'not-found': 'We could not find that member.',
  'not-owner': 'Only owners of the organisation can do that.',
  'already-member': 'That person is a member already.',
  'last-owner': 'The organisation needs an owner: make someone else an owner first.',
  'invalid-email': 'Enter an email address like name@example.com.',
  'invitation-invalid': 'This invitation has been used already, or the link is not complete.',
  'invitation-expired': 'This invitation has expired. Ask for a new one.',
  'wrong-account': 'The invitation is for another email address, or for an employer account.',
};

/** Values a form sends back into the page after a problem; passwords and secrets never. */
function keptValues(
  body: Record<string, string>,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]!]),
  );
}

const onlyMessages = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/**
 * The POST side of the account pages: plain forms, redirect after success (303, with a one-time
 * notice), and on a problem the same page again with the values kept and each problem at its
 * field (422; 429 when throttled; 400 for a bad link).
 */
export async function accountFormRoutes(app: FastifyInstance, options: AccountFormsOptions) {
  const { accounts, mail, renderer } = options;

  /** The page again, with the problems of the form that was sent (or, for a script, just them). */
  function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    route: PageRoute,
    url: string,
    data: AccountViewData,
    status: number,
    /** The form that was sent, when the page has several (the team page). */
    sentForm?: FormState,
  ) {
    reply.code(status).header('cache-control', 'private, no-store');
    if (formWantsJson(request)) {
      // The settings page has several forms: the one that came back with problems.
      const form =
        sentForm !== undefined
          ? sentForm
          : 'form' in data
            ? data.form
            : data.view === 'settings'
              ? Object.values(data.forms)[0]
              : undefined;
      // A page whose problem is not a field's (a spent invitation) is simply shown again.
      return reply.send((form === undefined ? { redirect: url } : { form }) satisfies FormAnswer);
    }
    return sendPage(reply, renderer, route, request, url, data);
  }

  /** After success: a redirect (303), or for a script where to go; the notice rides a cookie. */
  const redirect = (
    reply: FastifyReply,
    to: string,
    notice?: Parameters<FastifyReply['notify']>[0],
  ) => {
    if (notice !== undefined) reply.notify(notice);
    if (formWantsJson(reply.request)) return reply.send({ redirect: to } satisfies FormAnswer);
    return reply.redirect(to, 303);
  };

  /** The account settings page again, with the problems of the form that was sent. */
  const settingsProblem = async (
    request: FastifyRequest,
    reply: FastifyReply,
    forms: Parameters<typeof loadAccountPage>[1],
  ) =>
    renderPage(
      request,
      reply,
      accountRoute,
      '/account',
      { view: 'settings', ...(await loadAccountPage(request, forms)) },
      422,
    );

  /** The team page again, with the invitation's or removal's problem. */
  const teamProblem = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormState,
    status: number,
  ) =>
    renderPage(
      request,
      reply,
      employerTeamRoute,
      '/employer/team',
      { view: 'employer-team', ...(await loadTeamPage(request, form)) },
      status,
    );

  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });

  app.post<{ Body: Record<string, string> }>(
    '/signup',
    {
      schema: {
        body: formBody(
          {
            role: { type: 'string', enum: ['seeker', 'employer'] },
            name: text(200),
            email: text(320),
            password: text(1000),
            organisationName: text(200),
            invitation: text(100),
            next: text(2000),
          },
          ['role'],
        ),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const role = body.role === 'employer' ? 'employer' : 'seeker';
      const result = await signUp(accounts, {
        role,
        name: body.name ?? '',
        email: body.email ?? '',
        password: body.password ?? '',
        ...(role === 'employer' ? { organisationName: body.organisationName ?? '' } : {}),
        ...(role === 'employer' && body.invitation ? { invitationToken: body.invitation } : {}),
      });
      const next = safeNext(body.next);
      const values = keptValues(body, ['role', 'name', 'email', 'organisationName']);
      if (!result.ok || !result.created) {
        const errors = result.ok
          ? {
              email:
                'An account already uses this email address. Sign in, or reset your password if you forgot it.',
            }
          : onlyMessages(result.errors);
        return renderPage(
          request,
          reply,
          signUpRoute,
          '/signup',
          {
            view: 'signup',
            form: { values, errors },
            next,
            invitation: await invitationOf(request, body.invitation),
          },
          422,
        );
      }
      // Signing up from an invitation's link proves the address: nothing to confirm.
      if (result.verificationToken !== undefined) {
        await mail.send({
          kind: 'verify-email',
          to: result.user.email,
          data: { name: result.user.name, token: result.verificationToken },
        });
      }
      const { secret } = await createSession(accounts, result.user.id, client(request));
      reply.startSession(secret);
      return redirect(reply, next === '/' && role === 'employer' ? '/employer' : next, 'signed-up');
    },
  );

  app.post<{ Body: Record<string, string> }>(
    '/signin',
    { schema: { body: formBody({ email: text(320), password: text(1000), next: text(2000) }) } },
    async (request, reply) => {
      const body = request.body;
      const next = safeNext(body.next);
      const result = await signIn(accounts, {
        email: body.email ?? '',
        password: body.password ?? '',
        ...client(request),
      });
      if (result.ok) {
        reply.startSession(result.secret);
        return redirect(reply, next, 'signed-in');
      }
      const form: FormState = {
        values: keptValues(body, ['email']),
        errors:
          result.reason === 'rate-limited'
            ? {
                email: `Too many attempts to sign in. Try again in ${Math.ceil(result.retryAfterSeconds / 60)} minutes, or reset your password.`,
              }
            : {
                email:
                  'That email and password do not match an account. Check them, or reset your password.',
              },
      };
      if (result.reason === 'rate-limited') reply.header('retry-after', result.retryAfterSeconds);
      return renderPage(
        request,
        reply,
        signInRoute,
        '/signin',
        { view: 'signin', form, next },
        result.reason === 'rate-limited' ? 429 : 422,
      );
    },
  );

  app.post('/signout', async (_request, reply) => {
    await reply.endSession();
    return redirect(reply, '/', 'signed-out');
  });

  app.post<{ Body: { token?: string } }>(
    '/verify-email',
    { schema: { body: formBody({ token: text(100) }) } },
    async (request, reply) => {
      const result = await verifyEmail(accounts, request.body.token ?? '');
      if (result.ok)
        return redirect(reply, request.viewer === null ? '/signin' : '/account', 'email-verified');
      const form = { values: {}, errors: { token: TOKEN_MESSAGES[result.problem] } };
      return renderPage(
        request,
        reply,
        verifyEmailRoute,
        '/verify-email',
        { view: 'verify-email', token: '', form },
        400,
      );
    },
  );

  app.post<{ Body: { email?: string } }>(
    '/forgot-password',
    { schema: { body: formBody({ email: text(320) }) } },
    async (request, reply) => {
      const found = await requestPasswordReset(accounts, request.body.email ?? '');
      if (found !== null) {
        await mail.send({
          kind: 'reset-password',
          to: found.user.email,
          data: { name: found.user.name, token: found.token },
        });
      }
      // The same answer whether or not the address has an account.
      return renderPage(
        request,
        reply,
        forgotPasswordRoute,
        '/forgot-password',
        { view: 'forgot-password', form: { values: {}, errors: {} }, sent: true },
        200,
      );
    },
  );

  app.post<{ Body: { token?: string; password?: string } }>(
    '/reset-password',
    { schema: { body: formBody({ token: text(100), password: text(1000) }) } },
    async (request, reply) => {
      const token = request.body.token ?? '';
      const result = await resetPassword(accounts, token, request.body.password ?? '');
      if (result.ok) {
        await reply.endSession();
        return redirect(reply, '/signin', 'password-reset');
      }
      const errors = result.errors
        ? onlyMessages(result.errors)
        : { token: TOKEN_MESSAGES[result.problem ?? 'invalid'] };
      return renderPage(
        request,
        reply,
        resetPasswordRoute,
        '/reset-password',
        { view: 'reset-password', token: result.errors ? token : '', form: { values: {}, errors } },
        result.errors ? 422 : 400,
      );
    },
  );

  // Signed in from here on.
  const signedIn = { access: 'signed-in' } as const;

  app.post<{ Body: { email?: string; password?: string } }>(
    '/account/email',
    { config: signedIn, schema: { body: formBody({ email: text(320), password: text(1000) }) } },
    async (request, reply) => {
      const viewer = request.viewer!;
      const result = await requestEmailChange(accounts, viewer.user.id, {
        email: request.body.email ?? '',
        password: request.body.password ?? '',
      });
      if (!result.ok) {
        return settingsProblem(request, reply, {
          email: {
            values: keptValues(request.body as Record<string, string>, ['email']),
            errors: onlyMessages(result.errors),
          },
        });
      }
      await mail.send({
        kind: 'verify-email',
        to: result.email,
        data: { name: viewer.user.name, token: result.token, reason: 'changed-email' },
      });
      return redirect(reply, '/account', 'email-change-sent');
    },
  );

  app.post<{ Body: { current?: string; next?: string } }>(
    '/account/password',
    { config: signedIn, schema: { body: formBody({ current: text(1000), next: text(1000) }) } },
    async (request, reply) => {
      const viewer = request.viewer!;
      const result = await changePassword(accounts, viewer.user.id, {
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
    },
  );

  app.post('/account/resend-verification', { config: signedIn }, async (request, reply) => {
    const viewer = request.viewer!;
    const token = await resendVerification(accounts, viewer.user.id);
    if (token !== null)
      await mail.send({
        kind: 'verify-email',
        to: viewer.user.email,
        data: { name: viewer.user.name, token },
      });
    return redirect(reply, '/account', token === null ? 'email-verified' : 'verification-sent');
  });

  app.post<{ Body: { session?: string } }>(
    '/account/sessions/revoke',
    { config: signedIn, schema: { body: formBody({ session: text(100) }, ['session']) } },
    async (request, reply) => {
      const revoked = await revokeSession(
        accounts,
        request.viewer!.user.id,
        request.body.session ?? '',
      );
      if (!revoked) return reply.callNotFound();
      return redirect(reply, '/account', 'session-ended');
    },
  );

  app.post('/account/sessions/revoke-others', { config: signedIn }, async (request, reply) => {
    const viewer = request.viewer!;
    await revokeAllSessions(accounts.db, viewer.user.id, viewer.secret);
    return redirect(reply, '/account', 'sessions-ended');
  });

  app.get('/account/export', { config: signedIn }, async (request, reply) => {
    const userId = request.viewer!.user.id;
    const exported = await exportAccount(accounts, userId);
    const { seekers, hiring } = request.server;
    // Saved jobs and searches (`@joblane/seekers`) and applications, when the site keeps them.
    const saved = seekers === undefined ? {} : await exportSeeker(seekers, userId);
    const applications =
      hiring === undefined ? undefined : await exportApplications(hiring, userId);
    return reply
      .header('content-disposition', 'attachment; filename="joblane-account.json"')
      .type('application/json; charset=utf-8')
      .send(
        JSON.stringify(
          {
            exportedAt: new Date().toISOString(),
            account: exported,
            ...saved,
            ...(applications === undefined ? {} : { applications }),
          },
          null,
          2,
        ),
      );
  });

  app.post<{ Body: { password?: string } }>(
    '/account/delete',
    { config: signedIn, schema: { body: formBody({ password: text(1000) }) } },
    async (request, reply) => {
      const userId = request.viewer!.user.id;
      const { hiring } = request.server;
      // Résumé files are not rows: their keys are read first, and deleted once the account is.
      const fileKeys = hiring === undefined ? [] : await seekerFileKeys(hiring, userId);
      const result = await deleteAccount(accounts, userId, request.body.password ?? '');
      if (result.ok && hiring !== undefined) await deleteSeekerData(hiring, userId, fileKeys);
      if (!result.ok) {
        return settingsProblem(request, reply, {
          delete: { values: {}, errors: onlyMessages(result.errors) },
        });
      }
      // The session went with the account; this clears the cookie.
      await reply.endSession();
      return redirect(reply, '/', 'account-deleted');
    },
  );

  const employer = { access: 'employer' } as const;

  async function organisationOf(request: FastifyRequest) {
    const [organisation] = await organisationsOf(accounts, request.viewer!.user.id);
    return organisation;
  }

  app.post<{ Body: { email?: string } }>(
    '/employer/team/invite',
    { config: employer, schema: { body: formBody({ email: text(320) }) } },
    async (request, reply) => {
      const viewer = request.viewer!;
      const organisation = await organisationOf(request);
      if (organisation === undefined) return reply.callNotFound();
      const result = await inviteMember(
        accounts,
        viewer.user.id,
        organisation.id,
        request.body.email ?? '',
      );
      if (!result.ok) {
        if (result.problem === 'not-found') return reply.callNotFound();
        const form = {
          values: keptValues(request.body as Record<string, string>, ['email']),
          errors: { email: MEMBERSHIP_MESSAGES[result.problem] },
        };
        return teamProblem(request, reply, form, 422);
      }
      await mail.send({
        kind: 'organisation-invitation',
        to: result.invitation.email,
        data: {
          inviterName: viewer.user.name,
          organisationName: organisation.name,
          token: result.token,
          validForMinutes: accounts.lifetimes.invitationMs / 60_000,
        },
      });
      return redirect(reply, '/employer/team', 'invitation-sent');
    },
  );

  app.post<{ Body: { description?: string } }>(
    '/employer/team/description',
    {
      config: employer,
      // Room for line breaks sent as CRLF and for text past the limit, which gets its message.
      schema: { body: formBody({ description: text(MAX_DESCRIPTION_LENGTH * 8) }) },
    },
    async (request, reply) => {
      const organisation = await organisationOf(request);
      if (organisation === undefined) return reply.callNotFound();
      const description = request.body.description ?? '';
      const result = await setOrganisationDescription(
        accounts,
        request.viewer!.user.id,
        organisation.id,
        description,
      );
      if (result.ok) return redirect(reply, '/employer/team', 'description-saved');
      if ('problem' in result && result.problem === 'not-found') return reply.callNotFound();
      const form: FormState = {
        values: { description },
        errors:
          'errors' in result ? result.errors : { description: MEMBERSHIP_MESSAGES[result.problem] },
      };
      return renderPage(
        request,
        reply,
        employerTeamRoute,
        '/employer/team',
        { view: 'employer-team', ...(await loadTeamPage(request, emptyForm, form)) },
        'errors' in result ? 422 : 403,
        form,
      );
    },
  );

  app.post<{ Body: { member?: string } }>(
    '/employer/team/remove',
    { config: employer, schema: { body: formBody({ member: text(100) }, ['member']) } },
    async (request, reply) => {
      const viewer = request.viewer!;
      const organisation = await organisationOf(request);
      if (organisation === undefined) return reply.callNotFound();
      const result = await removeMember(
        accounts,
        viewer.user.id,
        organisation.id,
        request.body.member ?? '',
      );
      if (!result.ok) {
        if (result.problem === 'not-found') return reply.callNotFound();
        const form = { values: {}, errors: { member: MEMBERSHIP_MESSAGES[result.problem] } };
        return teamProblem(request, reply, form, 409);
      }
      return redirect(
        reply,
        request.body.member === viewer.user.id ? '/' : '/employer/team',
        'member-removed',
      );
    },
  );

  app.post<{ Body: { token?: string } }>(
    '/employer/team/join',
    { config: employer, schema: { body: formBody({ token: text(100) }) } },
    async (request, reply) => {
      const token = request.body.token ?? '';
      const result = await acceptInvitation(accounts, request.viewer!.user.id, token);
      if (result.ok) return redirect(reply, '/employer/team', 'joined-organisation');
      const data = {
        token,
        organisation: null,
        email: null,
        problem:
          result.problem === 'invitation-expired' ? 'invitation-expired' : 'invitation-invalid',
        signedInAs: request.viewer!.user.email,
      } as const;
      return renderPage(
        request,
        reply,
        joinTeamRoute,
        '/employer/team/join',
        { view: 'join-team', ...data },
        400,
      );
    },
  );
}
