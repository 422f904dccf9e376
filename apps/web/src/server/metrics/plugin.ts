import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { NodeMetrics } from './nodeMetrics.ts';

/**
 * Counts and times every response by method, route id (`routeOptions.url`, the route as
 * registered: `/jobs/:id`, never the requested URL) and status class; requests no route matched
 * (404s, bad URLs) share one label value.
 */
export const metricsPlugin = fp<{ metrics: NodeMetrics }>(
  async (app: FastifyInstance, { metrics }) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.is404 ? undefined : request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'joblane-metrics' },
);
