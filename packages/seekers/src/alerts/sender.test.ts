import { randomUUID } from 'node:crypto';

import { markEmailVerified } from '@joblane/accounts';
import { createTestUser, openTestAccounts, TestClock } from '@joblane/accounts/testing';
import { migrateToLatest, type RelationalDatabase } from '@joblane/database';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import {
  generateJobs,
  openSqliteJobStore,
  type JobInput,
  type SqliteJobStore,
} from '@joblane/jobs';
import {
  mailMigrations,
  sendQueuedMail,
  smtpTransport,
  type MailTables,
  type MailTransport,
} from '@joblane/mail';
import { startTestSmtpServer, type TestSmtpServer } from '@joblane/mail/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  alertSearchOn,
  openSeekers,
  readAlertUnsubscribeToken,
  sendDueAlerts,
  unsubscribeAlert,
  type AlertSearch,
  type AlertFrequency,
  type Seekers,
} from '../index.ts';

const secret = 'test secret for alert unsubscribe links, 32+ bytes';
const publicOrigin = 'https://joblane.example';
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A generated job with the given id, title, place and listing time (valid for 30 days). */
function job(
  id: string,
  listedAt: Date,
  changes: { title?: string; placeId?: string; hidePay?: boolean } = {},
): JobInput {
  const [base] = generateJobs({ count: 1, seed: 7, now: listedAt });
  const title = changes.title ?? 'Registered Nurse';
  return {
    ...base!,
    id,
    title,
    summary: `${title} in a friendly team.`,
    // The id in the text: jobs alike in every other way would be one job (one fingerprint).
    descriptionHtml: `<p>We need a ${title}. Reference ${id}.</p>`,
    keySellingPoints: [],
    location:
      changes.placeId === 'melbourne-vic-au'
        ? { placeId: 'melbourne-vic-au', label: 'Melbourne VIC', region: 'VIC', country: 'AU' }
        : { placeId: 'sydney-nsw-au', label: 'Sydney NSW', region: 'NSW', country: 'AU' },
    company: { name: 'Harbour Health' },
    salary: {
      min: 90_000,
      max: 110_000,
      currency: 'AUD',
      period: 'annual',
      hidden: changes.hidePay ?? false,
      label: '$90,000 – $110,000 per year',
    },
    listedAt: listedAt.toISOString(),
    validThrough: new Date(listedAt.getTime() + 30 * dayMs).toISOString(),
  };
}

describe.each(dialects)('alert sender on %s', (dialect) => {
  let database: TestDatabase;
  let seekers: Seekers;
  let accounts: Awaited<ReturnType<typeof openTestAccounts>>;
  let store: SqliteJobStore;
  let clock: TestClock;
  let search: AlertSearch;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    clock = new TestClock();
    accounts = await openTestAccounts(database, clock);
    await migrateToLatest(database, mailMigrations);
    seekers = await openSeekers(database, { now: clock.now });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    // A fresh job store and an empty queue per test; the saved searches belong to new users.
    store = openSqliteJobStore({ path: ':memory:' });
    search = alertSearchOn((query, options) => store.search(query, options));
    await database.as<MailTables>().deleteFrom('mail_queue').execute();
    await seekers.db.deleteFrom('saved_searches').execute();
    return () => store.close();
  });

  /** A verified seeker with a saved search whose alert is on from now. */
  async function savedSearch(
    query: string,
    options: { frequency?: AlertFrequency; name?: string; verified?: boolean } = {},
  ) {
    const user = await createTestUser(accounts);
    if (options.verified !== false) await markEmailVerified(accounts, user.id);
    const id = randomUUID();
    const at = clock.now().toISOString();
    const frequency = options.frequency ?? 'daily';
    await seekers.db
      .insertInto('saved_searches')
      .values({
        id,
        user_id: user.id,
        name: options.name ?? 'Nurse jobs in Sydney NSW',
        query,
        created_at: at,
        updated_at: at,
        alert_frequency: frequency,
        alert_on_at: at,
        alert_watermark: at,
        alert_due_at: new Date(
          clock.now().getTime() + (frequency === 'daily' ? 1 : 7) * dayMs,
        ).toISOString(),
      })
      .execute();
    return { id, user };
  }

  const queued = (db: RelationalDatabase = database) =>
    db
      .as<MailTables>()
      .selectFrom('mail_queue')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const digestJobs = (row: { data: string | null }) =>
    (JSON.parse(row.data ?? '{}') as { jobs: { id: string }[] }).jobs.map((entry) => entry.id);

  it('mails one digest per search per period, delivered over SMTP with its jobs, links and unsubscribe headers', async () => {
    const { id, user } = await savedSearch('keywords=nurse&where=Sydney');
    const other = await savedSearch('keywords=welder', { name: 'Welder' });
    const start = clock.now().getTime();
    await store.upsert([
      job('nurse-1', new Date(start + 2 * hourMs)),
      job('nurse-2', new Date(start + 5 * hourMs), { hidePay: true }),
      job('nurse-melbourne', new Date(start + 3 * hourMs), { placeId: 'melbourne-vic-au' }),
      job('nurse-old', new Date(start - 2 * hourMs)),
    ]);
    // Not due yet: nothing happens.
    clock.advance(23 * hourMs);
    expect(await sendDueAlerts(seekers, { search, secret })).toMatchObject({ searched: 0 });
    clock.advance(hourMs);
    const report = await sendDueAlerts(seekers, { search, secret });
    expect(report).toEqual({ searched: 2, mailed: 1, jobs: 2, failed: 0, lost: 0 });
    // Running again in the same period sends nothing more.
    expect(await sendDueAlerts(seekers, { search, secret })).toMatchObject({ searched: 0 });
    const rows = await queued();
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([['job-alert', user.email]]);
    expect(digestJobs(rows[0]!)).toEqual(['nurse-2', 'nurse-1']);
    const searches = await seekers.db
      .selectFrom('saved_searches')
      .select(['id', 'alert_watermark', 'alert_due_at', 'alert_lease_owner'])
      .where('id', 'in', [id, other.id])
      .execute();
    for (const row of searches) {
      expect(row.alert_watermark).toBe(clock.now().toISOString());
      expect(row.alert_due_at).toBe(new Date(start + 2 * dayMs).toISOString());
      expect(row.alert_lease_owner).toBeNull();
    }

    // Delivered through the mail queue to a real SMTP server, and parsed there.
    const server: TestSmtpServer = await startTestSmtpServer();
    const transport: MailTransport = smtpTransport(`smtp://127.0.0.1:${server.port}`);
    try {
      expect(await sendQueuedMail({ database, transport, publicOrigin, now: clock.now })).toEqual({
        sent: 1,
        retried: 0,
        failed: 0,
      });
      const [mail] = await server.waitFor(1);
      expect(mail!.envelope.to).toEqual([user.email]);
      const { parsed, raw } = mail!;
      expect(parsed.subject).toBe('2 new jobs for Nurse jobs in Sydney NSW');
      const text = parsed.text ?? '';
      expect(text).toContain(
        `* Registered Nurse\n${publicOrigin}/job/nurse-2\nHarbour Health · Sydney NSW\n`,
      );
      expect(text).toContain(
        `${publicOrigin}/job/nurse-1\nHarbour Health · Sydney NSW · $90,000 – $110,000 per year`,
      );
      expect(text).not.toContain('nurse-melbourne');
      expect(text).not.toContain('nurse-old');
      expect(text).toContain(
        `See all 2 new jobs:\n${publicOrigin}/jobs?keywords=nurse&where=Sydney&daterange=1&sortmode=date`,
      );
      // Long headers arrive folded onto a second line (RFC 5322): unfold before reading.
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/u)).replaceAll(/\r?\n[ \t]+/gu, ' ');
      const header = /^List-Unsubscribe:\s*<([^>]+)>\r?$/mu.exec(headers);
      expect(header).not.toBeNull();
      const unsubscribe = new URL(header![1]!);
      expect(`${unsubscribe.origin}${unsubscribe.pathname}`).toBe(
        `${publicOrigin}/alerts/unsubscribe`,
      );
      expect(readAlertUnsubscribeToken(secret, unsubscribe.searchParams.get('token'))).toBe(id);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/mu);
      const links = [...(parsed.html as string).matchAll(/href="([^"]*)"/gu)].map((match) =>
        match[1]!.replaceAll('&amp;', '&'),
      );
      expect(links).toContain(`${publicOrigin}/job/nurse-2`);
      expect(links).toContain(`${publicOrigin}/saved-searches`);
      expect(links).toContain(unsubscribe.href);
      for (const link of links) expect(new URL(link).searchParams.has('v')).toBe(false);
    } finally {
      await transport.close();
      await server.close();
    }
  });

  it('sends nothing when nothing is new, but still moves the watermark and the due time', async () => {
    const { id } = await savedSearch('keywords=nurse');
    await store.upsert([job('before', new Date(clock.now().getTime() - hourMs))]);
    clock.advance(dayMs);
    expect(await sendDueAlerts(seekers, { search, secret })).toEqual({
      searched: 1,
      mailed: 0,
      jobs: 0,
      failed: 0,
      lost: 0,
    });
    expect(await queued()).toEqual([]);
    const row = await seekers.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.alert_watermark).toBe(clock.now().toISOString());
    expect(row.alert_due_at).toBe(new Date(clock.now().getTime() + dayMs).toISOString());
  });

  it('never puts a job in two digests, even when its listing date moves after the watermark', async () => {
    await savedSearch('keywords=nurse');
    const start = clock.now().getTime();
    await store.upsert([job('a', new Date(start + hourMs))]);
    clock.advance(dayMs);
    await sendDueAlerts(seekers, { search, secret });
    expect((await queued()).map(digestJobs)).toEqual([['a']]);
    // The employer re-lists "a" (a new listing date), and one new job arrives.
    await store.upsert([
      job('a', new Date(clock.now().getTime() + hourMs)),
      job('b', new Date(clock.now().getTime() + 2 * hourMs)),
    ]);
    clock.advance(dayMs);
    await sendDueAlerts(seekers, { search, secret });
    const rows = await queued();
    expect(rows.map(digestJobs)).toEqual([['a'], ['b']]);
    expect(JSON.parse(rows[1]!.data ?? '')).toMatchObject({ total: 1 });
    // Only the re-listed job: nothing new, no mail.
    await store.upsert([job('a', new Date(clock.now().getTime() + hourMs))]);
    clock.advance(dayMs);
    expect(await sendDueAlerts(seekers, { search, secret })).toMatchObject({ mailed: 0 });
    expect(await queued()).toHaveLength(2);
  });

  it('fills a digest with 20 new jobs even when re-listed jobs it skips were among the newest', async () => {
    await savedSearch('keywords=nurse');
    const start = clock.now().getTime();
    await store.upsert(
      Array.from({ length: 20 }, (_, i) =>
        job(`old${String(i).padStart(2, '0')}`, new Date(start + (i + 1) * 60_000)),
      ),
    );
    clock.advance(dayMs);
    await sendDueAlerts(seekers, { search, secret });
    // 25 new jobs, then 3 of the first digest's jobs re-listed as the newest of all.
    const now = clock.now().getTime();
    await store.upsert([
      ...Array.from({ length: 25 }, (_, i) =>
        job(`new${String(i).padStart(2, '0')}`, new Date(now + (i + 1) * 60_000)),
      ),
      ...['old00', 'old01', 'old02'].map((id, i) => job(id, new Date(now + (100 + i) * 60_000))),
    ]);
    clock.advance(dayMs);
    expect(await sendDueAlerts(seekers, { search, secret })).toMatchObject({ mailed: 1, jobs: 20 });
    const rows = await queued();
    expect(digestJobs(rows[1]!)).toEqual(
      Array.from({ length: 20 }, (_, i) => `new${String(24 - i).padStart(2, '0')}`),
    );
    expect(JSON.parse(rows[1]!.data ?? '')).toMatchObject({ total: 25 });
  });

  it('lists the newest 20 of more, with the total; weekly alerts come 7 days apart', async () => {
    const { id } = await savedSearch('keywords=nurse', { frequency: 'weekly' });
    const start = clock.now().getTime();
    await store.upsert(
      Array.from({ length: 25 }, (_, i) =>
        job(`n${String(i).padStart(2, '0')}`, new Date(start + (i + 1) * hourMs)),
      ),
    );
    clock.advance(6 * dayMs);
    expect(await sendDueAlerts(seekers, { search, secret })).toMatchObject({ searched: 0 });
    clock.advance(dayMs);
    expect(await sendDueAlerts(seekers, { search, secret })).toMatchObject({
      mailed: 1,
      jobs: 20,
    });
    const [row] = await queued();
    const data = JSON.parse(row!.data ?? '') as { total: number; resultsQuery: string };
    expect(digestJobs(row!)).toEqual(
      Array.from({ length: 20 }, (_, i) => `n${String(24 - i).padStart(2, '0')}`),
    );
    expect(data.total).toBe(25);
    expect(data.resultsQuery).toBe('keywords=nurse&daterange=7&sortmode=date');
    const next = await seekers.db
      .selectFrom('saved_searches')
      .select('alert_due_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(next.alert_due_at).toBe(new Date(start + 14 * dayMs).toISOString());
  });

  it('skips alerts that are off and owners whose address is not verified', async () => {
    const off = await savedSearch('keywords=nurse');
    await seekers.db
      .updateTable('saved_searches')
      .set({ alert_on_at: null, alert_due_at: null })
      .where('id', '=', off.id)
      .execute();
    await savedSearch('keywords=nurse', { verified: false });
    await store.upsert([job('x', new Date(clock.now().getTime() + hourMs))]);
    clock.advance(dayMs);
    expect(await sendDueAlerts(seekers, { search, secret })).toMatchObject({ searched: 0 });
    expect(await queued()).toEqual([]);
  });

  it('puts a search that failed back for later and carries on with the others', async () => {
    const bad = await savedSearch('keywords=broken');
    await savedSearch('keywords=nurse');
    await store.upsert([job('x', new Date(clock.now().getTime() + hourMs))]);
    clock.advance(dayMs);
    const errors: string[] = [];
    const flaky: AlertSearch = async (query, options) => {
      if (query === 'keywords=broken') throw new Error('pool busy');
      return search(query, options);
    };
    expect(
      await sendDueAlerts(seekers, {
        search: flaky,
        secret,
        onError: (error, searchId) => errors.push(`${searchId}: ${(error as Error).message}`),
      }),
    ).toMatchObject({ searched: 1, mailed: 1, failed: 1 });
    expect(errors).toEqual([`${bad.id}: pool busy`]);
    const row = await seekers.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', bad.id)
      .executeTakeFirstOrThrow();
    expect(row.alert_due_at).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
    expect(row.alert_lease_owner).toBeNull();
  });

  it('switches an alert off with its signed token, without a session; forged tokens change nothing', async () => {
    const { id } = await savedSearch('keywords=nurse');
    const token = (await import('./token.ts')).alertUnsubscribeToken(secret, id);
    expect(await unsubscribeAlert(seekers, secret, `${token.slice(0, -2)}xx`)).toEqual({
      status: 'invalid',
    });
    expect(
      await unsubscribeAlert(seekers, 'another secret that is long enough, 32+', token),
    ).toEqual({
      status: 'invalid',
    });
    expect(await unsubscribeAlert(seekers, secret, token)).toEqual({
      status: 'stopped',
      name: 'Nurse jobs in Sydney NSW',
      alreadyOff: false,
    });
    expect(await unsubscribeAlert(seekers, secret, token)).toMatchObject({ alreadyOff: true });
    await store.upsert([job('x', new Date(clock.now().getTime() + hourMs))]);
    clock.advance(dayMs);
    expect(await sendDueAlerts(seekers, { search, secret })).toMatchObject({ searched: 0 });
    await seekers.db.deleteFrom('saved_searches').where('id', '=', id).execute();
    expect(await unsubscribeAlert(seekers, secret, token)).toEqual({ status: 'gone' });
  });

  it('two senders running at once (two connections) send each digest once', async () => {
    const searches = await Promise.all(
      Array.from({ length: 24 }, (_, i) => savedSearch('keywords=nurse', { name: `Search ${i}` })),
    );
    await store.upsert([job('x', new Date(clock.now().getTime() + hourMs))]);
    clock.advance(dayMs);
    const second = database.connectAgain();
    try {
      const secondSeekers = await openSeekers(second, { now: clock.now });
      // Searches that take a little while, so the two senders' claims and commits interleave.
      const slow: AlertSearch = async (query, options) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        return search(query, options);
      };
      const reports = await Promise.all([
        sendDueAlerts(seekers, { search: slow, secret, batchSize: 3, workerId: 'one' }),
        sendDueAlerts(secondSeekers, { search: slow, secret, batchSize: 3, workerId: 'two' }),
      ]);
      expect(reports[0]!.searched + reports[1]!.searched).toBe(24);
      expect(reports[0]!.mailed + reports[1]!.mailed).toBe(24);
      // Both did some of the work.
      expect(reports[0]!.searched).toBeGreaterThan(0);
      expect(reports[1]!.searched).toBeGreaterThan(0);
      const rows = await queued();
      expect(rows).toHaveLength(24);
      const tokens = rows.map(
        (row) => (JSON.parse(row.data ?? '') as { unsubscribeToken: string }).unsubscribeToken,
      );
      expect(new Set(tokens.map((token) => readAlertUnsubscribeToken(secret, token)))).toEqual(
        new Set(searches.map((entry) => entry.id)),
      );
    } finally {
      await second.close();
    }
  });

  it('lets another sender take over a claim whose lease ran out, and the first one then sends nothing', async () => {
    const { id } = await savedSearch('keywords=nurse');
    await store.upsert([job('x', new Date(clock.now().getTime() + hourMs))]);
    clock.advance(dayMs);
    const second = database.connectAgain();
    try {
      const secondSeekers = await openSeekers(second, { now: clock.now });
      let takeover: Awaited<ReturnType<typeof sendDueAlerts>> | undefined;
      // The first sender stalls in its search past its lease; meanwhile the second runs.
      const stalled: AlertSearch = async (query, options) => {
        clock.advance(11 * 60_000);
        takeover = await sendDueAlerts(secondSeekers, { search, secret, workerId: 'two' });
        return search(query, options);
      };
      const first = await sendDueAlerts(seekers, { search: stalled, secret, workerId: 'one' });
      expect(takeover).toMatchObject({ searched: 1, mailed: 1 });
      expect(first).toMatchObject({ searched: 0, mailed: 0, lost: 1 });
      expect((await queued()).map(digestJobs)).toEqual([['x']]);
      const row = await seekers.db
        .selectFrom('saved_searches')
        .select('alert_lease_owner')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.alert_lease_owner).toBeNull();
    } finally {
      await second.close();
    }
  });
});
