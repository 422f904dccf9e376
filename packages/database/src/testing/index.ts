import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';
import { inject } from 'vitest';

import {
  openRelationalDatabase,
  type Dialect,
  type OpenOptions,
  type RelationalDatabase,
} from '../open.ts';
import { POSTGRES_URL_KEY } from './provided.ts';

export {
  postgresBinDir,
  postgresWorkspace,
  startPostgresCluster,
  type PostgresCluster,
  type PostgresWorkspace,
} from './postgres.ts';

/** Every engine a store test runs on: `describe.each(dialects)`. */
export const dialects: readonly Dialect[] = ['sqlite', 'postgres'];

export interface TestDatabase extends RelationalDatabase {
  /** PostgreSQL: the database's connection URL (for a `LISTEN` connection or a child process). */
  readonly url?: string;
  /** Another connection (pool) to the same database, as a second server process would have. */
  connectAgain(options?: Pick<OpenOptions, 'onIdleError'>): RelationalDatabase;
}

/**
 * A new, empty database on the given engine: a SQLite file in a temporary folder, or a new
 * database in the run's PostgreSQL cluster (see `globalSetup`). `close` drops it.
 */
export async function openTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'joblane-sqlite-'));
    const sqlitePath = join(dir, 'test.db');
    const database = openRelationalDatabase({ sqlitePath });
    return {
      ...database,
      connectAgain: () => openRelationalDatabase({ sqlitePath }),
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject(POSTGRES_URL_KEY);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = adminUrl.replace(/\/postgres\?/, `/${name}?`);
  // CI runs every package's tests at once on two cores: a connection (or a free one in a busy
  // pool) has taken over the default 5 s there. Tests of the timeout itself open their own.
  const connectTimeoutMs = 30_000;
  const database = openRelationalDatabase({ url, connectTimeoutMs });
  const others: RelationalDatabase[] = [];
  return {
    ...database,
    url,
    connectAgain: (options = {}) => {
      const another = openRelationalDatabase({ connectTimeoutMs, ...options, url });
      others.push(another);
      return another;
    },
    close: async () => {
      // Every connection closed before the database is dropped (one still open would be ended by
      // the server, which the pool reports but nobody is waiting for).
      await Promise.all([database, ...others].map((each) => each.close()));
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
