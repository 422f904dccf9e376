import { sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  isUniqueViolation,
  migrateToLatest,
  openRelationalDatabase,
  type MigrationSet,
} from './index.ts';
import { dialects, openTestDatabase, type TestDatabase } from './testing/index.ts';

interface Tables {
  notes: { id: Generated<number>; owner: string; title: string; created_at: string };
}

const notes: MigrationSet = {
  name: 'notes',
  migrations: {
    '0001-notes': {
      async up(db, types) {
        await db.schema
          .createTable('notes')
          .addColumn('id', types.serial, (column) => column.primaryKey())
          .addColumn('owner', 'text', (column) => column.notNull())
          .addColumn('title', 'text', (column) => column.notNull())
          .addColumn('created_at', types.timestamp, (column) => column.notNull())
          .addUniqueConstraint('notes_owner_title', ['owner', 'title'])
          .execute();
      },
    },
  },
};

describe.each(dialects)('the relational database on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database, notes);
  });
  afterAll(() => database.close());

  it('says which engine it is', () => {
    expect(database.dialect).toBe(dialect);
  });

  it('runs each migration once, however often it is asked', async () => {
    const again = await migrateToLatest(database, notes);
    expect(again.results).toEqual([]);
  });

  it('stores instants as ISO-8601 UTC strings and counts as numbers', async () => {
    const db = database.as<Tables>();
    const createdAt = '2026-11-24T09:30:00.123Z';
    const { id } = await db
      .insertInto('notes')
      .values({ owner: 'ana', title: 'first', created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof id).toBe('number');
    const row = await db
      .selectFrom('notes')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(createdAt);
    const { count } = await db
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
    // Ordering by instant is chronological on both engines.
    await db
      .insertInto('notes')
      .values({ owner: 'ana', title: 'earlier', created_at: '2026-01-02T00:00:00.000Z' })
      .execute();
    const ordered = await db
      .selectFrom('notes')
      .select('title')
      .where('owner', '=', 'ana')
      .orderBy('created_at')
      .execute();
    expect(ordered.map((note) => note.title)).toEqual(['earlier', 'first']);
  });

  it('enforces unique constraints, and says so in a way stores can read', async () => {
    const db = database.as<Tables>();
    const values = { owner: 'ben', title: 'same', created_at: new Date().toISOString() };
    await db.insertInto('notes').values(values).execute();
    const error = await db
      .insertInto('notes')
      .values(values)
      .execute()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('rolls a failed transaction back whole', async () => {
    const db = database.as<Tables>();
    const now = new Date().toISOString();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('notes')
          .values({ owner: 'cy', title: 'one', created_at: now })
          .execute();
        await trx
          .insertInto('notes')
          .values({ owner: 'cy', title: 'one', created_at: now })
          .execute();
      }),
    ).rejects.toThrow();
    const rows = await db.selectFrom('notes').select('id').where('owner', '=', 'cy').execute();
    expect(rows).toEqual([]);
  });

  it('sees writes from another connection', async () => {
    const other = database.connectAgain();
    try {
      await other
        .as<Tables>()
        .insertInto('notes')
        .values({ owner: 'dee', title: 'elsewhere', created_at: new Date().toISOString() })
        .execute();
      const row = await database
        .as<Tables>()
        .selectFrom('notes')
        .select('title')
        .where('owner', '=', 'dee')
        .executeTakeFirst();
      expect(row?.title).toBe('elsewhere');
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(other.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('PostgreSQL connections that break while idle', () => {
  it('are reported and replaced: the process lives and the next query works', async () => {
    const test = await openTestDatabase('postgres');
    const reported: Error[] = [];
    const watched = test.connectAgain({ onIdleError: (error) => reported.push(error) });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        watched.db,
      );
      // An administrator (or a server restart) ends the idle connection.
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(test.db);
      await expect.poll(() => reported.length, { timeout: 5000 }).toBe(1);
      expect(String(reported[0])).toMatch(/terminating connection/);
      const { rows: again } = await sql<{ one: number }>`select 1 as one`.execute(watched.db);
      expect(again[0]?.one).toBe(1);
    } finally {
      await test.close();
    }
  });
});

describe('openRelationalDatabase', () => {
  it('refuses a DATABASE_URL that is not PostgreSQL, naming what it expects', () => {
    expect(() => openRelationalDatabase({ url: 'mysql://x@y/z' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });
});
