import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes, type PoolClient } from 'pg';

import {
  CircuitBreaker,
  classifyConnectError,
  type BreakerState,
  type CircuitBreakerOptions,
} from './breaker.ts';

export type Dialect = 'sqlite' | 'postgres';

/** The database before a package names its tables: good for schema changes and raw `sql`. */
export type SchemaOnly = Record<string, never>;

/**
 * One relational database, as every domain package sees it: a Kysely instance (typed by the
 * package with `database.as<Tables>()`) and which engine is behind it.
 */
export interface RelationalDatabase {
  readonly dialect: Dialect;
  /** The query builder, untyped; a package narrows it to its own tables with `as`. */
  readonly db: Kysely<SchemaOnly>;
  /** The same database typed with a package's tables. */
  as<Tables>(): Kysely<Tables>;
  /** One round trip (`SELECT 1`): resolves when the database answers. */
  ping(): Promise<void>;
  /**
   * PostgreSQL: the pool's connections and its circuit breaker right now, as plain numbers (for
   * metrics and diagnostics); undefined for SQLite, which has no pool.
   */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

/** A PostgreSQL pool as `poolStats` reports it. */
export interface PoolStats {
  /** The pool's size (`poolSize`). */
  max: number;
  /** Connections open, checked out by a query or transaction, and idle. */
  total: number;
  inUse: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  /** The circuit breaker's state and moves (absent with `circuitBreaker: false`). */
  breaker?: { state: BreakerState; transitions: Readonly<Record<BreakerState, number>> };
}

export interface OpenOptions {
  /** `postgres://...` (or `postgresql://`): PostgreSQL. Otherwise `sqlitePath` is used. */
  url?: string | undefined;
  /** The embedded database file, created with its folder if missing; `':memory:'` allowed. */
  sqlitePath?: string;
  /** PostgreSQL connections per process (default 10). */
  poolSize?: number;
  /** PostgreSQL `statement_timeout`, so no query holds a connection for ever (default 10 s). */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: how long to wait for a new connection (or a free one in a full pool) before the
   * query fails (default 5 s), so an unreachable server fails requests instead of hanging them.
   */
  connectTimeoutMs?: number;
  /**
   * Told when an idle PostgreSQL connection breaks (the server restarted, an administrator ended
   * it, the network dropped): the pool has already let that connection go and the next query
   * opens a new one. Without a listener such an error would end the process.
   */
  onIdleError?: (error: Error) => void;
  /**
   * PostgreSQL: after this many connection attempts in a row fail (the server refuses, is not
   * there, or does not answer within `connectTimeoutMs`), queries fail at once with
   * `DatabaseUnavailableError` for `openMs`, then one trial connection is let through; its
   * success closes the breaker. Default `{ failureThreshold: 3, openMs: 5000 }`; `false`: none.
   */
  circuitBreaker?: CircuitBreakerOptions | false;
  /**
   * PostgreSQL: how long the client waits for any answer to a statement before it fails it with
   * "Query read timeout" (default `statementTimeoutMs` + 5 s; 0: no limit). `statement_timeout`
   * is the server's own limit; this one catches a server (or network) that has stopped
   * answering on a connection already open. That connection is then dropped, not handed out
   * again, so the next statement opens a new one (or meets the circuit breaker).
   */
  queryTimeoutMs?: number;
}

// PostgreSQL hands back bigint (count(*), sums) as strings and timestamptz as Date; Joblane's
// rows carry numbers and ISO-8601 UTC strings on both engines, so the types are read that way.
const INT8_OID = 20;
const TIMESTAMPTZ_OID = 1184;
const parseInt8 = (value: string) => {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`bigint ${value} is out of range`);
  return number;
};
const parseTimestamp = (value: string) => new Date(value).toISOString();
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return parseInt8;
    if (oid === TIMESTAMPTZ_OID) return parseTimestamp;
    return pgTypes.getTypeParser(oid, format);
  },
};

/** Is this a PostgreSQL connection string? */
export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * Opens the relational database: PostgreSQL when `url` is a `postgres://` URL, else the SQLite
 * file at `sqlitePath` (WAL, foreign keys on, 5 s busy timeout).
 */
export function openRelationalDatabase(options: OpenOptions): RelationalDatabase {
  if (isPostgresUrl(options.url)) {
    const statementTimeoutMs = options.statementTimeoutMs ?? 10_000;
    const queryTimeoutMs =
      options.queryTimeoutMs ?? (statementTimeoutMs > 0 ? statementTimeoutMs + 5000 : 0);
    const pool = new Pool({
      connectionString: options.url as string,
      max: options.poolSize ?? 10,
      statement_timeout: statementTimeoutMs,
      ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      types: typeParsers,
    });
    pool.on('error', (error) => options.onIdleError?.(error));
    // A connection the server ends while it is checked out (between two statements of a
    // transaction) emits 'error' with no pool listener on it, which would crash the process: the
    // statement that uses it next fails with the cause instead, so the event itself is dropped.
    pool.on('connect', (client) => client.on('error', () => {}));
    // Every query asks the pool for a connection; the breaker sits on that one door.
    const breaker =
      options.circuitBreaker === false ? undefined : new CircuitBreaker(options.circuitBreaker);
    const checkOut = async () => dropWhenUnanswered(await pool.connect());
    const guarded = {
      connect: () =>
        breaker === undefined ? checkOut() : breaker.run(checkOut, classifyConnectError),
      end: () => pool.end(),
    };
    const db = new Kysely<SchemaOnly>({ dialect: new PostgresDialect({ pool: guarded }) });
    const max = options.poolSize ?? 10;
    return database('postgres', db, () => ({
      max,
      total: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      ...(breaker === undefined
        ? {}
        : { breaker: { state: breaker.state(), transitions: breaker.transitions() } }),
    }));
  }
  if (options.url !== undefined) {
    throw new Error(
      `DATABASE_URL must be a postgres:// or postgresql:// URL; got "${options.url.split(':')[0]}:...". ` +
        'Leave it unset for the embedded SQLite database.',
    );
  }
  const path = options.sqlitePath;
  if (path === undefined) {
    throw new Error('openRelationalDatabase needs a PostgreSQL `url` or a `sqlitePath`.');
  }
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path, { timeout: 5000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<SchemaOnly>({ dialect: new SqliteDialect({ database: sqlite }) });
  return database('sqlite', db, () => undefined);
}

const unanswered = new WeakSet<PoolClient>();
const watched = new WeakSet<PoolClient>();

/**
 * A checked-out connection that returns to the pool only if every statement on it was answered:
 * after a "Query read timeout" the statement is still outstanding on it (pg cannot cancel it
 * without the server), so it is released as broken and the pool closes it.
 */
function dropWhenUnanswered(client: PoolClient): PoolClient {
  if (!watched.has(client)) {
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') {
            unanswered.add(client);
          }
        });
      }
      return result;
    };
  }
  // pg-pool gives each checkout its own `release`.
  const release = client.release.bind(client);
  // (Kysely releases with `false` when it has nothing against the connection.)
  client.release = (destroy?: Error | boolean) =>
    release(
      destroy === undefined || destroy === false
        ? unanswered.has(client)
          ? new Error('a statement went unanswered on this connection')
          : destroy
        : destroy,
    );
  return client;
}

function database(
  dialect: Dialect,
  db: Kysely<SchemaOnly>,
  poolStats: () => PoolStats | undefined,
): RelationalDatabase {
  let closed: Promise<void> | undefined;
  return {
    dialect,
    db,
    poolStats,
    as: <Tables>() => db as unknown as Kysely<Tables>,
    ping: async () => {
      await sql`SELECT 1`.execute(db);
    },
    close: () => (closed ??= db.destroy()),
  };
}
