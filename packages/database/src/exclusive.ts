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
 * asks for the lock every 100 ms (`pg_try_advisory_xact_lock`) for at most `waitMs`, so no one
 * statement waits longer than the pool's timeouts allow.
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
    // Asked again every 100 ms rather than waited for in one statement, so no statement outlives
    // the pool's statement and read timeouts however long the holder takes.
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_xact_lock(hashtextextended(${name}, 0)) AS locked`.execute(trx);
      if (rows[0]?.locked === true) return work();
      if (Date.now() >= deadline) {
        throw new Error(
          `withExclusiveLock: "${name}" is still held by another connection after ${waitMs} ms`,
        );
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  });
}
