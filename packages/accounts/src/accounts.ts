import { migrateToLatest, type Dialect, type RelationalDatabase } from '@joblane/database';
import type { Kysely } from 'kysely';

import { defaultPasswordHashing, hashPassword, type PasswordHashing } from './passwords.ts';
import type { AccountTables } from './schema.ts';
import { accountMigrations } from './schema.ts';

/** How long the secrets this package hands out stay good. */
export interface AccountLifetimes {
  /** A session unused for this long ends (default 14 days). */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however busy (default 60 days). */
  sessionAbsoluteMs: number;
  /** Email verification and password reset links (default 1 hour). */
  tokenMs: number;
  /** Invitations to an organisation (default 7 days). */
  invitationMs: number;
}

export const defaultLifetimes: AccountLifetimes = {
  sessionIdleMs: 14 * 24 * 3600_000,
  sessionAbsoluteMs: 60 * 24 * 3600_000,
  tokenMs: 3600_000,
  invitationMs: 7 * 24 * 3600_000,
};

/**
 * Failed attempts allowed in a window (fixed, from a key's first failure). Sign-in counts each
 * failure three ways, so the people behind one address (an office, a university, a mobile
 * carrier) do not lock each other out, and nobody's attempts lock an email they did not try.
 */
export interface SignInLimits {
  windowMs: number;
  /** Failed sign-ins on one account from one client address: the person mistyping. */
  perAccountAndAddress: number;
  /** Failed sign-ins on one account from every address together: a guesser who spreads out. */
  perAccount: number;
  /** Failed sign-ins from one client address on any accounts: high, as many people share one. */
  perAddress: number;
  /** Wrong two-step codes for one person (from any address). */
  perCodeUser: number;
  /**
   * Passkey options asked for from one client address (each stores a challenge): a page load of
   * `/signin` asks once, each passkey button press once more; high, as many people share one.
   */
  passkeyRequestsPerAddress: number;
}

export const defaultSignInLimits: SignInLimits = {
  windowMs: 15 * 60_000,
  perAccountAndAddress: 5,
  perAccount: 20,
  perAddress: 200,
  perCodeUser: 5,
  passkeyRequestsPerAddress: 300,
};

/** What every function of this package is handed: the tables, the clock and the settings. */
export interface Accounts {
  readonly db: Kysely<AccountTables>;
  readonly dialect: Dialect;
  readonly now: () => Date;
  readonly hashing: PasswordHashing;
  readonly lifetimes: AccountLifetimes;
  readonly signInLimits: SignInLimits;
  /** A hash of a password nobody has, verified for unknown emails so they take as long. */
  readonly decoyHash: string;
}

export interface OpenAccountsOptions {
  now?: () => Date;
  hashing?: PasswordHashing;
  lifetimes?: Partial<AccountLifetimes>;
  signInLimits?: Partial<SignInLimits>;
}

/** Migrates this package's tables on the database and returns the handle its functions take. */
export async function openAccounts(
  database: RelationalDatabase,
  options: OpenAccountsOptions = {},
): Promise<Accounts> {
  await migrateToLatest(database, accountMigrations);
  const hashing = options.hashing ?? defaultPasswordHashing;
  return {
    db: database.as<AccountTables>(),
    dialect: database.dialect,
    now: options.now ?? (() => new Date()),
    hashing,
    lifetimes: { ...defaultLifetimes, ...options.lifetimes },
    signInLimits: { ...defaultSignInLimits, ...options.signInLimits },
    decoyHash: await hashPassword(`decoy-${Math.random()}-${Date.now()}`, hashing),
  };
}

/**
 * The same handle on another database that already holds these tables, migrated (a streaming
 * replica of the primary's): nothing is migrated, the settings and clock are kept.
 */
export function accountsOn(accounts: Accounts, database: RelationalDatabase): Accounts {
  return { ...accounts, db: database.as<AccountTables>(), dialect: database.dialect };
}

export const nowInstant = (accounts: Accounts): string => accounts.now().toISOString();

export const instantAfter = (accounts: Accounts, ms: number): string =>
  new Date(accounts.now().getTime() + ms).toISOString();
