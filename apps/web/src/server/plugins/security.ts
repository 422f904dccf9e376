import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Requests per minute and client address on routes that opt in with `config.rateLimit`. */
  apiRateLimit: number;
}

/**
 * Security headers on every response, with a strict Content-Security-Policy: the documents carry
 * no inline script (the client context is a JSON data block), so scripts come only from the site.
 * Rate limiting is registered without a global limit; API routes set `config.rateLimit`.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(helmet, {
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
    });
    await app.register(rateLimit, {
      global: false,
      max: options.apiRateLimit,
      timeWindow: '1 minute',
    });
  },
  { name: 'joblane-security' },
);
