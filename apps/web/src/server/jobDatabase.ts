import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

import type { JobRecord } from '@joblane/job-record';
import {
  externalWriteCounter,
  isEmptyJobStore,
  openSqliteJobStore,
  seedSampleJobs,
  type JobStore,
  type SqliteJobStore,
} from '@joblane/jobs';

import type { AppConfig } from './config.ts';
import { SAMPLE_JOB_SEED } from './sampleJobs.ts';
import { createPooledJobStore, type PoolLoad, type SearchPoolOptions } from './searchPool.ts';

/** The store the app serves from, as the server sees it. */
export interface JobDatabase {
  store: JobStore;
  /** The SQLite store behind `store` (main thread's connection), for the job record's follower. */
  sqlite?: SqliteJobStore;
  /** Resolves when the store answers; `/readyz` calls it. */
  check(): Promise<void> | void;
  close(): Promise<void>;
  /** Changes whenever the jobs may have changed (a write here or by another process). */
  version(): string;
  /** The search pool's load (absent when the store runs in-process, as `':memory:'` does). */
  load?(): PoolLoad;
  /** Drops the pool's queued and running reads (shutdown past its grace). */
  abortReads?(): void;
  /**
   * With the job record (`DATABASE_URL`): job writes inside another write's transaction on the
   * records' database (an ad going live and its job commit together), and `shown(position)`
   * to call after that commit (waits for this node's index, as `store.upsert` does).
   */
  recordJobs?: Pick<JobRecord, 'upsertIn' | 'expireIn'> & {
    shown(position: number): Promise<void>;
  };
}

/** Searches off the event loop: where the worker bundle is, and how many threads. */
export interface SearchPoolSettings {
  workerFile: string;
  threads?: number;
  taskTimeoutMs: number;
  /** Told of each pooled read that ended (metrics). */
  onTask?: NonNullable<SearchPoolOptions['onTask']>;
}

/**
 * Opens (or creates) the SQLite job store at `path` (`':memory:'` for tests) and, only when
 * `sampleJobs` is given, fills an empty one with that many deterministic sample jobs.
 */
export async function openJobDatabase(options: {
  path: string;
  /** Sample jobs for an empty database; none by default (a production start seeds nothing). */
  sampleJobs?: number;
  seed?: number;
  /** The moment sample listings are dated back from (tests pin it). */
  now?: Date;
  /** Run heavy reads in a worker pool (ignored for `':memory:'`, which stays in-process). */
  searchPool?: SearchPoolSettings;
}): Promise<JobDatabase> {
  if (options.path !== ':memory:') await mkdir(dirname(options.path), { recursive: true });
  const store = openSqliteJobStore({ path: options.path });
  try {
    const count = options.sampleJobs ?? 0;
    if (count > 0 && isEmptyJobStore(store)) {
      await seedSampleJobs(store, {
        count,
        seed: options.seed ?? SAMPLE_JOB_SEED,
        ...(options.now === undefined ? {} : { now: options.now }),
      });
    }
  } catch (error) {
    await store.close();
    throw error;
  }
  return serving(store, options.path, options.searchPool);
}

/** The store as the app sees it: pooled reads on a file, a data version that moves on writes. */
async function serving(
  writer: SqliteJobStore,
  path: string,
  searchPool: SearchPoolSettings | undefined,
): Promise<JobDatabase> {
  const pooled =
    searchPool === undefined || path === ':memory:'
      ? undefined
      : createPooledJobStore({ path, writer, ...searchPool });
  try {
    await pooled?.ready();
  } catch (error) {
    await pooled?.close();
    throw new Error(`The search pool could not start (${searchPool?.workerFile})`, {
      cause: error,
    });
  }
  const store: JobStore = pooled ?? writer;
  // The counter moves when another connection (an importer) commits; our own writes count here.
  const externalWrites = externalWriteCounter(writer);
  let ownWrites = 0;
  const counted =
    <Args extends unknown[], Result>(write: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      try {
        return await write(...args);
      } finally {
        ownWrites += 1;
      }
    };
  return {
    store: {
      ...store,
      upsert: counted(store.upsert.bind(store)),
      expire: counted(store.expire.bind(store)),
    },
    sqlite: writer,
    check: () => writer.ping(),
    close: () => store.close(),
    version: () => `${externalWrites()}.${ownWrites}`,
    ...(pooled === undefined ? {} : { load: pooled.load, abortReads: pooled.abortAll }),
  };
}

/**
 * Opens the database at `config.databasePath`; an empty one gets `SAMPLE_JOBS` sample jobs when
 * that is set (the quick start), and stays empty otherwise.
 */
export async function openConfiguredJobDatabase(
  config: AppConfig,
  searchPool?: SearchPoolSettings,
): Promise<JobDatabase> {
  return openJobDatabase({
    path: config.databasePath,
    sampleJobs: config.sampleJobs,
    ...(searchPool === undefined ? {} : { searchPool }),
  });
}
