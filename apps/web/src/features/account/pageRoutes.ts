import {
  findInvitation,
  hasPassword,
  listInvitations,
  listPasskeys,
  listMembers,
  listSessions,
  organisationsOf,
  pendingTwoStep,
  twoStepStatus,
} from '@joblane/accounts';
import { isModerator } from '@joblane/moderation';
import { listBlockedCompanies, listHiddenJobs } from '@joblane/seekers';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import type { FormState } from '../../components/AccountForm.tsx';
import { emptyForm } from '../../components/AccountForm.tsx';
import AccountPage, { type AccountViewData } from './account.page.tsx';
import type { AccountSettingsData } from './AccountSettings.tsx';
import type { HiddenListingsData } from './HiddenListings.tsx';
import type { ConfirmData } from './Confirm.tsx';
import type { EmployerTeamData } from './EmployerTeam.tsx';
import { qrCodeImage } from './qrCode.ts';
import type { TwoStepData } from './TwoStep.tsx';
import type { SignUpData } from './SignUp.tsx';
import { httpError } from '../../routing/httpError.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring, stringEnum, text } from '../../routing/schemas.ts';
import { logoUrlsBySlug } from '../../services/companyLogos.ts';

const tokenQuery = Type.Object(
  { token: Type.Optional(text(100)) },
  { additionalProperties: false },
);
const nextQuery = Type.Object({ next: Type.Optional(text(2000)) }, { additionalProperties: false });

/** A `next` address is followed only when it is a path of this site (no open redirect). */
export function safeNext(next: unknown): string {
  if (
    typeof next !== 'string' ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.startsWith('/\\')
  ) {
    return '/';
  }
  return next;
}

/**
 * Where a person lands after signing in or up: where they were going (a safe `next`), else an
 * employer's dashboard, a seeker's home page.
 */
export function landingAfterSignIn(next: string, role: 'seeker' | 'employer'): string {
  return next === '/' && role === 'employer' ? '/employer' : next;
}

function accountsOf(request: FastifyRequest) {
  const accounts = request.server.accounts;
  if (accounts === undefined) throw httpError(404, 'Accounts are not available on this server.');
  return accounts;
}

/** What the sign-up page shows of an invitation it was opened from. */
export async function invitationOf(
  request: FastifyRequest,
  token: string | undefined,
): Promise<SignUpData['invitation']> {
  if (token === undefined || token === '') return null;
  const found = await findInvitation(accountsOf(request), token);
  return 'problem' in found
    ? null
    : { token, organisation: found.organisation.name, email: found.invitation.email };
}

export const signUpRoute = definePageRoute({
  id: 'account',
  path: '/signup',
  schema: {
    querystring: Type.Object(
      {
        role: Type.Optional(stringEnum(['seeker', 'employer'])),
        next: Type.Optional(text(2000)),
        invitation: Type.Optional(text(100)),
      },
      { additionalProperties: false },
    ),
  },
  async load(request): Promise<AccountViewData> {
    const invitation = await invitationOf(request, request.query.invitation);
    return {
      view: 'signup',
      form: {
        values: {
          role: invitation === null ? (request.query.role ?? 'seeker') : 'employer',
          ...(invitation === null ? {} : { email: invitation.email }),
        },
        errors: {},
      },
      next: safeNext(request.query.next),
      invitation,
    };
  },
  head: () => ({
    title: 'Create your account · Joblane',
    description:
      'Create a Joblane account to save jobs and searches, apply, and hear back; or to post jobs for your organisation.',
  }),
  page: AccountPage,
});

export const signInRoute = definePageRoute({
  id: 'account',
  path: '/signin',
  schema: { querystring: nextQuery },
  load: (request): AccountViewData => ({
    view: 'signin',
    form: emptyForm,
    next: safeNext(request.query.next),
  }),
  head: () => ({ title: 'Sign in · Joblane', description: 'Sign in to your Joblane account.' }),
  page: AccountPage,
});

export const verifyEmailRoute = definePageRoute({
  id: 'account',
  path: '/verify-email',
  schema: { querystring: tokenQuery },
  // Following the link only shows a button: mail scanners that open links change nothing.
  load: (request): AccountViewData => ({
    view: 'verify-email',
    token: request.query.token ?? '',
    form: emptyForm,
  }),
  head: () => ({
    title: 'Confirm your email · Joblane',
    description: 'Confirm your email address for Joblane.',
  }),
  page: AccountPage,
});

export const forgotPasswordRoute = definePageRoute({
  id: 'account',
  path: '/forgot-password',
  schema: { querystring: emptyQuerystring },
  load: (): AccountViewData => ({ view: 'forgot-password', form: emptyForm, sent: false }),
  head: () => ({
    title: 'Forgot your password · Joblane',
    description: 'Get a link to set a new Joblane password.',
  }),
  page: AccountPage,
});

export const resetPasswordRoute = definePageRoute({
  id: 'account',
  path: '/reset-password',
  schema: { querystring: tokenQuery },
  load: (request): AccountViewData => ({
    view: 'reset-password',
    token: request.query.token ?? '',
    form: emptyForm,
  }),
  head: () => ({
    title: 'Set a new password · Joblane',
    description: 'Set a new password for your Joblane account.',
  }),
  page: AccountPage,
});

export async function loadAccountPage(
  request: FastifyRequest,
  forms: AccountSettingsData['forms'] = {},
): Promise<AccountSettingsData> {
  const accounts = accountsOf(request);
  const viewer = request.viewer!;
  const { moderation } = request.server;
  // Independent reads: asked together (one round trip's wait on PostgreSQL, not six).
  const [sessions, twoStep, hidden, passkeys, withPassword, moderator] = await Promise.all([
    listSessions(accounts, viewer.user.id),
    twoStepStatus(accounts, viewer.user.id),
    hiddenListingsOf(request),
    listPasskeys(accounts, viewer.user.id),
    hasPassword(accounts, viewer.user.id),
    moderation === undefined ? false : isModerator(moderation, viewer.user.id),
  ]);
  return {
    ...(hidden === undefined ? {} : { hidden }),
    twoStep: twoStep.enabled,
    passkeys,
    hasPassword: withPassword,
    moderator,
    user: {
      name: viewer.user.name,
      email: viewer.user.email,
      role: viewer.user.role,
      emailVerified: viewer.user.emailVerified,
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.id === viewer.session.id,
      userAgent: session.userAgent,
      lastSeenAt: session.lastSeenAt,
      createdAt: session.createdAt,
      signInMethod: session.signInMethod,
    })),
    forms,
  };
}

export const accountRoute = definePageRoute({
  id: 'account',
  path: '/account',
  access: 'signed-in',
  schema: { querystring: emptyQuerystring },
  load: async (request): Promise<AccountViewData> => ({
    view: 'settings',
    ...(await loadAccountPage(request)),
  }),
  head: () => ({ title: 'Your account · Joblane', description: 'Your Joblane account.' }),
  page: AccountPage,
});

export async function loadTeamPage(
  request: FastifyRequest,
  form: FormState = emptyForm,
  descriptionForm: FormState = emptyForm,
  websiteForm: FormState = emptyForm,
  /** The logo upload's problem, when it had one. */
  logoError: string | null = null,
): Promise<EmployerTeamData> {
  const accounts = accountsOf(request);
  const viewer = request.viewer!;
  const [organisation] = await organisationsOf(accounts, viewer.user.id);
  if (organisation === undefined)
    return {
      organisation: null,
      members: [],
      invitations: [],
      form,
      descriptionForm,
      websiteForm,
      logoError,
      viewerId: viewer.user.id,
      viewerRole: null,
    };
  const members = (await listMembers(accounts, viewer.user.id, organisation.id)) ?? [];
  const invitations = (await listInvitations(accounts, viewer.user.id, organisation.id)) ?? [];
  return {
    organisation: {
      id: organisation.id,
      name: organisation.name,
      slug: organisation.slug,
      description: organisation.description,
      website: organisation.website,
      logo: (await logoUrlsBySlug(accounts, [organisation.slug]))[organisation.slug] ?? null,
      requireTwoStep: organisation.requireTwoStep,
    },
    viewerId: viewer.user.id,
    viewerRole: organisation.role,
    members: members.map((member) => ({
      id: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
    })),
    invitations: invitations.map((invitation) => ({
      email: invitation.email,
      expiresAt: invitation.expiresAt,
    })),
    form,
    descriptionForm,
    websiteForm,
    logoError,
  };
}

export const employerTeamRoute = definePageRoute({
  id: 'account',
  path: '/employer/team',
  access: 'employer',
  schema: { querystring: emptyQuerystring },
  load: async (request): Promise<AccountViewData> => ({
    view: 'employer-team',
    ...(await loadTeamPage(request)),
  }),
  head: (data) => ({
    title: `${(data.view === 'employer-team' ? data.organisation?.name : undefined) ?? 'Your team'} team · Joblane`,
    description: 'The members of your organisation on Joblane.',
  }),
  page: AccountPage,
});

export const joinTeamRoute = definePageRoute({
  id: 'account',
  path: '/employer/team/join',
  schema: { querystring: tokenQuery },
  async load(request): Promise<AccountViewData> {
    const token = request.query.token ?? '';
    const found = await findInvitation(accountsOf(request), token);
    if ('problem' in found)
      return {
        view: 'join-team',
        token,
        organisation: null,
        email: null,
        problem: found.problem,
        signedInAs: request.viewer?.user.email ?? null,
      };
    return {
      view: 'join-team',
      token,
      organisation: found.organisation.name,
      email: found.invitation.email,
      problem: null,
      signedInAs: request.viewer?.user.email ?? null,
    };
  },
  head: () => ({
    title: 'Join your team · Joblane',
    description: 'Accept an invitation to an organisation on Joblane.',
  }),
  page: AccountPage,
});

/** What `/account/two-step` shows the viewer now (after a form: with its problems). */
export async function loadTwoStep(
  request: FastifyRequest,
  next: string,
  form: FormState = emptyForm,
): Promise<TwoStepData> {
  const accounts = accountsOf(request);
  const { user, session } = request.viewer!;
  const status = await twoStepStatus(accounts, user.id);
  if (status.enabled) {
    return session.twoStepAt === null
      ? { state: 'verify', next, form }
      : {
          state: 'on',
          enabledAt: status.enabledAt!,
          recoveryCodesLeft: status.recoveryCodesLeft,
          next,
          form,
        };
  }
  const pending = await pendingTwoStep(accounts, user);
  if (pending === null || pending === 'enabled') return { state: 'off', next, form };
  return {
    state: 'setup',
    secret: pending.secret,
    qrCode: await qrCodeImage(pending.uri),
    next,
    form,
  };
}

export const twoStepRoute = definePageRoute({
  id: 'account',
  path: '/account/two-step',
  access: 'signed-in',
  schema: { querystring: nextQuery },
  load: async (request): Promise<AccountViewData> => ({
    view: 'two-step',
    ...(await loadTwoStep(request, safeNext(request.query.next))),
  }),
  head: () => ({
    title: 'Two-step sign-in · Joblane',
    description: 'Set up or change two-step sign-in for your Joblane account.',
  }),
  page: AccountPage,
});

export const twoStepSignInRoute = definePageRoute({
  id: 'account',
  path: '/signin/two-step',
  schema: { querystring: nextQuery },
  load: (request): AccountViewData => ({
    view: 'two-step-signin',
    form: emptyForm,
    next: safeNext(request.query.next),
    expired: request.twoStepChallenge === null,
  }),
  head: () => ({
    title: 'Enter your code · Joblane',
    description: 'The code step of signing in to Joblane.',
  }),
  page: AccountPage,
});

/** What `/account/confirm` offers the viewer: the ways in their account has. */
export async function loadConfirm(
  request: FastifyRequest,
  next: string,
  forms: { form?: FormState; codeForm?: FormState } = {},
): Promise<ConfirmData> {
  const accounts = accountsOf(request);
  const { user } = request.viewer!;
  return {
    next,
    hasPassword: await hasPassword(accounts, user.id),
    hasPasskeys: (await listPasskeys(accounts, user.id)).length > 0,
    twoStep: (await twoStepStatus(accounts, user.id)).enabled,
    form: forms.form ?? emptyForm,
    codeForm: forms.codeForm ?? emptyForm,
  };
}

export const confirmRoute = definePageRoute({
  id: 'account',
  path: '/account/confirm',
  access: 'signed-in',
  schema: { querystring: nextQuery },
  load: async (request): Promise<AccountViewData> => ({
    view: 'confirm',
    ...(await loadConfirm(request, safeNext(request.query.next))),
  }),
  head: () => ({
    title: 'Confirm it’s you · Joblane',
    description: 'Confirm your Joblane sign-in before a sensitive change.',
  }),
  page: AccountPage,
});

export const notMeRoute = definePageRoute({
  id: 'account',
  path: '/account/not-me',
  schema: { querystring: tokenQuery },
  load: (request): AccountViewData => ({
    view: 'not-me',
    token: request.query.token ?? '',
    form: emptyForm,
  }),
  head: () => ({
    title: 'Sign out everywhere · Joblane',
    description: 'Sign your Joblane account out on every device.',
  }),
  page: AccountPage,
});

export const accountRoutes: readonly PageRoute[] = [
  signUpRoute,
  signInRoute,
  verifyEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  accountRoute,
  employerTeamRoute,
  joinTeamRoute,
  twoStepRoute,
  twoStepSignInRoute,
  confirmRoute,
  notMeRoute,
];

/** A seeker's blocked employers and hidden jobs (with titles), for `/account`. */
async function hiddenListingsOf(request: FastifyRequest): Promise<HiddenListingsData | undefined> {
  const seekers = request.server.seekers;
  const viewer = request.viewer!;
  if (seekers === undefined || viewer.user.role !== 'seeker') return undefined;
  const [companies, jobs] = await Promise.all([
    listBlockedCompanies(seekers, viewer.user.id),
    listHiddenJobs(seekers, viewer.user.id),
  ]);
  const now = request.server.now();
  return {
    companies: companies.map((company) => ({ key: company.companyKey, name: company.companyName })),
    jobs: await Promise.all(
      jobs.map(async ({ jobId }) => ({
        id: jobId,
        title: (await request.server.jobs.getJob(jobId, { now }))?.title ?? `Job ${jobId}`,
      })),
    ),
  };
}
