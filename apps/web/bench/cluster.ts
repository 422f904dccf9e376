// pnpm bench:cluster [--jobs 300000] [--seconds 30] [--concurrency 4] [--nodes 3] [--rate 100]
// [--port 3200]: the local cluster (cluster/localCluster.ts: a PostgreSQL primary and streaming
// replica, the built server as N web nodes; loopback only). After `pnpm build`.
//
// 1. Fills the job record with `--jobs` sample jobs through its own bulk write (`upsert` in
//    batches), lets node 1 build its index from the snapshot, and starts the other nodes from a
//    copy of that file (an index image at a retained log position: they follow from there).
// 2. Search throughput on 1, 2, ... N nodes: the same fixed mix of results-page searches, a fixed
//    number of clients, each request to the next node in turn, `--seconds` per step; with the
//    nodes' CPU time and PostgreSQL's committed transactions during each step.
// 3. Index-follow lag: `--rate` job writes a second for `--seconds` into the record (new jobs,
//    changed ones, expiries) while every node's `/readyz` is sampled.
// Everything is stopped and deleted at the end, on an error, and on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { openRelationalDatabase, type RelationalDatabase } from '@joblane/database';
import { openJobRecord, type JobRecord } from '@joblane/job-record';
import { iterateJobs, type JobInput } from '@joblane/jobs';

import {
  appRoot,
  startLocalPostgres,
  startWebNode,
  waitUntilReady,
  type LocalPostgres,
  type WebNode,
} from '../cluster/localCluster.ts';
import { failWithUsage, wholeNumberOptions } from '../cluster/commandLine.ts';
import { loadQueries, resultsPath } from './searches.ts';
import { percentiles as summary } from './stats.ts';

const usage =
  'Usage: pnpm bench:cluster [--jobs J (default 300000)] [--seconds S (default 30)] ' +
  '[--concurrency C (default 4)] [--nodes N (1-9, default 3)] [--rate W (writes a second, default 100)] ' +
  '[--port P (default 3200; nodes on P+1..P+N)]';

const {
  jobs: JOBS,
  seconds: SECONDS,
  concurrency: CONCURRENCY,
  nodes: NODES,
  rate: RATE,
  port: PORT,
} = wholeNumberOptions(usage, {
  jobs: { default: 300_000, min: 1000, max: 5_000_000 },
  seconds: { default: 30, min: 1, max: 3600 },
  concurrency: { default: 4, min: 1, max: 1000 },
  nodes: { default: 3, min: 1, max: 9 },
  rate: { default: 100, min: 1, max: 10_000 },
  port: { default: 3200, min: 1024, max: 65_000 },
});

const serverFile = join(appRoot, 'dist', 'server', 'server.js');
if (!existsSync(serverFile))
  failWithUsage(usage, `${serverFile} is missing: run \`pnpm build\` first.`);

/** Jobs per `upsert` while filling the record (one transaction each). */
const FILL_BATCH = 1000;
/** How often each node's `/readyz` is asked during the lag phase. */
const LAG_POLL_MS = 50;
/** Writes made between the index image and starting the nodes from it (they must follow them). */
const WRITES_AFTER_IMAGE = 500;
/** A node's first build of 300 000 jobs took about 263 s on a loaded machine: room for that. */
const BUILD_TIMEOUT_MS = 3600_000;
/** The sample jobs are listed in the 30 days before this (the nodes' clock: they are live). */
const CLOCK = new Date();

const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} ms`);
const sleep = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds));

// The CPU time of a process (all its threads) and of the whole machine, from /proc.
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
async function processCpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    // After "pid (name) ": state is field 3, utime 14 and stime 15.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}
async function machineBusySeconds(): Promise<number> {
  const [line = ''] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const [, ...counters] = line.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = counters;
  return (user + nice + system + irq + softirq + steal) / ticksPerSecond;
}
/** A process's resident memory in MB (`VmRSS`), or `?`. */
async function residentMb(pid: number | undefined): Promise<string> {
  if (pid === undefined) return '?';
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kb === undefined ? '?' : (Number(kb) / 1024).toFixed(0);
}
const benchCpuSeconds = () => {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1e6;
};

/**
 * The CPU time of the local cluster's PostgreSQL servers (primary and replica, every backend and
 * background process): the postmasters named in their data folders' `postmaster.pid`, under the
 * folder the connection URL's `host` names, and their children.
 */
async function postgresCpuSeconds(url: string): Promise<number> {
  const dir = new URL(url).searchParams.get('host');
  if (dir === null) return 0;
  const postmasters = new Set<number>();
  for (const server of ['primary', 'replica']) {
    const text = await readFile(join(dir, server, 'postmaster.pid'), 'utf8').catch(() => '');
    const pid = Number(text.split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) postmasters.add(pid);
  }
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const text = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // Field 4 is the parent's pid.
    if (postmasters.has(Number(entry)) || postmasters.has(Number(fields[1]))) {
      total += (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    }
  }
  return total;
}

/** Waits (at most `limitMs`) until no autovacuum worker runs and the replica has replayed all the primary sent. */
async function waitForQuietPostgres(database: RelationalDatabase, limitMs: number) {
  const started = performance.now();
  const lsn = (text: string | null) => {
    const [high = '0', low = '0'] = (text ?? '0/0').split('/');
    return BigInt(`0x${high}`) * 2n ** 32n + BigInt(`0x${low}`);
  };
  const typed = database.as<{
    pg_stat_activity: { backend_type: string };
    pg_stat_replication: { sent_lsn: string | null; replay_lsn: string | null };
  }>();
  while (performance.now() - started < limitMs) {
    const vacuums = await typed
      .selectFrom('pg_stat_activity')
      .select('backend_type')
      .where('backend_type', '=', 'autovacuum worker')
      .execute();
    const replicas = await typed
      .selectFrom('pg_stat_replication')
      .select(['sent_lsn', 'replay_lsn'])
      .execute();
    const replayed = replicas.every((row) => lsn(row.replay_lsn) >= lsn(row.sent_lsn));
    if (vacuums.length === 0 && replayed) break;
    await sleep(1000);
  }
  return performance.now() - started;
}

/** PostgreSQL's committed and rolled-back transactions in the cluster's database, so far. */
async function transactions(database: RelationalDatabase): Promise<number> {
  const row = await database
    .as<{ pg_stat_database: { datname: string; xact_commit: number; xact_rollback: number } }>()
    .selectFrom('pg_stat_database')
    .select(['xact_commit', 'xact_rollback'])
    .where('datname', '=', 'postgres')
    .executeTakeFirstOrThrow();
  return Number(row.xact_commit) + Number(row.xact_rollback);
}

// Everything the run starts, stopped by `stopAll` (once) at the end, on an error or on Ctrl-C.
let postgres: LocalPostgres | undefined;
let database: RelationalDatabase | undefined;
let dataDir: string | undefined;
const nodes: WebNode[] = [];
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY + NODES });
let stopping: Promise<void> | undefined;
const stopAll = () =>
  (stopping ??= (async () => {
    agent.destroy();
    await Promise.all(nodes.map((node) => node.stop().catch(() => {})));
    await database?.close().catch(() => {});
    await postgres?.close().catch(() => {});
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  })());
// Output piped into a reader that went away (`| head`) must not end the run before it has
// stopped what it started; nor must an error thrown outside the main flow.
process.stdout.on('error', () => {});
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    process.stderr.write(`${event}: ${(error as Error)?.stack ?? String(error)}\n`);
    void stopAll().then(() => process.exit(1));
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    say(`\n${signal}: stopping the web nodes and PostgreSQL, deleting the folders`);
    void stopAll().then(() => process.exit(130));
  });
}

/** One GET on loopback through the keep-alive agent: its status (the body is read and dropped). */
function request(node: WebNode, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${node.origin}${path}`, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Fills the record: `count` sample jobs, `FILL_BATCH` per upsert, the next batch made while one is written. */
async function fillRecord(record: JobRecord, count: number) {
  const started = performance.now();
  let batch: JobInput[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  let written = 0;
  const write = async (jobs: JobInput[]) => {
    await writing;
    writing = record.upsert(jobs).then(() => {
      written += jobs.length;
      if (written % 50_000 === 0) {
        say(`  ${written.toLocaleString('en-AU')} jobs, ${seconds(performance.now() - started)}`);
      }
    });
  };
  for (const job of iterateJobs({ count, seed: 1, now: CLOCK })) {
    batch.push(job);
    if (batch.length === FILL_BATCH) {
      await write(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await write(batch);
  await writing;
  return performance.now() - started;
}

interface SearchStep {
  nodes: number;
  ok: number;
  rps: number;
  latency: ReturnType<typeof summary>;
  /** Answers that were not 200, by status (0: the connection failed). */
  failures: Record<number, number>;
  /** CPU seconds per second of the step: the loaded nodes, the idle ones, this process, the machine. */
  loadedNodeCores: number;
  idleNodeCores: number;
  clientCores: number;
  postgresCores: number;
  machineCores: number;
  transactions: number;
}

/**
 * `CONCURRENCY` clients, each sending its next search as soon as the last one answered, every
 * request to the next of `targets` in turn and the next path of the mix in turn, for `SECONDS`.
 */
async function searchStep(
  targets: readonly WebNode[],
  paths: readonly string[],
  firstPath: number,
): Promise<SearchStep> {
  const idle = nodes.filter((node) => !targets.includes(node));
  const cpuOf = (list: readonly WebNode[]) =>
    Promise.all(list.map((node) => processCpuSeconds(node.child.pid))).then((each) =>
      each.reduce((sum, value) => sum + value, 0),
    );
  const before = {
    loaded: await cpuOf(targets),
    idle: await cpuOf(idle),
    client: benchCpuSeconds(),
    postgres: await postgresCpuSeconds(postgres!.primary.url),
    machine: await machineBusySeconds(),
    transactions: await transactions(database!),
  };
  const latencies: number[] = [];
  const failures: Record<number, number> = {};
  let nextNode = 0;
  let nextPath = firstPath;
  const started = performance.now();
  const end = started + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const node = targets[nextNode++ % targets.length]!;
      const path = paths[nextPath++ % paths.length]!;
      const begun = performance.now();
      let status = 0;
      try {
        status = (await request(node, path)).status;
      } catch {
        status = 0;
      }
      if (status === 200) latencies.push(performance.now() - begun);
      else failures[status] = (failures[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = (performance.now() - started) / 1000;
  const after = {
    loaded: await cpuOf(targets),
    idle: await cpuOf(idle),
    client: benchCpuSeconds(),
    postgres: await postgresCpuSeconds(postgres!.primary.url),
    machine: await machineBusySeconds(),
    transactions: await transactions(database!),
  };
  return {
    nodes: targets.length,
    ok: latencies.length,
    rps: latencies.length / elapsed,
    latency: summary(latencies),
    failures,
    loadedNodeCores: (after.loaded - before.loaded) / elapsed,
    idleNodeCores: (after.idle - before.idle) / elapsed,
    clientCores: (after.client - before.client) / elapsed,
    postgresCores: (after.postgres - before.postgres) / elapsed,
    machineCores: (after.machine - before.machine) / elapsed,
    // Less the one this reading itself commits.
    transactions: after.transactions - before.transactions - 1,
  };
}

interface ReadySample {
  at: number;
  position: number;
  behind: number;
  oldestUnappliedMs: number;
}

/**
 * Asks `node`'s `/readyz` every `LAG_POLL_MS` until it answers at or past `target()` (known once
 * the writes are done), or a minute after that; its 200 answers, in order.
 */
async function sampleReadiness(node: WebNode, target: () => number | undefined) {
  const samples: ReadySample[] = [];
  let refused = 0;
  let deadline = Number.POSITIVE_INFINITY;
  for (;;) {
    const last = target();
    if (last !== undefined) {
      if ((samples.at(-1)?.position ?? -1) >= last) return { samples, refused, reached: true };
      deadline = Math.min(deadline, performance.now() + 60_000);
      if (performance.now() > deadline) return { samples, refused, reached: false };
    }
    const asked = performance.now();
    try {
      const { status, body } = await request(node, '/readyz');
      const index = (JSON.parse(body) as { jobIndex?: Partial<ReadySample> }).jobIndex;
      if (status === 200 && index?.position !== undefined) {
        samples.push({
          at: performance.now(),
          position: index.position,
          behind: index.behind ?? 0,
          oldestUnappliedMs: index.oldestUnappliedMs ?? 0,
        });
      } else refused += 1;
    } catch {
      refused += 1;
    }
    await sleep(Math.max(0, LAG_POLL_MS - (performance.now() - asked)));
  }
}

/** `/readyz` of a node: its applied position, or fails. */
async function readyPosition(node: WebNode): Promise<number> {
  const { status, body } = await request(node, '/readyz');
  const position = (JSON.parse(body) as { jobIndex?: { position?: number } }).jobIndex?.position;
  if (status !== 200 || position === undefined) {
    throw new Error(`${node.nodeId}: /readyz answered ${status} ${body}`);
  }
  return position;
}

const nodeOptions = (index: number, url: string) => ({
  nodeId: `web-${index}`,
  port: PORT + index,
  databaseUrl: url,
  dataDir: dataDir!,
  publicOrigin: `http://127.0.0.1:${PORT + index}`,
  // One address sends every request here: the per-client budget is out of the way.
  env: { CLIENT_BUDGET: '1000000' },
});

/** Phase 1a: `JOBS` sample jobs into the record, in batches. */
async function fillTheRecord(record: JobRecord, url: string) {
  say(
    `\nfilling the job record: ${JOBS.toLocaleString('en-AU')} sample jobs, upsert in batches of ${FILL_BATCH}`,
  );
  const fillCpu = await postgresCpuSeconds(url);
  const fillMs = await fillRecord(record, JOBS);
  const fillPostgresCpu = (await postgresCpuSeconds(url)) - fillCpu;
  const filledHead = (await record.head()).position;
  say(
    `record filled in ${seconds(fillMs)} (${Math.round(JOBS / (fillMs / 1000))} jobs/s), ` +
      `log head ${filledHead}; PostgreSQL's CPU time meanwhile ${fillPostgresCpu.toFixed(1)} s; load average ${load()}`,
  );
  return { fillMs, filledHead };
}

/** The node's `built from a snapshot` log line (pino's JSON), if it logged one. */
function snapshotBuildLog(output: string): { readMs: number; writeMs: number } | undefined {
  const line = output.split('\n').find((each) => each.includes('built from a snapshot'));
  return line === undefined ? undefined : (JSON.parse(line) as { readMs: number; writeMs: number });
}

/**
 * Phase 1b: node 1's index built from the record's snapshot, its file copied as an image for the
 * other nodes, more writes, then every node started from its image (they must follow, not rebuild).
 */
async function startNodesFromImage(record: JobRecord, url: string, filledHead: number) {
  say("\nnode web-1: building its index from the record's snapshot");
  let started = performance.now();
  const first = await startWebNode(nodeOptions(1, url));
  nodes.push(first);
  await waitUntilReady(first, BUILD_TIMEOUT_MS);
  const buildMs = performance.now() - started;
  const built = snapshotBuildLog(first.output());
  if (built === undefined) {
    throw new Error(`web-1 was ready without building from the snapshot:\n${first.output()}`);
  }
  const indexFile = join(dataDir!, 'jobs-web-1.db');
  say(
    `web-1 ready in ${seconds(buildMs)} (${Math.round(JOBS / (buildMs / 1000))} jobs/s), ` +
      `index file ${((await stat(indexFile)).size / 1e6).toFixed(0)} MB; load average ${load()}\n` +
      `  of the build: reading the record ${seconds(built.readMs)}, writing the index ${seconds(built.writeMs)}`,
  );

  // The image: web-1 stopped (its file closed and checkpointed), the file copied for the others.
  await first.stop();
  nodes.splice(0, 1);
  started = performance.now();
  for (let index = 2; index <= NODES; index += 1) {
    for (const suffix of ['', '-wal']) {
      if (existsSync(indexFile + suffix)) {
        await copyFile(indexFile + suffix, join(dataDir!, `jobs-web-${index}.db${suffix}`));
      }
    }
  }
  say(`index image copied to ${NODES - 1} more node(s) in ${seconds(performance.now() - started)}`);
  // Writes the image does not hold: every node must follow them from its position.
  const extra = [...iterateJobs({ count: WRITES_AFTER_IMAGE, seed: 1, now: CLOCK, start: JOBS })];
  for (const job of extra) await record.upsert([job]);
  const imageHead = (await record.head()).position;
  say(`${WRITES_AFTER_IMAGE} writes after the image: log head ${filledHead} -> ${imageHead}`);

  started = performance.now();
  const startedNodes = await Promise.all(
    Array.from({ length: NODES }, async (_, offset) => {
      const node = await startWebNode(nodeOptions(offset + 1, url));
      nodes.push(node);
      await waitUntilReady(node, BUILD_TIMEOUT_MS);
      return { node, readyMs: performance.now() - started };
    }),
  );
  nodes.sort((a, b) => a.nodeId.localeCompare(b.nodeId, 'en', { numeric: true }));
  for (const { node, readyMs } of startedNodes.toSorted((a, b) =>
    a.node.nodeId.localeCompare(b.node.nodeId, 'en', { numeric: true }),
  )) {
    const position = await readyPosition(node);
    if (node.output().includes('built from a snapshot')) {
      throw new Error(`${node.nodeId} rebuilt from the snapshot instead of following its image`);
    }
    if (position < imageHead) {
      throw new Error(`${node.nodeId} is ready at position ${position}, behind ${imageHead}`);
    }
    say(
      `  ${node.nodeId} ready in ${seconds(readyMs)} from the image at ${filledHead}, ` +
        `followed to ${position} (no rebuild)`,
    );
  }
  return { buildMs, startedNodes };
}

/** Phase 2: search throughput on 1..N nodes, then PostgreSQL's transactions while idle. */
async function measureSearches(relational: RelationalDatabase) {
  const paths = loadQueries().map(resultsPath);
  say(`\nwarming every node: each of the ${paths.length} searches of the mix once`);
  await Promise.all(
    nodes.map(async (node) => {
      for (const path of paths) {
        const { status } = await request(node, path);
        if (status !== 200) throw new Error(`${node.nodeId}: ${path} answered ${status}`);
      }
    }),
  );

  // After the bulk fill PostgreSQL has its own work to do (autovacuum of the new rows, the replica
  // replaying them): the steps start when it is done, so it does not take CPU from the nodes. And
  // the statistics of an idle connection reach pg_stat_database up to 10 s late: the start-up's
  // writes must not be counted in the first step.
  const quietMs = await waitForQuietPostgres(relational, 600_000);
  say(`PostgreSQL quiet (no autovacuum, replica replayed) after ${seconds(quietMs)}`);
  await sleep(11_000);
  const steps: SearchStep[] = [];
  for (let count = 1; count <= NODES; count += 1) {
    const step = await searchStep(nodes.slice(0, count), paths, count * 101);
    steps.push(step);
    say(
      `  ${count} node(s): ${step.rps.toFixed(1)} searches/s, p50 ${ms(step.latency.p50)}, ` +
        `p95 ${ms(step.latency.p95)}, p99 ${ms(step.latency.p99)}; not 200: ${JSON.stringify(step.failures)}; ` +
        `PostgreSQL transactions ${step.transactions}; load average ${load()}`,
    );
  }

  say(`idle: ${SECONDS} s with no requests, to compare PostgreSQL's background transactions`);
  const idleBefore = await transactions(relational);
  await sleep(SECONDS * 1000);
  const idleTransactions = (await transactions(relational)) - idleBefore - 1;
  return { paths, steps, idleTransactions };
}

interface BenchWrite {
  position: number;
  asked: number;
  committed: number;
  kind: string;
  id: string;
}

/**
 * Phase 3: `RATE` writes a second for `SECONDS` into the record (six new jobs, three changed
 * titles, one expiry in every ten) while every node's `/readyz` is sampled.
 */
async function writeWhileNodesFollow(record: JobRecord) {
  say(`\nlag: ${RATE} writes/s for ${SECONDS} s into the record while ${NODES} nodes follow`);
  const existing = [...iterateJobs({ count: Math.min(JOBS, 20_000), seed: 1, now: CLOCK })];
  const total = RATE * SECONDS;
  const fresh = iterateJobs({
    count: total,
    seed: 1,
    now: CLOCK,
    start: JOBS + WRITES_AFTER_IMAGE,
  });
  let lastPosition: number | undefined;
  const samplers = nodes.map((node) => sampleReadiness(node, () => lastPosition));
  const writes: BenchWrite[] = [];
  let failedWrites = 0;
  const writeErrors = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const writing = performance.now();
  let changed = 0;
  let expired = 0;
  for (let i = 0; i < total; i += 1) {
    const due = writing + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    // Of every ten writes: six new jobs, three changed titles, one expiry (each its own write).
    const kind = i % 10 < 6 ? 'new' : i % 10 < 9 ? 'changed' : 'expired';
    let id: string;
    let write: Promise<{ position: number }>;
    const asked = performance.now();
    if (kind === 'new') {
      const job = fresh.next().value as JobInput;
      id = job.id;
      write = record.upsert([job]);
    } else if (kind === 'changed') {
      const job = existing[changed++ % existing.length]!;
      id = job.id;
      write = record.upsert([{ ...job, title: `Cluster bench role ${i}` }]);
    } else {
      id = existing[existing.length - 1 - (expired++ % existing.length)]!.id;
      write = record.expireWithPosition([id]);
    }
    pending.push(
      write.then(
        ({ position }) => {
          writes.push({ position, asked, committed: performance.now(), kind, id });
        },
        (error: unknown) => {
          failedWrites += 1;
          const message = error instanceof Error ? error.message : String(error);
          writeErrors.set(message, (writeErrors.get(message) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(pending);
  const writeSeconds = (performance.now() - writing) / 1000;
  // Every node must reach the last write (each sampler waits for it, at most a minute).
  lastPosition = Math.max(...writes.map((write) => write.position));
  const sampled = await Promise.all(samplers);
  const reached = sampled.map((each) => each.reached);
  const head = (await record.head()).position;
  return { writes, failedWrites, writeErrors, writeSeconds, sampled, reached, head };
}

type ReadinessSamples = Awaited<ReturnType<typeof sampleReadiness>>;

/**
 * Per write and node: from the write's commit (as the writer saw it) to the first /readyz answer
 * at or past its position (an upper bound, within one poll interval).
 */
function followLags(writes: readonly BenchWrite[], sampled: readonly ReadinessSamples[]) {
  const lags: number[] = [];
  const lagPerNode = nodes.map((node, index) => {
    const { samples } = sampled[index]!;
    const nodeLags: number[] = [];
    for (const write of writes) {
      const seen = samples.find((sample) => sample.position >= write.position);
      if (seen !== undefined) nodeLags.push(Math.max(0, seen.at - write.committed));
    }
    lags.push(...nodeLags);
    return { node: node.nodeId, lag: summary(nodeLags), missing: writes.length - nodeLags.length };
  });
  const oldest = summary(sampled.flatMap(({ samples }) => samples.map((s) => s.oldestUnappliedMs)));
  const behind = summary(sampled.flatMap(({ samples }) => samples.map((s) => s.behind)));
  return { lags, lagPerNode, oldest, behind };
}

/**
 * Each node serves the writes' end state: the last new jobs and changed titles, expiries 410.
 * (An id's state is its last write's: with few jobs, a changed job may be expired later.)
 */
async function checkJobPages(writes: readonly BenchWrite[]) {
  const lastWrite = new Map(
    writes.toSorted((a, b) => a.position - b.position).map((write) => [write.id, write]),
  );
  const checks = (['new', 'changed', 'expired'] as const).flatMap((kind) =>
    [...lastWrite.values()].filter((write) => write.kind === kind).slice(-10),
  );
  const wrong: string[] = [];
  for (const node of nodes) {
    for (const write of checks) {
      const { status, body } = await request(node, `/job/${encodeURIComponent(write.id)}`);
      const expected = write.kind === 'expired' ? 410 : 200;
      const titled = write.kind !== 'changed' || body.includes('Cluster bench role');
      if (status !== expected || !titled) {
        wrong.push(`${node.nodeId} /job/${write.id} (${write.kind}): ${status}`);
      }
    }
  }
  return { checks, wrong };
}

async function main() {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
  say(`${machine}; load average ${load()} at the start`);
  say(
    `${JOBS.toLocaleString('en-AU')} jobs, ${NODES} nodes, ${CONCURRENCY} search clients, ` +
      `${SECONDS} s per step, ${RATE} writes/s in the lag phase`,
  );

  say('\nstarting PostgreSQL: a primary and a streaming replica (pg_basebackup -R)');
  postgres = await startLocalPostgres();
  const url = postgres.primary.url;
  // The writer's pool: a write waits up to 30 s for a connection (the server's default is 5 s), so
  // a burst on a loaded machine queues instead of failing.
  database = openRelationalDatabase({ url, statementTimeoutMs: 120_000, connectTimeoutMs: 30_000 });
  const record = await openJobRecord({ database, url });
  dataDir = await mkdtemp(join(tmpdir(), 'joblane-cluster-bench-'));

  // 1. The record, node 1's index from the snapshot, the other nodes from a copy of it.
  const { fillMs, filledHead } = await fillTheRecord(record, url);
  const { buildMs, startedNodes } = await startNodesFromImage(record, url, filledHead);
  const { paths, steps, idleTransactions } = await measureSearches(database);
  const written = await writeWhileNodesFollow(record);
  const { writes, failedWrites, writeErrors, writeSeconds, sampled, reached, head } = written;
  const { lags, lagPerNode, oldest, behind } = followLags(writes, sampled);
  const { checks, wrong } = await checkJobPages(writes);

  say(
    `\n${machine}; load average ${load()} at the end; command: pnpm bench:cluster ${process.argv.slice(2).join(' ')}`.trimEnd(),
  );
  say(
    `record filled: ${JOBS.toLocaleString('en-AU')} jobs in ${seconds(fillMs)}; ` +
      `web-1's index from the snapshot: ${seconds(buildMs)}; the other nodes from its image: ` +
      startedNodes.map(({ node, readyMs }) => `${node.nodeId} ${seconds(readyMs)}`).join(', '),
  );
  reportSearches(paths.length, steps, idleTransactions);
  say(
    `\nlag: ${writes.length} writes (${writes.filter((w) => w.kind === 'new').length} new jobs, ` +
      `${writes.filter((w) => w.kind === 'changed').length} changed, ${writes.filter((w) => w.kind === 'expired').length} expiries) ` +
      `in ${writeSeconds.toFixed(1)} s: ${(writes.length / writeSeconds).toFixed(1)} writes/s achieved of ${RATE} asked; ` +
      `${failedWrites} failed` +
      [...writeErrors].map(([message, count]) => `; ${count} x ${message}`).join(''),
  );
  const writeLatency = summary(writes.map((write) => write.committed - write.asked));
  say(
    `a write, asked -> committed (the writers queue for the record's head lock): p50 ${ms(writeLatency.p50)}, ` +
      `p99 ${ms(writeLatency.p99)}, max ${ms(writeLatency.max)}`,
  );
  say(
    `commit -> applied on the node (first /readyz at or past the write's position, polled every ${LAG_POLL_MS} ms), ` +
      `all nodes: p50 ${ms(summary(lags).p50)}, p99 ${ms(summary(lags).p99)}, max ${ms(summary(lags).max)}`,
  );
  for (const { node, lag, missing } of lagPerNode) {
    say(
      `  ${node}: p50 ${ms(lag.p50)}, p99 ${ms(lag.p99)}, max ${ms(lag.max)}` +
        (missing > 0 ? `; ${missing} writes never seen` : ''),
    );
  }
  say(
    `the nodes' own /readyz (oldestUnappliedMs counts from when the write was asked; ${oldest.n} answers; ${sampled.reduce((sum, each) => sum + each.refused, 0)} not 200): ` +
      `oldestUnappliedMs p50 ${oldest.p50}, p99 ${oldest.p99}, max ${oldest.max}; ` +
      `behind p50 ${behind.p50}, p99 ${behind.p99}, max ${behind.max}`,
  );
  say(
    `every node at the record's head (${head}): ${
      reached.every(Boolean)
        ? 'yes'
        : `no (${nodes
            .filter((_, i) => !reached[i])
            .map((n) => n.nodeId)
            .join(', ')})`
    }; ` +
      `job pages of the last writes (${checks.length} per node): ${wrong.length === 0 ? 'all as written' : `wrong: ${wrong.join('; ')}`}`,
  );
  // What the nodes logged at warn (40) and error (50), and their memory, for the record.
  for (const node of nodes) {
    const lines = node.output().split('\n');
    const warned = lines.filter((line) => line.includes('"level":40'));
    const failed = lines.filter((line) => line.includes('"level":50'));
    say(
      `${node.nodeId}: RSS ${await residentMb(node.child.pid)} MB; log lines at warn ${warned.length}, at error ${failed.length}` +
        (failed[0] === undefined && warned[0] === undefined
          ? ''
          : `; first: ${(failed[0] ?? warned[0])!.slice(0, 300)}`),
    );
  }
  if (!reached.every(Boolean) || wrong.length > 0 || failedWrites > 0) process.exitCode = 1;
}

/** The search steps as a table, and their ratios to one node. */
function reportSearches(
  searchCount: number,
  steps: readonly SearchStep[],
  idleTransactions: number,
) {
  const base = steps[0]!;
  say(
    `\nsearches: ${CONCURRENCY} clients, round-robin over the nodes, ${SECONDS} s per step, ` +
      `${searchCount} results-page searches in turn; PostgreSQL idle for ${SECONDS} s: ${idleTransactions} transactions\n`,
  );
  say(
    '| nodes | searches/s | ratio to 1 node | p50 ms | p95 ms | p99 ms | not 200 | CPU cores: loaded nodes / idle nodes / client / PostgreSQL / machine | searches per node CPU-second | PostgreSQL transactions |',
  );
  say('|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|');
  for (const step of steps) {
    const failed = Object.values(step.failures).reduce((sum, count) => sum + count, 0);
    say(
      `| ${step.nodes} | ${step.rps.toFixed(1)} | ${(step.rps / base.rps).toFixed(2)} | ` +
        `${step.latency.p50.toFixed(1)} | ${step.latency.p95.toFixed(1)} | ${step.latency.p99.toFixed(1)} | ${failed} | ` +
        `${step.loadedNodeCores.toFixed(2)} / ${step.idleNodeCores.toFixed(2)} / ${step.clientCores.toFixed(2)} / ${step.postgresCores.toFixed(2)} / ${step.machineCores.toFixed(2)} | ` +
        `${(step.rps / step.loadedNodeCores).toFixed(1)} | ${step.transactions} |`,
    );
  }
  say(
    `\nratios: ${steps
      .slice(1)
      .map((step) => `${step.nodes}/1 ${(step.rps / base.rps).toFixed(2)}`)
      .join(', ')}`,
  );
}

try {
  await main();
} catch (error) {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
