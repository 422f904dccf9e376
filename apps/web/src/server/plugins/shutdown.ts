import { once } from 'node:events';
import type { Socket } from 'node:net';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { SHED_RETRY_AFTER_S } from './health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Shutdown's first step (before `close()`): new connections get 503, requests already
     * received are answered with `Connection: close`, idle keep-alive connections are closed.
     * Resolves when no request is in flight, or after `graceMs` (then `onGraceOver` runs, which
     * should make the stragglers answer, and it waits `graceMs / 4` more).
     */
    drain(graceMs: number, onGraceOver?: () => void): Promise<void>;
    /** True once `drain` (or `close`) has begun. */
    readonly draining: boolean;
  }
}

/**
 * Graceful shutdown under load. While draining, the listener stays open so a client that connects
 * anyway gets a quick 503 (not a refused or reset connection), while every request on a connection
 * that existed before (read already or still in its buffer) is answered as usual.
 */
export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let inFlight = 0;
    /** Requests counted in `inFlight` (each leaves it once, answered or abandoned). */
    const counted = new WeakSet<FastifyRequest>();
    const idle = new EventTarget();
    const lateSockets = new WeakSet<Socket>();

    app.server.on('connection', (socket: Socket) => {
      if (draining) lateSockets.add(socket);
    });

    const finished = (request: FastifyRequest) => {
      if (!counted.delete(request)) return;
      inFlight -= 1;
      if (inFlight === 0) idle.dispatchEvent(new Event('idle'));
    };

    app.addHook('onRequest', (request, reply, done) => {
      if (draining && lateSockets.has(request.raw.socket)) {
        void reply
          .code(503)
          .headers({ 'retry-after': SHED_RETRY_AFTER_S, 'x-request-id': request.id })
          .send({ statusCode: 503, error: 'Service Unavailable', message: 'Shutting down.' });
        return;
      }
      inFlight += 1;
      counted.add(request);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      finished(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      finished(request);
      done();
    });
    app.addHook('onSend', (_request, reply, _payload, done) => {
      // Keep-alive clients are told to reconnect (elsewhere) once this response is sent.
      if (draining) reply.header('connection', 'close');
      done();
    });
    app.addHook('preClose', (done) => {
      draining = true;
      done();
    });

    app.decorate('draining', { getter: () => draining });
    app.decorate('drain', async (graceMs: number, onGraceOver?: () => void) => {
      draining = true;
      // After one turn of the loop, so requests already in a socket's buffer are read first.
      await new Promise((resolve) => setImmediate(resolve));
      app.server.closeIdleConnections();
      if (inFlight === 0) return;
      const signal = AbortSignal.timeout(graceMs);
      try {
        await once(idle, 'idle', { signal });
      } catch {
        onGraceOver?.();
        if (inFlight > 0) {
          await once(idle, 'idle', { signal: AbortSignal.timeout(graceMs / 4) }).catch(() => {});
        }
      }
    });
  },
  { name: 'joblane-shutdown' },
);
