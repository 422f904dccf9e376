import { nowInstant, type Accounts } from './accounts.ts';

// Failures counted per key in the database (so they hold across server processes): sign-in's
// per-account and per-address keys, and the code step's per-user key.

/** Seconds until the key's window ends, when it has used up its failures; otherwise 0. */
export async function blockedFor(accounts: Accounts, key: string, limit: number): Promise<number> {
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
export async function recordFailure(accounts: Accounts, key: string): Promise<void> {
  await recordFailures(accounts, [key]);
}

/** Counts one failure against each key, in one transaction. */
export async function recordFailures(accounts: Accounts, keys: readonly string[]): Promise<void> {
  const now = nowInstant(accounts);
  const windowStart = new Date(
    accounts.now().getTime() - accounts.signInLimits.windowMs,
  ).toISOString();
  await accounts.db.transaction().execute(async (trx) => {
    for (const key of keys) {
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
    }
  });
}

/** Forgets a key's failures (after a success). */
export async function clearFailures(accounts: Accounts, key: string): Promise<void> {
  await accounts.db.deleteFrom('sign_in_throttle').where('key', '=', key).execute();
}
