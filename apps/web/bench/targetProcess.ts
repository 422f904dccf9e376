// What the benchmarks that fork a server process share: the generated store built once, the
// mixed-load server target bundled with the search worker, and a question asked over IPC.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';

import { buildGeneratedStore } from '@joblane/jobs/bench';
import * as esbuild from 'esbuild';

import { appRoot, serverBuildOptions } from '../build/build.ts';

/** Builds the generated store of `jobs` jobs at `path` unless it is there (cached between runs). */
export function ensureGeneratedStore(path: string, jobs: number) {
  if (existsSync(path)) return;
  console.log(`Building ${jobs.toLocaleString('en-AU')} jobs into ${path} ...`);
  console.log(`built in ${buildGeneratedStore(path, jobs).toFixed(0)} s`);
}

/**
 * Bundles `bench/mixedTarget.ts` (the real app, searches in the worker pool) with the search
 * worker (the app's, which also answers what its thread holds: `memoryWorker.ts`) into
 * `dist/<folder>`; returns the target's file to fork.
 */
export async function buildMixedTarget(folder: string): Promise<string> {
  const outdir = join(appRoot, 'dist', folder);
  await esbuild.build(
    await serverBuildOptions(
      'production',
      { target: 'bench/mixedTarget.ts', searchWorker: 'bench/memoryWorker.ts' },
      outdir,
    ),
  );
  return join(outdir, 'target.js');
}

/** Sends `{ type }` to a forked target and resolves with its next message. */
export async function ask<Answer>(child: ChildProcess, type: string): Promise<Answer> {
  const answer = once(child, 'message') as Promise<[Answer]>;
  child.send({ type });
  return (await answer)[0];
}
