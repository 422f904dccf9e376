import { sql } from 'kysely';

import type { RelationalDatabase } from './open.ts';

export interface ExclusiveOptions {
  /** How long to wait for another holder to finish before failing (default 5 minutes). */
  waitMs?: number;
}

/** Calls under way per database object and lock name, so calls in one process queue. */
const queues = new WeakMap<RelationalDatabase, Map<string, Promise<unknown>>>();

/**
 * Runs `work` while holding the lock `name`, so a one-time job (filling an empty database with
 * demo data, say) runs once even when several servers start together: the second waits, then
 * finds the work done. Calls on one database object in this process queue as well.
 *
 * PostgreSQL: a transaction on one pool connection takes `pg_advisory_xact_lock` and stays open
 * until `work` settles (its own statements run on other connections, so they commit on their
 * own). The lock ends with that transaction, so it works through pgbouncer in transaction mode
 * (a session lock would not), and a holder that dies or loses its connection frees it. The wait
 * runs under `statement_timeout = waitMs`, not the pool's shorter one.
 * SQLite: the embedded database has one server, so the queue in this process is the lock.
 */
export async function withExclusiveLock<T>(
  database: RelationalDatabase,
  name: string,
  work: () => Promise<T>,
  options: ExclusiveOptions = {},
): Promise<T> {
  const waitMs = options.waitMs ?? 5 * 60_000;
  if (!Number.isSafeInteger(waitMs) || waitMs <= 0) {
    throw new RangeError(
      `withExclusiveLock: waitMs must be a positive whole number, not ${waitMs}`,
    );
  }
  let byName = queues.get(database);
  if (byName === undefined) {
    byName = new Map();
    queues.set(database, byName);
  }
  const before = byName.get(name) ?? Promise.resolve();
  const held = before.then(
    () => locked(database, name, work, waitMs),
    () => locked(database, name, work, waitMs),
  );
  const settled = held.then(
    () => {},
    () => {},
  );
  byName.set(name, settled);
  try {
    return await held;
  } finally {
    if (byName.get(name) === settled) byName.delete(name);
  }
}

async function locked<T>(
  database: RelationalDatabase,
  name: string,
  work: () => Promise<T>,
  waitMs: number,
): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.transaction().execute(async (trx) => {
    // SET cannot take a parameter; waitMs is checked to be a whole number above.
    await sql`SET LOCAL statement_timeout = ${sql.raw(String(waitMs))}`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
    return work();
  });
}
