import {
  createSession,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOutEverywhereWithLink,
  signUp,
  verifyEmail,
  type TokenProblem,
} from '@joblane/accounts';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { FormState } from '../../components/AccountForm.tsx';
import {
  formBody,
  stringEnum,
  text,
  type SchemaRequest,
  type TypeBoxApp,
} from '../../routing/schemas.ts';
import { afterSignIn } from '../saved/saveIntent.ts';
import { SIGN_IN_REQUIRED } from './SignIn.tsx';
import { client, keptValues, onlyMessages, redirect, renderPage } from './forms.ts';
import { noticeNewDevice } from './securityMail.ts';
import {
  forgotPasswordRoute,
  invitationOf,
  landingAfterSignIn,
  notMeRoute,
  resetPasswordRoute,
  safeNext,
  signInRoute,
  signUpRoute,
  verifyEmailRoute,
} from './pageRoutes.ts';

const TOKEN_MESSAGES: Record<TokenProblem | 'email-taken', string> = {
  invalid:
    'This link is not complete or not ours. Copy the whole link from the email, or ask for a new one.',
  used: 'This link has been used already. Ask for a new one if you need it.',
  expired: 'This link has expired: links work for an hour. Ask for a new one.',
  'email-taken': 'Another account uses that email address now, so it cannot be yours too.',
};

const signUpSchema = {
  body: formBody({
    role: stringEnum(['seeker', 'employer']),
    name: Type.Optional(text(200)),
    email: Type.Optional(text(320)),
    password: Type.Optional(text(1000)),
    organisationName: Type.Optional(text(200)),
    invitation: Type.Optional(text(100)),
    next: Type.Optional(text(2000)),
  }),
};
const signInSchema = {
  body: formBody({
    email: Type.Optional(text(320)),
    password: Type.Optional(text(1000)),
    next: Type.Optional(text(2000)),
  }),
};
const verifyEmailSchema = { body: formBody({ token: Type.Optional(text(100)) }) };
const forgotPasswordSchema = { body: formBody({ email: Type.Optional(text(320)) }) };
const resetPasswordSchema = {
  body: formBody({ token: Type.Optional(text(100)), password: Type.Optional(text(1000)) }),
};

/** `POST /signup`: a seeker or employer account, signed in at once (its address to confirm). */
async function signUpWithPassword(
  request: SchemaRequest<typeof signUpSchema>,
  reply: FastifyReply,
) {
  const { body, server } = request;
  const role = body.role === 'employer' ? 'employer' : 'seeker';
  const result = await signUp(server.accounts!, {
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
    const invitation = await invitationOf(request, body.invitation);
    const data = { view: 'signup', form: { values, errors }, next, invitation } as const;
    return renderPage(request, reply, signUpRoute, '/signup', data, 422);
  }
  // Signing up from an invitation's link proves the address: nothing to confirm.
  if (result.verificationToken !== undefined) {
    await server.mail!.send({
      kind: 'verify-email',
      to: result.user.email,
      data: { name: result.user.name, token: result.verificationToken },
    });
  }
  const { secret } = await createSession(server.accounts!, result.user.id, client(request));
  reply.startSession(secret);
  await noticeNewDevice(request, result.user);
  // A Save pressed before signing up is done now (the sign-up notice says more than "saved").
  const { to } = await afterSignIn(request, result.user, next);
  return redirect(reply, landingAfterSignIn(to, role), 'signed-up');
}

/**
 * `POST /signin`: a session for the right email and password (429 when throttled). An empty
 * field is answered at once, uncounted; a mismatch or a limit is the form's problem (said once,
 * in the summary), not a field's.
 */
async function signInWithPassword(
  request: SchemaRequest<typeof signInSchema>,
  reply: FastifyReply,
) {
  const body = request.body;
  const next = safeNext(body.next);
  const values = keptValues(body, ['email']);
  const missing = Object.fromEntries(
    (['email', 'password'] as const)
      .filter((name) => (body[name] ?? '').trim() === '')
      .map((name) => [name, SIGN_IN_REQUIRED[name]]),
  );
  if (Object.keys(missing).length > 0) {
    const form: FormState = { values, errors: missing };
    return renderPage(request, reply, signInRoute, '/signin', { view: 'signin', form, next }, 422);
  }
  const result = await signIn(request.server.accounts!, {
    email: body.email ?? '',
    password: body.password ?? '',
    ...client(request),
  });
  if (result.ok) {
    reply.startSession(result.secret);
    await noticeNewDevice(request, result.user);
    const after = await afterSignIn(request, result.user, next);
    return redirect(
      reply,
      landingAfterSignIn(after.to, result.user.role),
      after.notice ?? 'signed-in',
    );
  }
  if (result.reason === 'two-step') {
    // No session yet: the code step finishes the sign-in (and any old session is ended).
    await reply.endSession();
    reply.twoStepChallenge(result.challenge);
    return redirect(reply, `/signin/two-step?next=${encodeURIComponent(next)}`);
  }
  const form: FormState = {
    values,
    errors: {
      signIn:
        result.reason === 'rate-limited'
          ? `Too many attempts to sign in to this account. Try again in ${Math.ceil(result.retryAfterSeconds / 60)} minutes, or reset your password.`
          : 'That email and password do not match an account. Check them, or reset your password.',
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
}

/** `POST /signout`: the session ended, back home. */
async function signOut(_request: FastifyRequest, reply: FastifyReply) {
  await reply.endSession();
  return redirect(reply, '/', 'signed-out');
}

/** `POST /verify-email`: the emailed link's token confirms the address. */
async function confirmEmail(request: SchemaRequest<typeof verifyEmailSchema>, reply: FastifyReply) {
  const result = await verifyEmail(request.server.accounts!, request.body.token ?? '');
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
}

/** `POST /forgot-password`: a reset link mailed, with the same answer for unknown addresses. */
async function sendPasswordReset(
  request: SchemaRequest<typeof forgotPasswordSchema>,
  reply: FastifyReply,
) {
  const { server } = request;
  const found = await requestPasswordReset(server.accounts!, request.body.email ?? '');
  if (found !== null) {
    await server.mail!.send({
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
}

/** `POST /reset-password`: a new password from the emailed link; every session ends. */
async function chooseNewPassword(
  request: SchemaRequest<typeof resetPasswordSchema>,
  reply: FastifyReply,
) {
  const token = request.body.token ?? '';
  const result = await resetPassword(request.server.accounts!, token, request.body.password ?? '');
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
}

const notMeSchema = { body: formBody({ token: Type.Optional(text(100)) }) };

/** `POST /account/not-me`: a security notice's link signs its account out everywhere. */
async function signOutEverywhere(request: SchemaRequest<typeof notMeSchema>, reply: FastifyReply) {
  const result = await signOutEverywhereWithLink(
    request.server.accounts!,
    request.body.token ?? '',
  );
  if (result === null) {
    const form = {
      values: {},
      errors: {
        token:
          'This link is not complete, or older than a week. Sign in and use “Sign out everywhere else” on your account page, or reset your password.',
      },
    };
    return renderPage(
      request,
      reply,
      notMeRoute,
      '/account/not-me',
      { view: 'not-me', token: '', form },
      400,
    );
  }
  // This browser's session (if it was one of them) ended with the others.
  await reply.endSession();
  return redirect(reply, '/forgot-password', 'signed-out-everywhere');
}

/** Sign-up, sign-in and out, email verification and password reset: open to anybody. */
export function signInRoutes(app: TypeBoxApp) {
  app.post('/signup', { schema: signUpSchema }, signUpWithPassword);
  app.post('/signin', { schema: signInSchema }, signInWithPassword);
  app.post('/signout', signOut);
  app.post('/verify-email', { schema: verifyEmailSchema }, confirmEmail);
  app.post('/forgot-password', { schema: forgotPasswordSchema }, sendPasswordReset);
  app.post('/reset-password', { schema: resetPasswordSchema }, chooseNewPassword);
  app.post('/account/not-me', { schema: notMeSchema }, signOutEverywhere);
}
