import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

import * as fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import {
  CircuitBreaker,
  classifyConnectError,
  DatabaseUnavailableError,
  type Attempt,
  type AttemptOutcome,
} from './breaker.ts';
import { openRelationalDatabase, type OpenOptions, type RelationalDatabase } from './open.ts';
import { openTestDatabase, type TestDatabase } from './testing/index.ts';

type Operation =
  | { kind: 'acquire' }
  | { kind: 'settle'; pick: number; outcome: AttemptOutcome }
  | { kind: 'advance'; ms: number };

/**
 * The reference: the breaker's rules written as plainly as possible, over numbered attempts.
 * Closed counts failures in a row; at the threshold it opens until `now + openMs`; from then one
 * trial goes through at a time; a success of any attempt closes it; the trial's failure opens it
 * again; neutral outcomes change nothing (a neutral trial frees its place).
 */
class ReferenceBreaker {
  failures = 0;
  openUntil: number | undefined;
  trialId: number | undefined;

  constructor(
    readonly threshold: number,
    readonly openMs: number,
  ) {}

  acquire(now: number, id: number): 'go' | 'trial' | 'refused' {
    if (this.openUntil === undefined) return 'go';
    if (now >= this.openUntil && this.trialId === undefined) {
      this.trialId = id;
      return 'trial';
    }
    return 'refused';
  }

  settle(now: number, id: number, outcome: AttemptOutcome) {
    const wasTrial = this.trialId === id;
    if (wasTrial) this.trialId = undefined;
    if (outcome === 'success') {
      this.failures = 0;
      this.openUntil = undefined;
      this.trialId = undefined;
    } else if (outcome === 'failure') {
      if (wasTrial) this.openUntil = now + this.openMs;
      else if (this.openUntil === undefined) {
        this.failures += 1;
        if (this.failures >= this.threshold) this.openUntil = now + this.openMs;
      }
    }
  }

  state(now: number) {
    if (this.openUntil === undefined) return 'closed';
    return now >= this.openUntil ? 'half-open' : 'open';
  }
}

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.constant({ kind: 'acquire' as const }),
  fc.record({
    kind: fc.constant('settle' as const),
    pick: fc.nat(),
    outcome: fc.constantFrom<AttemptOutcome>('success', 'failure', 'failure', 'neutral'),
  }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 150 }) }),
);

describe('CircuitBreaker', () => {
  it('behaves as the reference model for any sequence of attempts, outcomes and time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 300 }),
        fc.array(operation, { maxLength: 120 }),
        (threshold, openMs, operations) => {
          let now = 1_000;
          const breaker = new CircuitBreaker({
            failureThreshold: threshold,
            openMs,
            now: () => now,
          });
          const reference = new ReferenceBreaker(threshold, openMs);
          const pending: { id: number; attempt: Attempt }[] = [];
          let nextId = 0;
          for (const each of operations) {
            if (each.kind === 'advance') now += each.ms;
            else if (each.kind === 'acquire') {
              const id = nextId++;
              const got = breaker.acquire();
              const expected = reference.acquire(now, id);
              if (got instanceof DatabaseUnavailableError) {
                expect(expected).toBe('refused');
                expect(got.retryInMs).toBeGreaterThanOrEqual(0);
                expect(got.retryInMs).toBeLessThanOrEqual(openMs);
              } else {
                expect(got.trial ? 'trial' : 'go').toBe(expected);
                pending.push({ id, attempt: got });
              }
            } else if (pending.length > 0) {
              const [settled] = pending.splice(each.pick % pending.length, 1);
              breaker.settle(settled!.attempt, each.outcome, new Error('refused'));
              reference.settle(now, settled!.id, each.outcome);
            }
            expect(breaker.state()).toBe(reference.state(now));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses settings that make no sense', () => {
    expect(() => new CircuitBreaker({ failureThreshold: 0 })).toThrow(/failureThreshold/);
    expect(() => new CircuitBreaker({ openMs: -1 })).toThrow(/openMs/);
  });

  it('counts the server not answering as a failure, and a busy pool or a bad password as neither', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    expect(classifyConnectError(refused)).toBe('failure');
    expect(
      classifyConnectError(
        new Error('Connection terminated due to connection timeout', {
          cause: new Error('Connection terminated unexpectedly'),
        }),
      ),
    ).toBe('failure');
    expect(classifyConnectError(Object.assign(new Error('starting'), { code: '57P03' }))).toBe(
      'failure',
    );
    expect(classifyConnectError(new Error('timeout exceeded when trying to connect'))).toBe(
      'neutral',
    );
    expect(
      classifyConnectError(Object.assign(new Error('password failed'), { code: '28P01' })),
    ).toBe('neutral');
  });
});

/**
 * A TCP server on loopback in front of the test cluster's Unix socket: `blackhole` accepts
 * connections and never answers, `relay` passes them on, and `freeze` stops passing anything on
 * the connections it relays (a network that went silent: no reset, no answer).
 */
async function startSwitchableServer(target: { socketPath: string }) {
  let mode: 'blackhole' | 'relay' = 'blackhole';
  const open = new Set<Socket>();
  const relayed: [Socket, Socket][] = [];
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
    if (mode === 'blackhole') return; // accepted, never answered
    const upstream = connect({ path: target.socketPath });
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
    relayed.push([socket, upstream]);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return {
    port: address.port,
    relay: () => {
      mode = 'relay';
    },
    freeze: () => {
      for (const [socket, upstream] of relayed.splice(0)) {
        socket.unpipe(upstream);
        upstream.unpipe(socket);
        socket.pause();
        upstream.pause();
      }
    },
    accepted: () => accepted,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; error?: unknown }> {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

describe('a PostgreSQL pool behind the circuit breaker, against a server that never answers', () => {
  let cluster: TestDatabase | undefined;
  let database: RelationalDatabase | undefined;
  let front: Awaited<ReturnType<typeof startSwitchableServer>> | undefined;

  afterEach(async () => {
    await database?.close();
    await front?.close();
    await cluster?.close();
  });

  /**
   * A pool (with `options`) whose PostgreSQL is reached through the switchable front (a
   * blackhole until it relays), and one small query on it.
   */
  async function poolBehindFront(options: Omit<OpenOptions, 'url'>) {
    cluster = await openTestDatabase('postgres');
    const url = new URL(cluster.url!);
    front = await startSwitchableServer({
      socketPath: `${url.searchParams.get('host')}/.s.PGSQL.${url.port}`,
    });
    database = openRelationalDatabase({
      url: `postgres://postgres@127.0.0.1:${front.port}${url.pathname}`,
      ...options,
    });
    const opened = database;
    const query = () =>
      opened.db
        .selectFrom('pg_class' as never)
        .select('oid' as never)
        .limit(1)
        .execute();
    return { front, query };
  }

  it('waits the connect timeout a few times, then fails fast, and recovers by itself once PostgreSQL answers', async () => {
    const connectTimeoutMs = 400;
    const { front: proxy, query } = await poolBehindFront({
      connectTimeoutMs,
      circuitBreaker: { failureThreshold: 3, openMs: 1500 },
      poolSize: 4,
    });
    expect(database?.poolStats()).toEqual({
      max: 4,
      total: 0,
      inUse: 0,
      idle: 0,
      waiting: 0,
      breaker: { state: 'closed', transitions: { closed: 0, open: 0, 'half-open': 0 } },
    });

    // The first three wait the whole connect timeout each: the server accepted and said nothing.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { ms, error } = await timed(query);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(DatabaseUnavailableError);
      expect(ms).toBeGreaterThanOrEqual(connectTimeoutMs - 20);
    }
    // The breaker is open: the next ones fail at once, with the cause.
    const fast: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { ms, error } = await timed(query);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as Error).cause).toBeInstanceOf(Error);
      fast.push(ms);
    }
    expect(Math.max(...fast)).toBeLessThan(connectTimeoutMs / 4);
    expect(database?.poolStats()?.breaker).toEqual({
      state: 'open',
      transitions: { closed: 0, open: 1, 'half-open': 0 },
    });

    // PostgreSQL answers on the same address now: after the open period a trial gets through,
    // and from then on queries work without anything being restarted.
    proxy.relay();
    await new Promise((done) => setTimeout(done, 1600));
    const { error } = await timed(query);
    expect(error).toBeUndefined();
    const again = await timed(query);
    expect(again.error).toBeUndefined();
    // Its moves, for metrics: opened once, a trial, closed again; the connection is back idle.
    expect(database?.poolStats()).toMatchObject({
      max: 4,
      inUse: 0,
      waiting: 0,
      breaker: { state: 'closed', transitions: { closed: 1, open: 1, 'half-open': 1 } },
    });
    expect(database?.poolStats()?.idle).toBeGreaterThanOrEqual(1);
  }, 20_000);

  it('lets only one trial through while half-open; the others still fail fast', async () => {
    const connectTimeoutMs = 300;
    const { query } = await poolBehindFront({
      connectTimeoutMs,
      circuitBreaker: { failureThreshold: 2, openMs: 500 },
    });
    await timed(query);
    await timed(query);
    await new Promise((done) => setTimeout(done, 550));
    // Half-open: five at once, one of them the trial that waits the timeout.
    const results = await Promise.all(Array.from({ length: 5 }, () => timed(query)));
    const slow = results.filter((each) => each.ms >= connectTimeoutMs - 20);
    const refused = results.filter((each) => each.error instanceof DatabaseUnavailableError);
    expect(slow).toHaveLength(1);
    expect(refused).toHaveLength(4);
    // The trial failed: open again, fast failures.
    expect((await timed(query)).error).toBeInstanceOf(DatabaseUnavailableError);
  }, 20_000);

  it('drops a connection whose statement went unanswered, so the next statement gets a new one', async () => {
    const { front: proxy, query } = await poolBehindFront({ poolSize: 1, queryTimeoutMs: 400 });
    proxy.relay();
    expect((await timed(query)).error).toBeUndefined();
    expect(proxy.accepted()).toBe(1);

    // The network goes silent on the open connection: the statement fails after the read timeout.
    proxy.freeze();
    const unanswered = await timed(query);
    expect((unanswered.error as Error).message).toBe('Query read timeout');
    expect(unanswered.ms).toBeGreaterThanOrEqual(380);

    // The pool's one connection is not handed out again (its statement is still outstanding on
    // it): the next statement opens a new connection and is answered at once.
    const next = await timed(query);
    expect(next.error).toBeUndefined();
    expect(next.ms).toBeLessThan(400);
    expect(proxy.accepted()).toBe(2);
  }, 20_000);
});
