import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

import {
  openSqliteJobStore,
  seedSampleJobs,
  type JobStore,
  type SqliteJobStore,
} from '@joblane/jobs';

import type { AppConfig } from './config.ts';

/** How many sample jobs the quick start's database gets (`SAMPLE_JOBS=3000`) and tests use. */
export const SAMPLE_JOB_COUNT = 3000;
export const SAMPLE_JOB_SEED = 1;

/** The store the app serves from, as the server sees it. */
export interface Database {
  store: JobStore;
  /** Resolves when the store answers; `/readyz` calls it. */
  check(): Promise<void> | void;
  close(): Promise<void>;
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
}): Promise<Database> {
  if (options.path !== ':memory:') await mkdir(dirname(options.path), { recursive: true });
  const store = openSqliteJobStore({ path: options.path });
  try {
    const count = options.sampleJobs ?? 0;
    if (count > 0 && isEmpty(store)) {
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
  return {
    store,
    check: () => store.ping(),
    close: () => store.close(),
  };
}

/** No job at all, expired ones included: only then is it a new database to seed. */
function isEmpty(store: SqliteJobStore): boolean {
  const row = store.db.prepare<[], { found: number }>('SELECT 1 AS found FROM jobs LIMIT 1').get();
  return row === undefined;
}

/**
 * Opens the database at `config.databasePath`; an empty one gets `SAMPLE_JOBS` sample jobs when
 * that is set (the quick start), and stays empty otherwise.
 */
export async function openDatabase(config: AppConfig): Promise<Database> {
  return openJobDatabase({ path: config.databasePath, sampleJobs: config.sampleJobs });
}
