import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';

import type { Dialect, RelationalDatabase, SchemaOnly } from './open.ts';

/** Column types that differ between the engines, so one migration serves both. */
export interface ColumnTypes {
  /** An instant, always written and read as an ISO-8601 UTC string (`2026-11-24T09:30:00.000Z`). */
  timestamp: 'timestamptz' | 'text';
  /** An integer key the database assigns: use with `.primaryKey()`. */
  serial: 'bigserial' | 'integer';
  /** JSON kept as text: parsed by the package that owns it. */
  json: 'text';
}

export function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === 'postgres'
    ? { timestamp: 'timestamptz', serial: 'bigserial', json: 'text' }
    : { timestamp: 'text', serial: 'integer', json: 'text' };
}

/** One numbered step of a package's schema; runs forward only, in a transaction. */
export interface DomainMigration {
  up(db: Kysely<SchemaOnly>, types: ColumnTypes, dialect: Dialect): Promise<void>;
}

export interface MigrationSet {
  /** The owning package (`accounts`): its history lives in `<name>_migrations`. */
  name: string;
  /** Steps by name; they run in name order, so number them (`0001-users`). */
  migrations: Record<string, DomainMigration>;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Brings a package's tables to its latest migration. Each package keeps its own history table,
 * so packages migrate independently; PostgreSQL takes a lock, so two servers starting at once
 * run each step once.
 */
export async function migrateToLatest(
  database: RelationalDatabase,
  set: MigrationSet,
): Promise<MigrationResultSet> {
  const types = columnTypes(database.dialect);
  const migrations: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(set.migrations)) {
    migrations[name] = { up: (db) => migration.up(db, types, database.dialect) };
  }
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: `${set.name}_migrations`,
    migrationLockTableName: `${set.name}_migrations_lock`,
  });
  const result = await migrator.migrateToLatest();
  if (result.error !== undefined) {
    const failed = result.results?.find((step) => step.status === 'Error');
    throw new MigrationError(
      `Migrating ${set.name} failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(
        result.error instanceof Error ? result.error.message : result.error,
      )}`,
      { cause: result.error },
    );
  }
  return result;
}
