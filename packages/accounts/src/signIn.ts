import type { Accounts } from './accounts.ts';
import { normaliseEmail } from './emails.ts';
import { MAX_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';
import { createSession, type Session } from './sessions.ts';
import { toUser, type User } from './model.ts';
import { blockedFor, clearFailures, recordFailure } from './throttle.ts';
import { hasTwoStep, startTwoStepChallenge } from './twoStep.ts';

export type SignInResult =
  | { ok: true; user: User; secret: string; session: Session }
  /**
   * The password was right and the account has two-step on: no session yet. The code step takes
   * the challenge (kept in a short-lived cookie) and a code, `completeTwoStepSignIn`.
   */
  | { ok: false; reason: 'two-step'; challenge: string }
  /** Unknown email and wrong password answer alike. */
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export interface SignInInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string;
}

const accountKey = (email: string) => `account:${normaliseEmail(email)}`;
const addressKey = (ip: string) => `address:${ip}`;
const pairKey = (email: string, ip: string) => `account-address:${normaliseEmail(email)}|${ip}`;

/**
 * Signs in with email and password. Failures are counted per account and client address (a
 * few), per account (more: a guesser spread over many addresses) and per address (many: an
 * office shares one); any key at its limit answers `rate-limited` without checking the password.
 * An unknown email costs a password check too, so it answers as slowly as a wrong password, and
 * both answer `invalid`.
 */
export async function signIn(accounts: Accounts, input: SignInInput): Promise<SignInResult> {
  const limits = accounts.signInLimits;
  const keys = [
    [pairKey(input.email, input.ip), limits.perAccountAndAddress],
    [accountKey(input.email), limits.perAccount],
    [addressKey(input.ip), limits.perAddress],
  ] as const;
  let wait = 0;
  for (const [key, limit] of keys) wait = Math.max(wait, await blockedFor(accounts, key, limit));
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };

  const row = await accounts.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(input.email))
    .executeTakeFirst();
  const password = input.password.slice(0, MAX_PASSWORD_LENGTH + 1);
  const matches = await verifyPassword(row?.password_hash ?? accounts.decoyHash, password);
  if (row === undefined || !matches) {
    for (const [key] of keys) await recordFailure(accounts, key);
    return { ok: false, reason: 'invalid' };
  }
  // The address's count stays: it is many people's, and a success says nothing of theirs.
  await clearFailures(accounts, pairKey(input.email, input.ip));
  await clearFailures(accounts, accountKey(input.email));
  if (await hasTwoStep(accounts, row.id)) {
    return {
      ok: false,
      reason: 'two-step',
      challenge: await startTwoStepChallenge(accounts, row.id),
    };
  }
  const { secret, session } = await createSession(accounts, row.id, {
    userAgent: input.userAgent,
    ip: input.ip,
  });
  return { ok: true, user: toUser(row), secret, session };
}
