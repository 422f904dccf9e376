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

/**
 * Active job ids for `sitemap.xml`. The `JobStore` interface has no listing of every job (search
 * pages stop at 100 000 results), so the SQLite store answers this from its table directly.
 */
export interface SitemapSource {
  countActive(now: Date): number | Promise<number>;
  /** Active jobs in a stable order, `limit` from `offset`. */
  activeJobs(
    offset: number,
    limit: number,
    now: Date,
  ): { id: string; listedAt: string }[] | Promise<{ id: string; listedAt: string }[]>;
}

/** The store the app serves from, as the server sees it. */
export interface Database {
  store: JobStore;
  sitemap: SitemapSource;
  /** Resolves when the store answers; `/readyz` calls it. */
  check(): Promise<void> | void;
  close(): Promise<void>;
}

/** Lists active jobs from the SQLite store's `jobs` table (rowid order, so pages are stable). */
export function sqliteSitemapSource(store: SqliteJobStore): SitemapSource {
  const count = store.db.prepare<[number], { total: number }>(
    'SELECT count(*) AS total FROM jobs WHERE expired = 0 AND valid_through > ?',
  );
  const page = store.db.prepare<[number, number, number], { id: string; listed_at: number }>(
    'SELECT id, listed_at FROM jobs WHERE expired = 0 AND valid_through > ? ORDER BY doc LIMIT ? OFFSET ?',
  );
  return {
    countActive: (now) => count.get(now.getTime())?.total ?? 0,
    activeJobs: (offset, limit, now) =>
      page.all(now.getTime(), limit, offset).map((row) => ({
        id: row.id,
        listedAt: new Date(row.listed_at).toISOString(),
      })),
  };
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
    sitemap: sqliteSitemapSource(store),
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
