import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openRelationalDatabase, type RelationalDatabase } from '@joblane/database';
import { openJobRecord } from '@joblane/job-record';
import { generateJobs } from '@joblane/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  startLocalPostgres,
  startWebNode,
  waitUntilReady,
  type LocalPostgres,
  type WebNode,
} from '../cluster/localCluster.ts';
import { freePort } from './serve.ts';

// One built web node on a PostgreSQL primary with a streaming replica (DATABASE_REPLICA_URL): its
// index is built from a snapshot read on the replica, public pages read the replica and fall back
// to the primary when it is stopped, and its LISTEN URL points at a port nobody answers on
// (DATABASE_LISTEN_URL), so it follows the record by polling and says so once.
// Needs `node --import tsx build/build.ts` first, as the other server tests do.

const JOBS = 300;

let postgres: LocalPostgres;
let primary: RelationalDatabase;
let dataDir: string;
let node: WebNode;
let slug: string;

/** The tables this test reads and writes directly (accounts' and the record's). */
interface Tables {
  organisations: { slug: string; description: string; created_at: string };
  job_record_head: { position: number };
}

/** A pool on the replica (read-only), opened and closed by each use. */
async function onReplica<T>(work: (database: RelationalDatabase) => Promise<T>): Promise<T> {
  const replica = openRelationalDatabase({ url: postgres.replica.url, onIdleError: () => {} });
  try {
    return await work(replica);
  } finally {
    await replica.close();
  }
}

/** Pauses or resumes the replica's replay of the primary's WAL. */
const replay = (action: 'pause' | 'resume') =>
  onReplica((replica) =>
    replica.db.selectNoFrom((eb) => eb.fn(`pg_wal_replay_${action}`, []).as('done')).execute(),
  );

const setDescription = (text: string) =>
  primary
    .as<Tables>()
    .updateTable('organisations')
    .set({ description: text })
    .where('slug', '=', slug)
    .execute();

/** The node's log lines (pino JSON), parsed. */
function logLines(): { msg?: string; [key: string]: unknown }[] {
  return node
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string });
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 50));
  }
}

const companyPage = async () => {
  const response = await fetch(`${node.origin}/company/${slug}`);
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  postgres = await startLocalPostgres();
  // The record is filled on the primary before the node starts, and the replica has it all, so
  // the node's snapshot on the replica is at the record's head.
  primary = openRelationalDatabase({ url: postgres.primary.url });
  const record = await openJobRecord({ database: primary });
  await record.upsert(generateJobs({ count: JOBS, seed: 11, now: new Date() }));
  expect(
    await until(
      () =>
        onReplica(async (replica) => {
          const head = await replica
            .as<Tables>()
            .selectFrom('job_record_head')
            .select('position')
            .executeTakeFirst();
          return head?.position === JOBS;
        }),
      10_000,
    ),
  ).toBe(true);
  // A port that refuses connections, for LISTEN.
  const deadPort = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'joblane-replica-test-'));
  const port = await freePort();
  node = await startWebNode({
    nodeId: 'replica-a',
    port,
    databaseUrl: postgres.primary.url,
    dataDir,
    publicOrigin: `http://127.0.0.1:${port}`,
    // Only the demo accounts (their organisation has a company page): the record is not empty.
    sampleJobs: 10,
    env: {
      DATABASE_REPLICA_URL: postgres.replica.url,
      DATABASE_LISTEN_URL: `postgres://postgres@127.0.0.1:${deadPort}/postgres`,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      ALERT_INTERVAL_MS: '0',
      AD_EXPIRY_INTERVAL_MS: '0',
      CLIENT_BUDGET: '1000000',
    },
  });
  await waitUntilReady(node);
  const organisation = await primary
    .as<Tables>()
    .selectFrom('organisations')
    .select('slug')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  slug = organisation.slug;
}, 120_000);

afterAll(async () => {
  await node?.stop();
  await primary?.close();
  await postgres?.close();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a web node with a streaming replica', () => {
  it('builds its index from a snapshot read on the replica, then follows the primary', async () => {
    const built = logLines().find((line) => line.msg === 'job index: built from a snapshot');
    expect(built).toMatchObject({
      from: 'replica',
      position: JOBS,
      readMs: expect.any(Number),
      writeMs: expect.any(Number),
    });
    // The demo's ads were published after the build, on the primary, and reached the index.
    const ready = (await (await fetch(`${node.origin}/readyz`)).json()) as {
      jobIndex: { position: number; behind: number };
    };
    expect(ready.jobIndex.position).toBeGreaterThan(JOBS);
    expect(ready.jobIndex.behind).toBe(0);
  });

  it('with LISTEN unavailable it says so once and follows the record by polling', async () => {
    const record = await openJobRecord({ database: primary });
    const [job] = generateJobs({ count: 1, seed: 12, now: new Date(), start: 10_000 });
    await record.upsert([{ ...job!, title: 'Quokkawrangler' }]);
    expect(
      await until(
        async () =>
          (await (await fetch(`${node.origin}/jobs?keywords=quokkawrangler`)).text()).includes(
            `href="/job/${job!.id}"`,
          ),
        3000,
      ),
    ).toBe(true);
    const unavailable = logLines().filter((line) =>
      line.msg?.startsWith('job index: LISTEN unavailable'),
    );
    expect(unavailable).toHaveLength(1);
    expect(JSON.stringify(unavailable[0])).toContain('ECONNREFUSED');
  });

  it('the company page reads the replica: a change on the primary shows only once replayed there', async () => {
    await setDescription('Replica check: the first words.');
    expect(
      await until(async () => (await companyPage()).text.includes('the first words'), 5000),
    ).toBe(true);

    await replay('pause');
    try {
      await setDescription('Replica check: the second words.');
      // The primary has the second words now; the page still shows what the replica holds.
      await new Promise((done) => setTimeout(done, 300));
      const paused = await companyPage();
      expect(paused.status).toBe(200);
      expect(paused.text).toContain('the first words');
      expect(paused.text).not.toContain('the second words');
    } finally {
      await replay('resume');
    }
    expect(
      await until(async () => (await companyPage()).text.includes('the second words'), 5000),
    ).toBe(true);
    const ready = (await (await fetch(`${node.origin}/readyz`)).json()) as { replica: unknown };
    expect(ready.replica).toEqual({ reachable: true, readsFrom: 'replica' });
  });

  it('with the replica stopped, public pages answer 200 from the primary and the node stays ready', async () => {
    await postgres.replica.stop();
    await setDescription('Replica check: written while the replica is away.');
    const page = await companyPage();
    expect(page.status).toBe(200);
    expect(page.text).toContain('written while the replica is away');
    // Cards' response signals and job pages read the replica too; they answer as well.
    expect((await fetch(`${node.origin}/jobs?keywords=nurse`)).status).toBe(200);
    const ready = await fetch(`${node.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      replica: { reachable: false, readsFrom: 'primary' },
    });
    expect(
      logLines().filter(
        (line) => line.msg === 'replica: a read failed there; public reads use the primary',
      ),
    ).toHaveLength(1);
  });
});

/**
 * A TCP front on loopback for the primary's Unix socket: `relay` passes connections on;
 * `blackhole` cuts the ones it was relaying and accepts new ones without ever answering, as a
 * host behind a dead network path does.
 */
async function startSwitchableFront(socketPath: string) {
  let mode: 'relay' | 'blackhole' = 'relay';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const server = createServer((socket) => {
    track(socket);
    if (mode === 'blackhole') return;
    const upstream = connect({ path: socketPath });
    track(upstream);
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    blackhole() {
      mode = 'blackhole';
      for (const socket of sockets) socket.destroy();
    },
    relay() {
      mode = 'relay';
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

describe('a web node whose PostgreSQL stops answering (a network blackhole)', () => {
  it('waits the connect timeout only until the circuit breaker opens, then answers 503 at once, and recovers by itself', async () => {
    const url = new URL(postgres.primary.url);
    const front = await startSwitchableFront(
      `${url.searchParams.get('host')}/.s.PGSQL.${url.port}`,
    );
    const port = await freePort();
    const second = await startWebNode({
      nodeId: 'blackhole-b',
      port,
      databaseUrl: `postgres://postgres@127.0.0.1:${front.port}/postgres`,
      dataDir,
      publicOrigin: `http://127.0.0.1:${port}`,
      env: {
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        ALERT_INTERVAL_MS: '0',
        AD_EXPIRY_INTERVAL_MS: '0',
        CLIENT_BUDGET: '1000000',
      },
    });
    try {
      await waitUntilReady(second);
      const page = `${second.origin}/company/${slug}`;
      expect((await fetch(page)).status).toBe(200);

      front.blackhole();
      // The pool notices its cut connections; new ones are accepted and never answered.
      await new Promise((done) => setTimeout(done, 200));
      const answers: { ms: number; status: number; retryAfter: string | null; text: string }[] = [];
      for (let request = 0; request < 7; request += 1) {
        const started = performance.now();
        const response = await fetch(page);
        answers.push({
          ms: performance.now() - started,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          text: await response.text(),
        });
      }
      console.log(
        `blackhole: answers in ${answers.map((answer) => answer.ms.toFixed(0)).join(', ')} ms (connect timeout 1000 ms)`,
      );
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.retryAfter).toBe('5');
        expect(answer.text).toContain('cannot reach its database');
      }
      // The first waited the connect timeout (nothing answered); once a few attempts in a row
      // had failed (the requests' and the background work's), the rest failed at once.
      expect(answers[0]!.ms).toBeGreaterThanOrEqual(950);
      for (const answer of answers.slice(4)) expect(answer.ms).toBeLessThan(250);

      // PostgreSQL answers on that address again: within the open period and one trial the
      // node serves the page again, without a restart.
      front.relay();
      const started = performance.now();
      expect(await until(async () => (await fetch(page)).status === 200, 12_000)).toBe(true);
      console.log(
        `blackhole: served again ${(performance.now() - started).toFixed(0)} ms after PostgreSQL answered`,
      );
    } finally {
      await second.stop();
      await front.close();
    }
  }, 90_000);
});
