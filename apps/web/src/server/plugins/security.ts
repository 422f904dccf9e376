import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { ClientBudget } from '../clientBudget.ts';
import { costOf, type RequestKind } from '../requestCost.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every response carries (see `securityPlugin`). */
    securityHeaders: Record<string, string | number | string[]>;
    /**
     * Spends `units` more of the request's client budget (the same bucket every request spends
     * from, see `securityPlugin`) for an action dearer than its route's cost (a signed-out
     * report); returns 0, or the seconds to wait before the client could afford it.
     */
    spendClientBudget(request: FastifyRequest, units: number): number;
  }
}

export interface SecurityOptions {
  /** Cost units per minute and client address, across every page and API (see requestCost.ts). */
  clientBudget: number;
  /** Told of each request refused (429) for its client's spent budget (metrics). */
  onRefused?: (kind: RequestKind) => void;
}

/** What `@fastify/helmet` is asked for: the strict policy and the usual headers. */
const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  // Same-origin documents and assets only; nothing here is meant to be embedded elsewhere.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers `@fastify/helmet` sends with `helmetOptions`, read once from a probe instance. They
 * are the same on every response (no nonces), but the plugin rebuilds helmet's middleware and
 * re-parses the policy on every request, which cost about 5 % of a page's server time.
 */
async function helmetHeaders(): Promise<Record<string, string | number | string[]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  let headers: Record<string, string | number | string[]> = {};
  // Runs after helmet's own onRequest hooks, which set the headers on the raw response.
  probe.addHook('onRequest', async (_request, reply) => {
    headers = { ...reply.raw.getHeaders() } as Record<string, string | number | string[]>;
  });
  probe.get('/', async () => '');
  await probe.inject('/');
  await probe.close();
  return headers;
}

/**
 * Security headers on every response (helmet's, computed once), with a strict
 * Content-Security-Policy: the documents carry no inline script (the client context is a JSON data
 * block), so scripts come only from the site. Then the client's budget: every request spends its
 * cost (a search more than a job page, probes and assets nothing) from one budget per client
 * address across pages and APIs; a client out of budget gets 429 with `Retry-After`.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    const headers = await helmetHeaders();
    // Responses the router answers before any hook runs (bad URLs) set them through this too.
    app.decorate('securityHeaders', headers);
    const budget = new ClientBudget(options.clientBudget);
    app.decorate('spendClientBudget', (request: FastifyRequest, units: number) =>
      budget.spend(request.ip, units, Date.now()),
    );
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      const { kind, units } = costOf(request);
      const waitSeconds = units === 0 ? 0 : budget.spend(request.ip, units, Date.now());
      if (waitSeconds === 0) {
        done();
        return;
      }
      options.onRefused?.(kind);
      reply.headers({ 'retry-after': waitSeconds, 'x-request-id': request.id });
      done(
        Object.assign(
          new Error(
            `Too many requests from your address. Please wait ${waitSeconds} s and try again.`,
          ),
          { statusCode: 429 },
        ),
      );
    });
  },
  { name: 'joblane-security' },
);
