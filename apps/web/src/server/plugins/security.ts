import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every response carries (see `securityPlugin`). */
    securityHeaders: Record<string, string | number | string[]>;
  }
}

export interface SecurityOptions {
  /** Requests per minute and client address on routes that opt in with `config.rateLimit`. */
  apiRateLimit: number;
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
 * Security headers on every response (helmet's, computed once), with a strict Content-Security-Policy: the documents carry
 * no inline script (the client context is a JSON data block), so scripts come only from the site.
 * Rate limiting is registered without a global limit; API routes set `config.rateLimit`.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    const headers = await helmetHeaders();
    // Responses the router answers before any hook runs (bad URLs) set them through this too.
    app.decorate('securityHeaders', headers);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimit, {
      global: false,
      max: options.apiRateLimit,
      timeWindow: '1 minute',
    });
  },
  { name: 'joblane-security' },
);
