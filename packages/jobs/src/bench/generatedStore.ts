// The generated stores both benchmarks read (this package's and apps/web's results page), built
// once into .bench-cache/ and shared between them: same seed, same clock, same file.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { iterateJobs } from '../generate/generate.ts';
import type { JobInput } from '../model/job.ts';
import { openSqliteJobStore } from '../store/sqlite/sqliteStore.ts';

/** Generated listings and every benchmark query are judged at this moment, so runs compare. */
export const benchNow = new Date('2026-11-01T00:00:00.000Z');
export const benchSeed = 42;

/**
 * A small deterministic generator (mulberry32) for the benchmarks' choices (seekers, searches),
 * so every run asks the same things.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Where the store of `count` generated jobs is cached (git-ignored). */
export function benchStorePath(count: number): string {
  return join(import.meta.dirname, '..', '..', '.bench-cache', `jobs-${count}-seed${benchSeed}.db`);
}

/**
 * Builds the store of `count` generated jobs at `path` from nothing (an old file is replaced),
 * then optimises it for reading. Returns the seconds it took; `onProgress` hears every 100 000.
 */
export function buildGeneratedStore(
  path: string,
  count: number,
  onProgress?: (done: number, seconds: number) => void,
): number {
  mkdirSync(dirname(path), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const store = openSqliteJobStore({ path });
  // A cache rebuilt from nothing when in doubt: no fsync at each checkpoint (at a million jobs
  // they cost about 300 µs a job).
  store.db.pragma('synchronous = OFF');
  let batch: JobInput[] = [];
  let done = 0;
  for (const job of iterateJobs({ count, seed: benchSeed, now: benchNow })) {
    batch.push(job);
    if (batch.length === 10_000) {
      store.upsertSync(batch);
      done += batch.length;
      batch = [];
      if (done % 100_000 === 0) onProgress?.(done, seconds());
    }
  }
  if (batch.length > 0) store.upsertSync(batch);
  store.db.exec("INSERT INTO jobs_fts (jobs_fts) VALUES ('optimize')");
  store.db.pragma('wal_checkpoint(TRUNCATE)');
  store.db.exec('ANALYZE');
  void store.close();
  return seconds();
}
