import { openAccounts, type Accounts, type OpenAccountsOptions } from '@joblane/accounts';
import {
  migrateToLatest,
  openRelationalDatabase,
  type RelationalDatabase,
} from '@joblane/database';
import { directoryFileStore, openHiring, type Hiring } from '@joblane/hiring';
import { mailMigrations } from '@joblane/mail';

import type { AppConfig } from './config.ts';

/**
 * Accounts and (as they arrive) saved items, applications, ads and the mail queue: the
 * relational database, SQLite embedded or PostgreSQL, with each domain package's tables
 * migrated.
 */
export interface Records {
  database: RelationalDatabase;
  accounts: Accounts;
  /** Applications and résumés, when the records were opened with a folder for uploads. */
  hiring: Hiring | undefined;
  close(): Promise<void>;
}

export async function openRecords(
  target: AppConfig['records'],
  options: {
    accounts?: OpenAccountsOptions;
    /** Where uploaded files (résumés) are kept; without it nobody can apply on Joblane. */
    uploadsDir?: string;
    /** The clock applications are judged by (tests pin it). */
    now?: () => Date;
  } = {},
): Promise<Records> {
  const database = openRelationalDatabase('url' in target ? { url: target.url } : target);
  try {
    await migrateToLatest(database, mailMigrations);
    const accounts = await openAccounts(database, options.accounts);
    // After accounts: applications reference its users.
    const hiring =
      options.uploadsDir === undefined
        ? undefined
        : await openHiring(database, {
            files: directoryFileStore(options.uploadsDir),
            ...(options.now === undefined ? {} : { now: options.now }),
          });
    return { database, accounts, hiring, close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}
