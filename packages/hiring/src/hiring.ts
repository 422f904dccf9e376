import { migrateToLatest, type Dialect, type RelationalDatabase } from '@joblane/database';
import type { Kysely } from 'kysely';

import type { FileStore } from './files.ts';
import { hiringMigrations, type HiringTables } from './schema.ts';

/** Limits of an application (the product's). */
/**
 * The same handle on another database that already holds these tables, migrated (a streaming
 * replica, for public reads such as the response signal): nothing is migrated.
 */
export function hiringOn(hiring: Hiring, database: RelationalDatabase): Hiring {
  return { ...hiring, db: database.as<HiringTables>(), dialect: database.dialect };
}

export const applicationLimits = {
  /** Characters of a cover letter, counted as the kit's Textarea counts (UTF-16 code units). */
  coverLetter: 2000,
  /** Characters of a free-text screening answer. */
  answer: 1000,
  /** Bytes of a résumé file. */
  resumeBytes: 5 * 1024 * 1024,
  /** Characters of a résumé's original name kept for display. */
  resumeName: 200,
} as const;

/** What every function of this package is handed: the tables, the files, the clock, the delay. */
export interface Hiring {
  readonly db: Kysely<HiringTables>;
  readonly dialect: Dialect;
  readonly files: FileStore;
  readonly now: () => Date;
  /** How long after an employer sets Not progressing the seeker sees it (and is emailed). */
  readonly notProgressingDelayMs: number;
}

export interface OpenHiringOptions {
  files: FileStore;
  now?: () => Date;
  /** 48 hours by default. */
  notProgressingDelayMs?: number;
}

/**
 * Migrates this package's tables and returns the handle its functions take. Its rows reference
 * accounts' `users`, and status emails go into mail's queue in the status's transaction: open
 * `@joblane/accounts` and migrate `@joblane/mail`'s queue (`mailMigrations`) on the same
 * database first (the app's start-up does both, once).
 */
export async function openHiring(
  database: RelationalDatabase,
  options: OpenHiringOptions,
): Promise<Hiring> {
  await migrateToLatest(database, hiringMigrations);
  return {
    db: database.as<HiringTables>(),
    dialect: database.dialect,
    files: options.files,
    now: options.now ?? (() => new Date()),
    notProgressingDelayMs: options.notProgressingDelayMs ?? 48 * 3600_000,
  };
}
