import type { Kysely, Transaction } from 'kysely';

import { instantAfter, nowInstant, type Accounts } from './accounts.ts';
import type { AccountTables, SignInMethod } from './schema.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { toUser, type User } from './model.ts';

export interface Session {
  /** The stored hash of the cookie's secret: safe to show and to name in a "sign out" form. */
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string;
  ip: string;
  /** When the session passed the second factor (sign-in with a code, or enrolment); else null. */
  twoStepAt: string | null;
  /** How it signed in: a password, a passkey, or a password and a code (`two-step`). */
  signInMethod: SignInMethod;
  /**
   * When the person last proved it was them in this session: its sign-in, a code, or a
   * confirmation (`confirmSession`). Sensitive changes want it within `FRESH_SIGN_IN_MS`.
   */
  provenAt: string;
}

/** Sensitive changes ask for the password, a passkey or a code again after this long. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

type SessionRow = Omit<
  AccountTables['sessions'],
  'two_step_at' | 'sign_in_method' | 'confirmed_at'
> & {
  two_step_at: string | null;
  sign_in_method: SignInMethod;
  confirmed_at?: string | null;
};

const latest = (...instants: (string | null | undefined)[]) =>
  instants
    .filter((instant): instant is string => typeof instant === 'string')
    .sort()
    .at(-1)!;

const toSession = (row: SessionRow): Session => ({
  id: row.id_hash,
  userId: row.user_id,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  expiresAt: row.expires_at,
  userAgent: row.user_agent,
  ip: row.ip,
  twoStepAt: row.two_step_at ?? null,
  signInMethod: row.sign_in_method,
  provenAt: latest(row.created_at, row.two_step_at, row.confirmed_at),
});

/** Last-seen times move at most this often, so a busy session does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const MAX_USER_AGENT = 300;

/** A new session for a user; the secret goes in the cookie and is never stored. */
export async function createSession(
  accounts: Accounts,
  userId: string,
  client: { userAgent: string; ip: string },
  /**
   * The session starts having passed the second factor (sign-in completed with a code, or a
   * passkey, which is both factors), and how it signed in (a password by default).
   */
  options: { twoStep?: boolean; method?: SignInMethod } = {},
): Promise<{ secret: string; session: Session }> {
  const secret = newSecret();
  const now = nowInstant(accounts);
  const row: SessionRow = {
    id_hash: hashSecret(secret),
    user_id: userId,
    created_at: now,
    last_seen_at: now,
    expires_at: instantAfter(accounts, accounts.lifetimes.sessionAbsoluteMs),
    user_agent: client.userAgent.slice(0, MAX_USER_AGENT),
    ip: client.ip,
    two_step_at: options.twoStep === true ? now : null,
    sign_in_method: options.method ?? (options.twoStep === true ? 'two-step' : 'password'),
  };
  await accounts.db.insertInto('sessions').values(row).execute();
  return { secret, session: toSession(row) };
}

/**
 * The signed-in user for a cookie's secret, or null when the session is unknown, revoked, idle
 * too long or past its absolute end. Expired rows are deleted on the way.
 */
export async function lookupSession(
  accounts: Accounts,
  secret: string,
): Promise<{ user: User; session: Session } | null> {
  if (secret.length === 0 || secret.length > 100) return null;
  const idHash = hashSecret(secret);
  const row = await accounts.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id_hash',
      'sessions.user_id',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.user_agent',
      'sessions.ip',
      'sessions.two_step_at',
      'sessions.sign_in_method',
      'sessions.confirmed_at',
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.email_verified_at',
      'users.created_at',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (row === undefined) return null;
  const now = accounts.now().getTime();
  const idleEnd = Date.parse(row.last_seen_at) + accounts.lifetimes.sessionIdleMs;
  if (now >= Date.parse(row.expires_at) || now >= idleEnd) {
    await accounts.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  let lastSeenAt = row.last_seen_at;
  if (now - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
    lastSeenAt = new Date(now).toISOString();
    await accounts.db
      .updateTable('sessions')
      .set({ last_seen_at: lastSeenAt })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return {
    user: toUser(row),
    session: toSession({
      id_hash: row.id_hash,
      user_id: row.user_id,
      created_at: row.session_created_at,
      last_seen_at: lastSeenAt,
      expires_at: row.expires_at,
      user_agent: row.user_agent,
      ip: row.ip,
      two_step_at: row.two_step_at,
      sign_in_method: row.sign_in_method,
      confirmed_at: row.confirmed_at,
    }),
  };
}

/** A user's active sessions, most recently used first. */
export async function listSessions(accounts: Accounts, userId: string): Promise<Session[]> {
  const idleSince = new Date(
    accounts.now().getTime() - accounts.lifetimes.sessionIdleMs,
  ).toISOString();
  const rows = await accounts.db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowInstant(accounts))
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map(toSession);
}

/** Signs out one session of the user (by its listed id); false when they have no such session. */
export async function revokeSession(
  accounts: Accounts,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await accounts.db
    .deleteFrom('sessions')
    .where('id_hash', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Signs out a session by its cookie secret (sign-out). */
export async function endSession(accounts: Accounts, secret: string): Promise<void> {
  await accounts.db.deleteFrom('sessions').where('id_hash', '=', hashSecret(secret)).execute();
}

/** Signs the user out everywhere, except the session whose secret is given. */
export async function revokeAllSessions(
  db: Kysely<AccountTables> | Transaction<AccountTables>,
  userId: string,
  exceptSecret?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSecret !== undefined) query = query.where('id_hash', '!=', hashSecret(exceptSecret));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the session proved who it is recently enough for a sensitive change. */
export function isFreshSession(accounts: Accounts, session: Pick<Session, 'provenAt'>): boolean {
  return accounts.now().getTime() - Date.parse(session.provenAt) < FRESH_SIGN_IN_MS;
}

/** Records that the session's person proved it was them just now. */
export async function confirmSession(accounts: Accounts, sessionId: string): Promise<void> {
  await accounts.db
    .updateTable('sessions')
    .set({ confirmed_at: nowInstant(accounts) })
    .where('id_hash', '=', sessionId)
    .execute();
}
