import underPressure from '@fastify/under-pressure';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { costOf, type RequestKind } from '../requestCost.ts';
import { emptyQuerystring, stringEnum } from '../../routing/schemas.ts';
import type { ReplicaStatus } from '../../services/publicReads.ts';
import type { PoolLoad } from '../searchPool.ts';

export interface HealthOptions {
  /** Resolves when the database answers; throws (or rejects) when it does not. */
  checkDatabase: () => Promise<void> | void;
  /** Mean event-loop delay (ms) above which searches are shed and `/readyz` says 503. */
  maxEventLoopDelayMs: number;
  /** The search pool's load, when searches run in one. */
  poolLoad?: () => PoolLoad;
  /** True once shutdown has begun (`/readyz` says 503 then). */
  draining?: () => boolean;
  /**
   * This node's job index fed from the job record (`DATABASE_URL`): `/readyz` answers 503
   * `index-building` until its first build is done, and reports its lag either way.
   */
  jobIndex?: () => Promise<JobIndexStatus>;
  /**
   * The streaming replica (`DATABASE_REPLICA_URL`): `/readyz` says whether it answers and where
   * public reads go; a replica away never makes the node unready (reads fall back to the primary).
   */
  replica?: () => Promise<ReplicaStatus>;
  /** Told of each request shed (503), with its kind and why (metrics). */
  onShed?: (kind: RequestKind, reason: ShedReason) => void;
}

/** Why a request was shed. */
export type ShedReason = 'event-loop-delay' | 'search-queue-full' | 'search-queue-slow';

/** A node's job index as `/readyz` reports it (the follower's lag). */
export interface JobIndexStatus {
  ready: boolean;
  /** Log positions: applied here, the record's newest, and how many are not applied yet. */
  position: number;
  head?: number;
  behind?: number;
  /** Age of the oldest change not applied yet (ms; 0 when none waits). */
  oldestUnappliedMs?: number;
  /**
   * False when the record could not be asked (PostgreSQL unreachable): a built index still
   * serves searches and job pages, so the node stays ready; the lag is unknown then.
   */
  recordReachable?: boolean;
}

const jobIndexSchema = Type.Partial(
  Type.Object({
    ready: Type.Boolean(),
    position: Type.Number(),
    head: Type.Number(),
    behind: Type.Number(),
    oldestUnappliedMs: Type.Number(),
    recordReachable: Type.Boolean(),
  }),
);

const replicaSchema = Type.Partial(
  Type.Object({
    reachable: Type.Boolean(),
    readsFrom: stringEnum(['replica', 'primary'] as const),
  }),
);

const readyResponse = Type.Object({
  status: Type.String(),
  jobIndex: Type.Optional(jobIndexSchema),
  replica: Type.Optional(replicaSchema),
});

const statusResponse = Type.Object({ status: Type.String() });

/** Seconds a shed client is asked to wait. */
export const SHED_RETRY_AFTER_S = 5;
/** Searches waiting per pool thread beyond which new searches are shed. */
export const SHED_QUEUE_PER_THREAD = 4;
/**
 * Recent wait for a pool thread (ms) beyond which new searches are shed: half the default handler
 * timeout, the deadline a search's wait counts against. Searches waiting in the pool delay only
 * other searches (job pages use the quick lane), so the queue may be long before it is refused.
 */
export const SHED_POOL_WAIT_MS = 5000;
/** Cheap pages are shed only when the event loop is this many times over its limit. */
const PAGE_SHED_FACTOR = 4;
/** At most one warning line per this long about shed requests (with the count since the last). */
const SHED_LOG_INTERVAL_MS = 10_000;

const UNAVAILABLE_MESSAGE = 'Joblane is busy. Please try again in a moment.';
const unavailablePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Joblane is busy</title></head><body><main><h1>Joblane is busy</h1><p>${UNAVAILABLE_MESSAGE}</p></main></body></html>`;

/**
 * `/healthz`: the process is alive. `/readyz`: it can serve traffic (database reachable, event
 * loop not overloaded, not shutting down). Load shedding: under overload the expensive requests
 * (searches) are answered 503 with `Retry-After` first, cheap pages only when the event loop is
 * far over its limit, and probes and assets never. `@fastify/under-pressure` only measures the
 * event-loop delay here; it sheds nothing itself.
 */
export const healthPlugin = fp<HealthOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      // Never answers by itself: the hook below decides by what the request costs.
      pressureHandler: () => undefined,
    });

    // under-pressure reports Infinity when a sampling period saw no tick of its histogram, which
    // a busy machine's late timers cause now and then (two samplings back to back); shedding on
    // that would answer 503 to everyone for a second. Such a period keeps the last measurement.
    let lastDelay = 0;
    function measuredDelay(): number {
      const { eventLoopDelay } = app.memoryUsage();
      if (Number.isFinite(eventLoopDelay)) lastDelay = eventLoopDelay;
      return lastDelay;
    }

    /** Why a request of this kind should be shed now, or undefined. */
    function shedReason(kind: RequestKind): ShedReason | undefined {
      if (kind === 'free') return undefined;
      const eventLoopDelay = measuredDelay();
      if (kind === 'page') {
        return eventLoopDelay > options.maxEventLoopDelayMs * PAGE_SHED_FACTOR
          ? 'event-loop-delay'
          : undefined;
      }
      if (eventLoopDelay > options.maxEventLoopDelayMs) return 'event-loop-delay';
      const load = options.poolLoad?.();
      if (load === undefined) return undefined;
      if (load.queued >= load.threads * SHED_QUEUE_PER_THREAD) return 'search-queue-full';
      // The recent wait only counts while searches are waiting (it is measured as they start).
      if (load.queued > 0 && load.waitMs > SHED_POOL_WAIT_MS) return 'search-queue-slow';
      return undefined;
    }

    // Shed requests are logged at warn without a stack, one line per interval with a count.
    let shedSinceLog = 0;
    let lastLog = 0;
    function logShed(request: FastifyRequest, reason: string) {
      shedSinceLog += 1;
      const now = Date.now();
      if (now - lastLog < SHED_LOG_INTERVAL_MS) return;
      request.log.warn(
        { shed: shedSinceLog, reason, url: request.url, load: options.poolLoad?.() },
        'shedding load: answering 503',
      );
      shedSinceLog = 0;
      lastLog = now;
    }

    function shed(request: FastifyRequest, reply: FastifyReply, reason: string) {
      logShed(request, reason);
      reply.code(503).headers({
        'retry-after': SHED_RETRY_AFTER_S,
        'cache-control': 'no-store',
        'x-request-id': request.id,
      });
      if (request.url.startsWith('/api/')) {
        return reply.send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: UNAVAILABLE_MESSAGE,
          requestId: request.id,
        });
      }
      return reply.type('text/html; charset=utf-8').send(unavailablePage);
    }

    app.addHook('onRequest', (request, reply, done) => {
      const { kind } = costOf(request);
      const reason = shedReason(kind);
      if (reason === undefined) done();
      else {
        options.onShed?.(kind, reason);
        void shed(request, reply, reason);
      }
    });

    app.get(
      '/healthz',
      { schema: { querystring: emptyQuerystring, response: { 200: statusResponse } } },
      async () => ({ status: 'ok' }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          querystring: emptyQuerystring,
          response: { 200: readyResponse, 503: readyResponse },
        },
      },
      async (request, reply) => {
        if (options.draining?.() === true) {
          return reply.code(503).send({ status: 'shutting-down' });
        }
        if (measuredDelay() > options.maxEventLoopDelayMs) {
          return reply
            .code(503)
            .header('retry-after', SHED_RETRY_AFTER_S)
            .send({ status: 'under-pressure' });
        }
        try {
          await options.checkDatabase();
        } catch (error) {
          request.log.warn({ err: error }, 'readiness: database unreachable');
          return reply.code(503).send({ status: 'database-unreachable' });
        }
        if (options.jobIndex !== undefined) {
          let jobIndex: JobIndexStatus;
          try {
            jobIndex = await options.jobIndex();
          } catch (error) {
            request.log.warn({ err: error }, 'readiness: the job record is unreachable');
            return reply
              .code(503)
              .header('retry-after', SHED_RETRY_AFTER_S)
              .send({ status: 'job-record-unreachable' });
          }
          if (!jobIndex.ready) {
            return reply
              .code(503)
              .header('retry-after', SHED_RETRY_AFTER_S)
              .send({ status: 'index-building', jobIndex });
          }
          const replica = await options.replica?.();
          return { status: 'ready', jobIndex, ...(replica === undefined ? {} : { replica }) };
        }
        return { status: 'ready' };
      },
    );
  },
  { name: 'joblane-health' },
);
