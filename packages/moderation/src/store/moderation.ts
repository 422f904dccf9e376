import { migrateToLatest, type RelationalDatabase } from '@joblane/database';
import type { Kysely } from 'kysely';

import { moderationMigrations, type ModerationTables } from './schema.ts';

/**
 * What every store function of this package takes first: the database (or a transaction on it,
 * `Transaction<ModerationTables>`, when the work must commit with the caller's).
 */
export type ModerationDb = Kysely<ModerationTables>;

/** Migrates this package's tables and returns the handle its functions take. */
export async function openModeration(database: RelationalDatabase): Promise<ModerationDb> {
  await migrateToLatest(database, moderationMigrations);
  return database.as<ModerationTables>();
}

/** Runs `work` in a transaction, or in the caller's when `db` already is one. */
export function inTransaction<T>(db: ModerationDb, work: (trx: ModerationDb) => Promise<T>) {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
