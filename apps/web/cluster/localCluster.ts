import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { postgresWorkspace } from '@joblane/database/testing';

import { serverProcessEnvironment } from '../src/server/processEnvironment.ts';

/** apps/web: the built server is `dist/server/server.js` under it. */
export const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One PostgreSQL server of the local cluster (a primary or a streaming replica). */
export interface LocalPostgresServer {
  /** Connection URL of the `postgres` database, over the server's Unix socket. */
  url: string;
  /** `pg_ctl stop -m fast` (clients are disconnected) and `start`; the data stays. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface LocalPostgres {
  primary: LocalPostgresServer;
  replica: LocalPostgresServer;
  /** Stops both servers and deletes their folder. */
  close(): Promise<void>;
}

/**
 * A PostgreSQL primary and a streaming replica made from it with `pg_basebackup -R`, in one
 * throwaway folder, each listening only on a Unix socket there (no TCP port: nothing off this
 * machine can reach them). As root the servers run as the `postgres` system user.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const { dir, exec, initdb } = await postgresWorkspace('joblane-cluster-pg-');
  const basePort = 20_000 + Math.floor(Math.random() * 40_000);
  const server = (name: string, port: number): LocalPostgresServer & { data: string } => {
    const data = join(dir, name);
    const options = [
      `-k ${dir}`,
      "-c listen_addresses=''",
      `-p ${port}`,
      '-c max_connections=200',
      '-c fsync=off',
      '-c synchronous_commit=off',
      // On the replica: the primary keeps rows a long snapshot there still reads, so a node's
      // index build on the replica is not cancelled by a recovery conflict (ignored by a primary).
      '-c hot_standby_feedback=on',
    ].join(' ');
    return {
      data,
      url: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
      start: async () => {
        await exec('pg_ctl', [
          '-D',
          data,
          '-o',
          options,
          '-l',
          join(dir, `${name}.log`),
          '-w',
          'start',
        ]);
      },
      stop: async () => {
        await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      },
    };
  };
  const primary = server('primary', basePort);
  const replica = server('replica', basePort + 1);
  let started: LocalPostgresServer[] = [];
  const close = async () => {
    for (const each of started.toReversed()) await each.stop().catch(() => {});
    started = [];
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await initdb(primary.data);
    await primary.start();
    started.push(primary);
    // The replica: a base backup of the running primary, with its standby settings (-R).
    await exec('pg_basebackup', [
      '-D',
      replica.data,
      '-R',
      '-X',
      'stream',
      '-h',
      dir,
      '-p',
      String(basePort),
      '-U',
      'postgres',
    ]);
    await replica.start();
    started.push(replica);
  } catch (error) {
    await close();
    throw error;
  }
  return { primary, replica, close };
}

/** One web node: the built server as its own process. */
export interface WebNode {
  nodeId: string;
  origin: string;
  /** Where its Prometheus metrics are (`METRICS_PORT`), when it was given a metrics port. */
  metricsOrigin?: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export interface WebNodeOptions {
  nodeId: string;
  port: number;
  databaseUrl: string;
  /** The shared data folder: each node's index is `jobs-<nodeId>.db` there, uploads are shared. */
  dataDir: string;
  publicOrigin: string;
  /** Sample jobs and the demo accounts (give them to one node only). */
  sampleJobs?: number;
  /** Serve `/metrics` on this loopback port (`METRICS_PORT`). */
  metricsPort?: number;
  env?: Record<string, string>;
}

/** Starts the built server (`dist/server/server.js`) as one node and waits until it listens. */
export async function startWebNode(options: WebNodeOptions): Promise<WebNode> {
  await mkdir(options.dataDir, { recursive: true });
  const child = spawn(process.execPath, [join(appRoot, 'dist', 'server', 'server.js')], {
    cwd: appRoot,
    env: {
      ...process.env,
      ...serverProcessEnvironment,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      NODE_ID: options.nodeId,
      DATABASE_URL: options.databaseUrl,
      DATABASE_PATH: join(options.dataDir, `jobs-${options.nodeId}.db`),
      PUBLIC_ORIGIN: options.publicOrigin,
      // Every node signs unsubscribe links alike (it is otherwise made per data folder).
      ALERT_TOKEN_SECRET: 'local-cluster-alert-secret-not-for-production',
      SEARCH_THREADS: '1',
      SAMPLE_JOBS: String(options.sampleJobs ?? 0),
      LOG_LEVEL: 'info',
      ...(options.metricsPort === undefined ? {} : { METRICS_PORT: String(options.metricsPort) }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(() => undefined);
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`node ${options.nodeId} exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`node ${options.nodeId} did not listen within 120 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    nodeId: options.nodeId,
    origin,
    ...(options.metricsPort === undefined
      ? {}
      : { metricsOrigin: `http://127.0.0.1:${options.metricsPort}` }),
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Resolves when the node's `/readyz` answers 200 (its job index is built). */
export async function waitUntilReady(node: WebNode, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${node.origin}/readyz`)).ok) return;
    } catch {
      // restarting
    }
    if (Date.now() > deadline) {
      throw new Error(
        `node ${node.nodeId} was not ready within ${timeoutMs} ms:\n${node.output()}`,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * The round-robin front: each request goes to the next node's port (a node that refuses the
 * connection is skipped for that request), as a load balancer would. Loopback only.
 */
export async function startFront(ports: () => number[], port: number): Promise<Server> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const targets = ports();
    const forward = (attempt: number) => {
      const target = targets[(next + attempt) % targets.length];
      if (target === undefined || attempt >= targets.length) {
        outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        outgoing.end('No web node answered.\n');
        return;
      }
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: target,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
        },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        // A node that is down is skipped; only a request without a body can be sent again.
        const again = incoming.method === 'GET' || incoming.method === 'HEAD';
        if (!outgoing.headersSent && again) forward(attempt + 1);
        else if (!outgoing.headersSent) {
          outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
          outgoing.end('The web node went away; try again.\n');
        } else outgoing.destroy();
      });
      incoming.pipe(upstream);
    };
    next = (next + 1) % Math.max(1, targets.length);
    forward(0);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
