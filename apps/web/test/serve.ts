import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SAMPLE_JOB_COUNT } from '../src/server/sampleJobs.ts';
import { appRoot } from './paths.ts';

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningServer {
  origin: string;
  /** The job store's file (`DATABASE_PATH`); the records are `records.db` beside it. */
  databasePath: string;
  child: ChildProcess;
  /** Everything the process wrote (structured logs and errors). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
}

/**
 * Starts a built server (`dist/server/server.js` by default) on a free loopback port and waits
 * until `/healthz` answers. Its database is a new one in a temporary folder (seeded with the
 * sample jobs on start, as the quick start's `SAMPLE_JOBS=3000` does) unless `DATABASE_PATH`
 * is given.
 */
export async function startBuiltServer(
  options: { args?: string[]; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'joblane-data-'));
  const child = spawn(
    process.execPath,
    options.args ?? [join(appRoot, 'dist', 'server', 'server.js')],
    {
      cwd: appRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATABASE_PATH: join(dataDir, 'joblane.db'),
        SAMPLE_JOBS: String(SAMPLE_JOB_COUNT),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(async ([code, signal]) => {
    await rm(dataDir, { recursive: true, force: true });
    return { code: code as number | null, signal: signal as NodeJS.Signals | null };
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} before it listened:\n${output}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 45 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    databasePath: options.env?.DATABASE_PATH ?? join(dataDir, 'joblane.db'),
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
