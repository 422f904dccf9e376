import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { emptyQuerystring } from '../schemas.ts';

export interface HealthOptions {
  /** Resolves when the database answers; throws (or rejects) when it does not. */
  checkDatabase: () => Promise<void> | void;
  /** Event-loop delay (ms) above which the app is under pressure. */
  maxEventLoopDelayMs: number;
}

const statusResponse = {
  type: 'object',
  properties: { status: { type: 'string' } },
  required: ['status'],
} as const;

/** Health probes are never shed, whatever the load: they report it instead. */
const neverShed = { pressureHandler: () => undefined };

/**
 * `/healthz`: the process is alive. `/readyz`: it can serve traffic (database reachable, event
 * loop not overloaded; while closing, Fastify answers 503 on its own). Under event-loop pressure
 * other requests are shed with 503 and `Retry-After` too.
 */
export const healthPlugin = fp<HealthOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      retryAfter: 10,
    });

    app.get(
      '/healthz',
      {
        schema: { querystring: emptyQuerystring, response: { 200: statusResponse } },
        config: neverShed,
      },
      async () => ({ status: 'ok' }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          querystring: emptyQuerystring,
          response: { 200: statusResponse, 503: statusResponse },
        },
        config: neverShed,
      },
      async (request, reply) => {
        if (app.isUnderPressure()) {
          return reply.code(503).header('retry-after', 10).send({ status: 'under-pressure' });
        }
        try {
          await options.checkDatabase();
        } catch (error) {
          request.log.warn({ err: error }, 'readiness: database unreachable');
          return reply.code(503).send({ status: 'database-unreachable' });
        }
        return { status: 'ready' };
      },
    );
  },
  { name: 'joblane-health' },
);
