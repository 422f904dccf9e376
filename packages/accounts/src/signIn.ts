import { nowInstant, type Accounts } from './accounts.ts';
import { normaliseEmail } from './emails.ts';
import { MAX_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';
import { createSession, type Session } from './sessions.ts';
import { toUser, type User } from './model.ts';

export type SignInResult =
  | { ok: true; user: User; secret: string; session: Session }
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

/** Seconds until the key's window ends, when it has used up its failures; otherwise 0. */
async function blockedFor(accounts: Accounts, key: string, limit: number): Promise<number> {
  const row = await accounts.db
    .selectFrom('sign_in_throttle')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  if (row === undefined || row.failures < limit) return 0;
  const ends = Date.parse(row.window_started_at) + accounts.signInLimits.windowMs;
  const left = ends - accounts.now().getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Counts a failure against the key, in a fixed window that starts with its first failure. */
async function recordFailure(accounts: Accounts, key: string): Promise<void> {
  const now = nowInstant(accounts);
  const windowStart = new Date(
    accounts.now().getTime() - accounts.signInLimits.windowMs,
  ).toISOString();
  await accounts.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sign_in_throttle')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst();
    if (row === undefined) {
      await trx
        .insertInto('sign_in_throttle')
        .values({ key, window_started_at: now, failures: 1 })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet((eb) => ({ failures: eb('sign_in_throttle.failures', '+', 1) })),
        )
        .execute();
    } else if (row.window_started_at <= windowStart) {
      await trx
        .updateTable('sign_in_throttle')
        .set({ window_started_at: now, failures: 1 })
        .where('key', '=', key)
        .execute();
    } else {
      await trx
        .updateTable('sign_in_throttle')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('key', '=', key)
        .execute();
    }
  });
}

/**
 * Signs in with email and password. Throttled per account and per client address (failures in
 * a window); an unknown email costs a password check too, so it answers as slowly as a wrong
 * password, and both answer `invalid`.
 */
export async function signIn(accounts: Accounts, input: SignInInput): Promise<SignInResult> {
  const limits = accounts.signInLimits;
  const wait = Math.max(
    await blockedFor(accounts, accountKey(input.email), limits.perAccount),
    await blockedFor(accounts, addressKey(input.ip), limits.perAddress),
  );
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };

  const row = await accounts.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(input.email))
    .executeTakeFirst();
  const password = input.password.slice(0, MAX_PASSWORD_LENGTH + 1);
  const matches = await verifyPassword(row?.password_hash ?? accounts.decoyHash, password);
  if (row === undefined || !matches) {
    await recordFailure(accounts, accountKey(input.email));
    await recordFailure(accounts, addressKey(input.ip));
    return { ok: false, reason: 'invalid' };
  }
  await accounts.db
    .deleteFrom('sign_in_throttle')
    .where('key', '=', accountKey(input.email))
    .execute();
  const { secret, session } = await createSession(accounts, row.id, {
    userAgent: input.userAgent,
    ip: input.ip,
  });
  return { ok: true, user: toUser(row), secret, session };
}
