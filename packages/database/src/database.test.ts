import { sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  isUniqueViolation,
  migrateToLatest,
  openRelationalDatabase,
  type MigrationSet,
  type RelationalDatabase,
  withExclusiveLock,
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

describe.each(dialects)('withExclusiveLock on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.close());

  /** Two servers: on PostgreSQL another pool (only the database's lock orders them). */
  const secondServer = (): RelationalDatabase =>
    dialect === 'postgres' ? database.connectAgain() : database;
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('runs holders of one name one after the other, each seeing what the one before did', async () => {
    const other = secondServer();
    const events: string[] = [];
    const seeded: string[] = [];
    const seedOnce = (server: string, on: RelationalDatabase) =>
      withExclusiveLock(on, 'demo-seed', async () => {
        events.push(`${server} in`);
        const first = seeded.length === 0;
        await pause(200);
        if (first) seeded.push(server);
        events.push(`${server} out`);
        return first;
      });
    const results = await Promise.all([seedOnce('a', database), seedOnce('b', other)]);
    // Whichever got the lock first seeded; the other waited and found it done.
    expect(results.toSorted()).toEqual([false, true]);
    expect(seeded).toHaveLength(1);
    expect(events).toHaveLength(4);
    expect(events[0]!.split(' ')[0]).toBe(events[1]!.split(' ')[0]);
    expect(events.map((event) => event.split(' ')[1])).toEqual(['in', 'out', 'in', 'out']);
  });

  it('lets holders of different names run at the same time', async () => {
    const other = secondServer();
    let inside = 0;
    let most = 0;
    const hold = (name: string, on: RelationalDatabase) =>
      withExclusiveLock(on, name, async () => {
        inside += 1;
        most = Math.max(most, inside);
        await pause(200);
        inside -= 1;
      });
    await Promise.all([hold('first', database), hold('second', other)]);
    expect(most).toBe(2);
  });

  it('frees the lock when the work fails, and passes the failure on', async () => {
    const other = secondServer();
    const failing = withExclusiveLock(database, 'failing', async () => {
      await pause(100);
      throw new Error('the demo could not be made');
    });
    const next = withExclusiveLock(other, 'failing', async () => 'ran');
    await expect(failing).rejects.toThrow('the demo could not be made');
    expect(await next).toBe('ran');
  });

  it('refuses a wait that is not a positive whole number', async () => {
    await expect(withExclusiveLock(database, 'x', async () => 1, { waitMs: 0 })).rejects.toThrow(
      'waitMs must be a positive whole number',
    );
  });
});

describe('withExclusiveLock on PostgreSQL', () => {
  it('waits out a holder that takes longer than the pool lets one statement run', async () => {
    const database = await openTestDatabase('postgres');
    const url = database.url!;
    // A server whose statements may run 200 ms and get an answer within 400 ms.
    const strict = openRelationalDatabase({ url, statementTimeoutMs: 200, queryTimeoutMs: 400 });
    try {
      let entered = () => {};
      const inside = new Promise<void>((done) => (entered = done));
      const holder = withExclusiveLock(database, 'slow-seed', async () => {
        entered();
        await new Promise((done) => setTimeout(done, 1200));
        return 'seeded';
      });
      await inside;
      const started = performance.now();
      expect(await withExclusiveLock(strict, 'slow-seed', async () => 'found it seeded')).toBe(
        'found it seeded',
      );
      expect(performance.now() - started).toBeGreaterThanOrEqual(900);
      expect(await holder).toBe('seeded');
    } finally {
      await strict.close();
      await database.close();
    }
  });

  it('gives up after waitMs when another server holds the lock, and the holder goes on', async () => {
    const database = await openTestDatabase('postgres');
    const other = database.connectAgain();
    try {
      let release = () => {};
      const holding = new Promise<void>((done) => (release = done));
      let entered = () => {};
      const inside = new Promise<void>((done) => (entered = done));
      const holder = withExclusiveLock(database, 'held', async () => {
        entered();
        await holding;
        return 'holder done';
      });
      await inside;
      const started = performance.now();
      await expect(
        withExclusiveLock(other, 'held', async () => 'waiter', { waitMs: 300 }),
      ).rejects.toThrow('"held" is still held by another connection after 300 ms');
      expect(performance.now() - started).toBeGreaterThanOrEqual(250);
      release();
      expect(await holder).toBe('holder done');
      // Released with the holder's transaction: the next one gets it at once.
      expect(await withExclusiveLock(other, 'held', async () => 'after', { waitMs: 1000 })).toBe(
        'after',
      );
    } finally {
      await database.close();
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
