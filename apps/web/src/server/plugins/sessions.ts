import cookie from '@fastify/cookie';
import {
  endSession,
  isFreshSession,
  lookupSession,
  secondFactorRequired,
  type Accounts,
  type Session,
  type User,
} from '@joblane/accounts';
import { isModerator } from '@joblane/moderation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import type { Notice } from '../../app/context.ts';
import { notices } from '../../app/notices.ts';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { formWantsJson } from '../../routing/pageResponse.ts';
import type { Access } from '../../routing/pageRoute.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A page whose `access` some requests do not need (see `PageRoute.openToAll`). */
    openToAll?: (request: FastifyRequest) => Promise<boolean>;
    /**
     * A sensitive change: the viewer must have signed in or confirmed it was them in the last
     * 10 minutes, else they are sent to `/account/confirm` and then back to this page (a GET
     * itself; a form the page it lives on, given here).
     */
    fresh?: string;
  }
  interface FastifyRequest {
    /** The signed-in person and their session, or null. */
    viewer: { user: User; session: Session; secret: string } | null;
    /** A one-time message set by the previous response (after a redirect), or null. */
    notice: Notice | null;
    /** The sign-in waiting for its code (the right password was given), from its cookie. */
    twoStepChallenge: string | null;
  }
  interface FastifyReply {
    /** Sets the session cookie for a new session. */
    startSession(secret: string): FastifyReply;
    /** Ends the request's session and clears its cookie. */
    endSession(): Promise<void>;
    /** A message for the next page this browser shows (after a redirect). */
    notify(notice: keyof typeof notices): FastifyReply;
    /** Remembers a sign-in waiting for its code (10 minutes), or forgets it with null. */
    twoStepChallenge(secret: string | null): FastifyReply;
  }
}

export interface SessionsOptions {
  /** Accounts; without it nobody is ever signed in (the site still serves jobs). */
  accounts: Accounts | undefined;
  /** `PUBLIC_ORIGIN` is https: cookies are `Secure` with the `__Host-` prefix. */
  secure: boolean;
}

const NOTICE_COOKIE = 'joblane_notice';
const TWO_STEP_MAX_AGE_SECONDS = 10 * 60;

/** Paths that never need to know who is asking (no database read for them). */
const anonymousPrefixes = [
  '/assets/',
  '/healthz',
  '/readyz',
  '/favicon.ico',
  '/robots.txt',
  '/sitemap',
];

/**
 * Server-side sessions in an HttpOnly, SameSite=Lax cookie (`Secure` and `__Host-` when the site is
 * https), the signed-in person on `request.viewer`, route access checks (`config.access`), and
 * `Cache-Control: private, no-store` on every personal response.
 */
export const sessionsPlugin = fp<SessionsOptions>(
  async (app: FastifyInstance, { accounts, secure }) => {
    await app.register(cookie);
    const cookieName = secure ? '__Host-joblane_session' : 'joblane_session';
    const challengeCookie = secure ? '__Host-joblane_two_step' : 'joblane_two_step';
    const maxAgeSeconds = Math.floor((accounts?.lifetimes.sessionAbsoluteMs ?? 0) / 1000);
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;

    app.decorateRequest('viewer', null);
    app.decorateRequest('notice', null);
    app.decorateRequest('twoStepChallenge', null);

    app.decorateReply('startSession', function (this: FastifyReply, secret: string) {
      return this.setCookie(cookieName, secret, { ...cookieOptions, maxAge: maxAgeSeconds });
    });
    app.decorateReply('endSession', async function (this: FastifyReply) {
      const viewer = this.request.viewer;
      if (viewer !== null && accounts !== undefined) await endSession(accounts, viewer.secret);
      this.request.viewer = null;
      // Not returned: a reply is thenable, and awaiting it waits for the response itself.
      this.clearCookie(cookieName, cookieOptions);
    });
    app.decorateReply('notify', function (this: FastifyReply, notice: keyof typeof notices) {
      return this.setCookie(NOTICE_COOKIE, notice, { ...cookieOptions, maxAge: 60 });
    });

    app.decorateReply('twoStepChallenge', function (this: FastifyReply, secret: string | null) {
      if (secret === null) return this.clearCookie(challengeCookie, cookieOptions);
      return this.setCookie(challengeCookie, secret, {
        ...cookieOptions,
        maxAge: TWO_STEP_MAX_AGE_SECONDS,
      });
    });

    app.addHook('onRequest', async (request, reply) => {
      if (anonymousPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
      const noticeId = request.cookies[NOTICE_COOKIE];
      if (noticeId !== undefined) {
        request.notice = Object.hasOwn(notices, noticeId)
          ? notices[noticeId as keyof typeof notices]
          : null;
        // Shown once: the page that reads it clears it (in-page navigations included).
        reply.clearCookie(NOTICE_COOKIE, cookieOptions);
      }
      request.twoStepChallenge = request.cookies[challengeCookie] ?? null;
      const secret = request.cookies[cookieName];
      if (secret === undefined || accounts === undefined) return;
      const found = await lookupSession(accounts, secret);
      if (found === null) {
        reply.clearCookie(cookieName, cookieOptions);
        return;
      }
      request.viewer = { ...found, secret };
    });

    // Before validation: a route nobody else may use answers them as an unknown one, whatever
    // they send (a bad query to /admin is 404 for them, not a 400 that says the route exists).
    app.addHook('preValidation', async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (access === undefined) return;
      const { viewer } = request;
      if (access === 'moderator') {
        // Nobody else learns that the admin area exists: not even a sign-in page.
        const { moderation } = request.server;
        if (
          viewer === null ||
          moderation === undefined ||
          !(await isModerator(moderation, viewer.user.id))
        ) {
          throw httpError(404, NOT_FOUND_MESSAGE);
        }
        if (viewer.session.twoStepAt !== null) return;
        // A moderator whose session has not passed the second factor: a page sends them to set
        // it up or to enter a code, and back; forms and JSON twins answer 404 as to anyone.
        if (request.method === 'GET' && !request.url.startsWith('/api/')) {
          // That page sets two-step up when they have none, else asks for a code.
          return reply.redirect(`/account/two-step?next=${encodeURIComponent(request.url)}`, 303);
        }
        throw httpError(404, NOT_FOUND_MESSAGE);
      }
      // A page that is the same for everyone for this request (a closed job's apply page).
      const { openToAll } = request.routeOptions.config;
      if (openToAll !== undefined && (await openToAll(request))) return;
      if (viewer === null) {
        // A page asks the visitor to sign in and comes back; JSON twins and forms answer 404,
        // so in-page navigation loads the page in full (and is redirected).
        if (request.method === 'GET' && !request.url.startsWith('/api/')) {
          return reply.redirect(`/signin?next=${encodeURIComponent(request.url)}`, 303);
        }
        throw httpError(401, 'Sign in to do that.');
      }
      if (access !== 'signed-in' && viewer.user.role !== access) {
        throw httpError(404, NOT_FOUND_MESSAGE);
      }
      // An organisation whose owners require a second factor: a member whose session has not
      // passed one sets it up (or enters a code) first, and comes back.
      if (
        access === 'employer' &&
        accounts !== undefined &&
        viewer.session.twoStepAt === null &&
        (await secondFactorRequired(accounts, viewer.user.id))
      ) {
        const back =
          request.method === 'GET' && !request.url.startsWith('/api/') ? request.url : '/employer';
        const to = `/account/two-step?next=${encodeURIComponent(back)}`;
        if (formWantsJson(request)) return reply.send({ redirect: to });
        return reply.redirect(to, 303);
      }
      const { fresh } = request.routeOptions.config;
      if (
        fresh !== undefined &&
        accounts !== undefined &&
        !isFreshSession(accounts, viewer.session)
      ) {
        const back = request.method === 'GET' ? request.url : fresh;
        const to = `/account/confirm?next=${encodeURIComponent(back)}`;
        reply.header('cache-control', 'private, no-store');
        // A form sent by script (or the passkey script) is told where to go, as after success.
        if (formWantsJson(request)) return reply.send({ redirect: to });
        return reply.redirect(to, 303);
      }
    });

    app.addHook('onSend', async (request, reply) => {
      // Anything shown to a signed-in person is theirs: never kept by a shared cache.
      if (request.viewer !== null || request.routeOptions.config.access !== undefined) {
        reply.header('cache-control', 'private, no-store');
      }
    });
  },
  { name: 'joblane-sessions' },
);
