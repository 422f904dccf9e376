import { migrateToLatest, type Dialect, type RelationalDatabase } from '@joblane/database';
import { hasAccountTables } from '@joblane/accounts';
import type { Kysely } from 'kysely';

import { seekerMigrations, type SeekerTables } from './schema.ts';

/** What every function of this package is handed: the tables and the clock. */
export interface Seekers {
  readonly db: Kysely<SeekerTables>;
  readonly dialect: Dialect;
  readonly now: () => Date;
}

export interface OpenSeekersOptions {
  now?: () => Date;
}

/**
 * Migrates this package's tables and returns the handle its functions take. The tables refer to
 * accounts' `users`, so accounts must be opened (migrated) on the same database first.
 */
export async function openSeekers(
  database: RelationalDatabase,
  options: OpenSeekersOptions = {},
): Promise<Seekers> {
  if (!(await hasAccountTables(database)))
    throw new Error(
      '@joblane/seekers: the database has no users table; open @joblane/accounts on it first.',
    );
  await migrateToLatest(database, seekerMigrations);
  return {
    db: database.as<SeekerTables>(),
    dialect: database.dialect,
    now: options.now ?? (() => new Date()),
  };
}

export const nowInstant = (seekers: Seekers): string => seekers.now().toISOString();
