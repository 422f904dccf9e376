import { createHash } from 'node:crypto';

import { instantAfter, nowInstant, type Accounts } from './accounts.ts';
import { toUser, type User } from './model.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { revokeAllSessions } from './sessions.ts';

/** A "this wasn't me" link works for a week. */
export const SIGN_OUT_LINK_MS = 7 * 24 * 3600_000;

/** A new "this wasn't me" link for a security notice to the account's address. */
export async function signOutLink(accounts: Accounts, userId: string): Promise<string> {
  const secret = newSecret();
  const now = nowInstant(accounts);
  await accounts.db.deleteFrom('sign_out_links').where('expires_at', '<=', now).execute();
  await accounts.db
    .insertInto('sign_out_links')
    .values({
      token_hash: hashSecret(secret),
      user_id: userId,
      created_at: now,
      expires_at: instantAfter(accounts, SIGN_OUT_LINK_MS),
    })
    .execute();
  return secret;
}

/**
 * Follows a "this wasn't me" link: every session of its account ends (the link keeps working
 * until its week is over, so pressing it twice does no harm). Null for an unknown or old link.
 */
export async function signOutEverywhereWithLink(
  accounts: Accounts,
  secret: string,
): Promise<{ user: User; sessionsEnded: number } | null> {
  if (secret.length === 0 || secret.length > 100) return null;
  const row = await accounts.db
    .selectFrom('sign_out_links')
    .innerJoin('users', 'users.id', 'sign_out_links.user_id')
    .selectAll('users')
    .select('sign_out_links.expires_at')
    .where('sign_out_links.token_hash', '=', hashSecret(secret))
    .executeTakeFirst();
  if (row === undefined || row.expires_at <= nowInstant(accounts)) return null;
  const sessionsEnded = await revokeAllSessions(accounts.db, row.id);
  return { user: toUser(row), sessionsEnded };
}

/**
 * Remembers the browser a sign-in came from; true when the account had signed in before but
 * never from this one (a notice is due). An account's first browser is not news.
 */
export async function isNewDevice(
  accounts: Accounts,
  userId: string,
  userAgent: string,
): Promise<boolean> {
  const deviceHash = createHash('sha256').update(userAgent, 'utf8').digest('base64url');
  const known = await accounts.db
    .selectFrom('known_devices')
    .select('device_hash')
    .where('user_id', '=', userId)
    .execute();
  if (known.some((device) => device.device_hash === deviceHash)) return false;
  await accounts.db
    .insertInto('known_devices')
    .values({ user_id: userId, device_hash: deviceHash, first_seen_at: nowInstant(accounts) })
    .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
    .execute();
  return known.length > 0;
}
