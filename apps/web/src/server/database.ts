import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

import {
  openSqliteJobStore,
  seedSampleJobs,
  type JobStore,
  type SqliteJobStore,
} from '@joblane/jobs';

import type { AppConfig } from './config.ts';

/** How many sample jobs a new database gets, so `pnpm start` on a fresh clone has a site. */
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
 * Opens (or creates) the SQLite job store at `path` (`':memory:'` for tests) and fills an empty
 * one with the deterministic sample jobs.
 */
export async function openJobDatabase(options: {
  path: string;
  sampleJobs?: number;
  seed?: number;
  /** The moment sample listings are dated back from (tests pin it). */
  now?: Date;
}): Promise<Database> {
  if (options.path !== ':memory:') await mkdir(dirname(options.path), { recursive: true });
  const store = openSqliteJobStore({ path: options.path });
  try {
    if (isEmpty(store)) {
      await seedSampleJobs(store, {
        count: options.sampleJobs ?? SAMPLE_JOB_COUNT,
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

/** Opens the database at `config.databasePath`, seeding it with sample jobs on first run. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  return openJobDatabase({ path: config.databasePath });
}
