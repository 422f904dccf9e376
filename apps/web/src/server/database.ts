import type { AppConfig } from './config.ts';

/** The store the app serves from, as the server sees it. */
export interface Database {
  /** Resolves when the store answers; `/readyz` calls it. */
  check(): Promise<void> | void;
  close(): Promise<void>;
}

/**
 * Opens the database at `config.databasePath`.
 *
 * The seam for `@joblane/jobs`: create the folder, `openSqliteJobStore({ path })`, fill a new
 * store with `seedSampleJobs(store, { count })` on first run, and return
 * `{ check: () => store.ping(), close: () => store.close() }`, handing the store to the routes'
 * `load` (for example as a Fastify decorator registered in `buildApp`). Until then the app serves
 * no jobs and has nothing to check.
 */
export async function openDatabase(_config: AppConfig): Promise<Database> {
  return { check: () => {}, close: async () => {} };
}
