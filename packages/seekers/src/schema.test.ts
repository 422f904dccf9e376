import { createTestUser, openTestAccounts, TestClock } from '@joblane/accounts/testing';
import { openRelationalDatabase } from '@joblane/database';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openSeekers, type Seekers } from './index.ts';

describe.each(dialects)('seekers tables on %s', (dialect) => {
  let database: TestDatabase;
  let seekers: Seekers;
  const clock = new TestClock();
  let accounts: Awaited<ReturnType<typeof openTestAccounts>>;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, clock);
    seekers = await openSeekers(database, { now: clock.now });
  });
  afterAll(() => database.close());

  it('migrates once: opening again changes nothing', async () => {
    await expect(openSeekers(database)).resolves.toBeDefined();
  });

  it("keeps a person's rows only as long as the person (ON DELETE CASCADE)", async () => {
    const user = await createTestUser(accounts);
    const at = clock.now().toISOString();
    await seekers.db
      .insertInto('saved_jobs')
      .values({ user_id: user.id, job_id: 'job-1', saved_at: at })
      .execute();
    await seekers.db
      .insertInto('saved_searches')
      .values({
        id: 'search-1',
        user_id: user.id,
        name: 'Nurse in Sydney',
        query: 'keywords=nurse&where=Sydney',
        created_at: at,
        updated_at: at,
        alert_frequency: 'daily',
        alert_on_at: at,
        alert_watermark: at,
        alert_due_at: at,
      })
      .execute();
    await accounts.db.deleteFrom('users').where('id', '=', user.id).execute();
    const left = await Promise.all([
      seekers.db.selectFrom('saved_jobs').selectAll().where('user_id', '=', user.id).execute(),
      seekers.db.selectFrom('saved_searches').selectAll().where('user_id', '=', user.id).execute(),
    ]);
    expect(left).toEqual([[], []]);
  });

  it('refuses a frequency other than daily or weekly', async () => {
    const user = await createTestUser(accounts);
    const at = clock.now().toISOString();
    await expect(
      seekers.db
        .insertInto('saved_searches')
        .values({
          id: 'search-2',
          user_id: user.id,
          name: 'x',
          query: 'keywords=x',
          created_at: at,
          updated_at: at,
          alert_frequency: 'hourly' as 'daily',
          alert_on_at: null,
          alert_watermark: at,
          alert_due_at: null,
        })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('openSeekers', () => {
  it('says to open accounts first on a database without users', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'seekers-'));
    const database = await openRelationalDatabase({ sqlitePath: join(folder, 'empty.db') });
    await expect(openSeekers(database)).rejects.toThrow(/open @joblane\/accounts on it first/);
    await database.close();
  });
});
