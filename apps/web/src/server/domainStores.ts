import { openAccounts, type Accounts, type OpenAccountsOptions } from '@joblane/accounts';
import { openAds, openAdStats, type Ads, type AdStats } from '@joblane/ads';
import {
  migrateToLatest,
  openRelationalDatabase,
  type RelationalDatabase,
} from '@joblane/database';
import { directoryFileStore, openHiring, type Hiring } from '@joblane/hiring';
import { mailMigrations } from '@joblane/mail';
import { openModeration, type ModerationDb } from '@joblane/moderation';
import { openSeekers, type Seekers } from '@joblane/seekers';

import type { AppConfig } from './config.ts';

/**
 * Accounts and (as they arrive) saved items, applications, ads and the mail queue: the
 * relational database, SQLite embedded or PostgreSQL, with each domain package's tables
 * migrated.
 */
export interface DomainStores {
  database: RelationalDatabase;
  accounts: Accounts;
  /** Saved jobs, saved searches and their alerts (after accounts: its rows are users'). */
  seekers: Seekers;
  /** Applications and résumés, when the records were opened with a folder for uploads. */
  hiring: Hiring | undefined;
  /** Employers' ads (after accounts: they belong to its organisations). */
  ads: Ads;
  /** Ads' performance counters per day (after the ads). */
  adStats: AdStats;
  /** Trust and safety: screenings, reports, moderators, the audit log, organisations' trust. */
  moderation: ModerationDb;
  close(): Promise<void>;
}

export async function openDomainStores(
  target: AppConfig['records'],
  options: {
    accounts?: OpenAccountsOptions;
    /** Where uploaded files (résumés) are kept; without it nobody can apply on Joblane. */
    uploadsDir?: string;
    /** The clock applications are judged by (tests pin it). */
    now?: () => Date;
    /** Told when an idle PostgreSQL connection breaks (the pool replaces it). */
    onIdleError?: (error: Error) => void;
    /** PostgreSQL pool limits and timeouts (the package's defaults otherwise). */
    pool?: { poolSize?: number; statementTimeoutMs?: number; connectTimeoutMs?: number };
  } = {},
): Promise<DomainStores> {
  const database = openRelationalDatabase({
    ...('url' in target ? { url: target.url, ...options.pool } : target),
    ...(options.onIdleError === undefined ? {} : { onIdleError: options.onIdleError }),
  });
  try {
    // Each package runs only its own migrations; this is the one place that runs mail's (the
    // queue hiring's status emails and the alerts go into, in their transactions).
    await migrateToLatest(database, mailMigrations);
    const accounts = await openAccounts(database, options.accounts);
    const seekers = await openSeekers(
      database,
      options.now === undefined ? {} : { now: options.now },
    );
    // After accounts (applications reference its users) and mail's queue.
    const hiring =
      options.uploadsDir === undefined
        ? undefined
        : await openHiring(database, {
            files: directoryFileStore(options.uploadsDir),
            ...(options.now === undefined ? {} : { now: options.now }),
          });
    const ads = await openAds(database, options.now === undefined ? {} : { now: options.now });
    const adStats = await openAdStats(
      database,
      options.now === undefined ? {} : { now: options.now },
    );
    const moderation = await openModeration(database);
    return {
      database,
      accounts,
      seekers,
      hiring,
      ads,
      adStats,
      moderation,
      close: () => database.close(),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
