import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { markEmailVerified, signUp } from '@joblane/accounts';
import type { JobStore } from '@joblane/jobs';
import type { MailTables } from '@joblane/mail';
import { openSqliteJobStore, salaryLabel, type JobInput } from '@joblane/jobs';
import { sendQueuedMail, smtpTransport } from '@joblane/mail';
import { startTestSmtpServer } from '@joblane/mail/testing';
import { alertUnsubscribeToken, blockCompany, hideJob } from '@joblane/seekers';
import { afterEach, describe, expect, it } from 'vitest';

import { startPeriodicTask } from '../src/server/scheduler.ts';
import { alertTokenSecret, runAlerts } from '../src/services/alerts.ts';
import { siteMail } from '../src/services/mail.ts';
import { openDomainStores, type DomainStores } from '../src/server/domainStores.ts';
import { documentProblems, TEST_NOW, testApp, testDatabase, type TestApp } from './helpers.ts';

const secret = 'a test secret for unsubscribe links, 32+ bytes';
const hashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const dayMs = 24 * 3_600_000;

let current: TestApp | undefined;
let opened: DomainStores | undefined;
afterEach(async () => {
  await current?.app.close();
  await opened?.close();
  current = undefined;
  opened = undefined;
});

async function start() {
  const records = await openDomainStores(
    { sqlitePath: ':memory:' },
    { accounts: { hashing }, now: () => TEST_NOW },
  );
  current = await testApp({
    domain: { stores: records, mail: siteMail(records, undefined) },
    alerts: { secret },
  });
  opened = records;
  return { app: current.app, records };
}

/** A verified seeker with a saved search whose alert is on, due at TEST_NOW. */
async function savedSearch(records: DomainStores, query = 'keywords=nurse', name = 'Nurse jobs') {
  const result = await signUp(records.accounts, {
    role: 'seeker',
    name: 'Sam Seeker',
    email: `sam.${randomUUID()}@example.com`,
    password: 'violet harbour lantern 42',
  });
  if (!result.ok) throw new Error('sign-up failed');
  await markEmailVerified(records.accounts, result.user.id);
  const id = randomUUID();
  const at = new Date(TEST_NOW.getTime() - dayMs).toISOString();
  await records.seekers.db
    .insertInto('saved_searches')
    .values({
      id,
      user_id: result.user.id,
      name,
      query,
      created_at: at,
      updated_at: at,
      alert_frequency: 'daily',
      alert_on_at: at,
      alert_watermark: at,
      alert_due_at: TEST_NOW.toISOString(),
    })
    .execute();
  return { id, email: result.user.email, token: alertUnsubscribeToken(secret, id) };
}

const alertOn = async (records: DomainStores, id: string): Promise<boolean> =>
  (
    await records.seekers.db
      .selectFrom('saved_searches')
      .select('alert_on_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).alert_on_at !== null;

describe('/alerts/unsubscribe', () => {
  it('GET shows the search and a button, and changes nothing (mail scanners follow links)', async () => {
    const { app, records } = await start();
    const { id, token } = await savedSearch(records);
    const response = await app.inject(`/alerts/unsubscribe?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      'Stop the email alerts for your saved search <strong>Nurse jobs</strong>',
    );
    expect(response.body).toContain(
      `<form action="/alerts/unsubscribe?token=${token}" method="post">`,
    );
    expect(response.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await documentProblems(response.body)).toEqual([]);
    expect(await alertOn(records, id)).toBe(true);
  });

  it('POST one-click (RFC 8058) from a mail provider turns the alert off: no session, cross-site allowed', async () => {
    const { app, records } = await start();
    const { id, token } = await savedSearch(records);
    const response = await app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        // What a browser or a provider's fetch from another site would say.
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You will get no more alert emails for “Nurse jobs”.');
    expect(await alertOn(records, id)).toBe(false);
    // The page's own button (same site) on an alert that is off already: it says so.
    const again = await app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('was already off');
    // Following the link afterwards shows that it is off, with no button.
    const page = await app.inject(`/alerts/unsubscribe?token=${token}`);
    expect(page.body).toContain('was already off');
    expect(page.body).not.toContain('<form action="/alerts/unsubscribe');
    // Other state-changing routes are still same-site only.
    const signIn = await app.inject({
      method: 'POST',
      url: '/signin',
      payload: 'email=a%40example.com&password=x',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(signIn.statusCode).toBe(403);
  });

  it('takes the one-click body as multipart/form-data too', async () => {
    const { app, records } = await start();
    const { id, token } = await savedSearch(records);
    const boundary = '----joblane';
    const response = await app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${token}`,
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
        `One-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
    expect(await alertOn(records, id)).toBe(false);
  });

  it('answers a forged, cut or missing token with a clear 400 page and changes nothing', async () => {
    const { app, records } = await start();
    const { id, token } = await savedSearch(records);
    const forged = alertUnsubscribeToken('another secret of at least 32 characters!', id);
    for (const bad of [forged, token.slice(0, -5), 'nonsense']) {
      const post = await app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe?token=${encodeURIComponent(bad)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(post.statusCode).toBe(400);
      expect(post.body).toContain('This unsubscribe link does not work');
      const get = await app.inject(`/alerts/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(get.statusCode).toBe(400);
      expect(get.body).toContain('The link is not complete or was changed');
    }
    expect((await app.inject('/alerts/unsubscribe')).statusCode).toBe(400);
    expect(await alertOn(records, id)).toBe(true);
  });

  it('says there is nothing to stop when the saved search is gone', async () => {
    const { app, records } = await start();
    const { id, token } = await savedSearch(records);
    await records.seekers.db.deleteFrom('saved_searches').where('id', '=', id).execute();
    const response = await app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('This saved search no longer exists');
  });
});

describe('the alert sender in the web app', () => {
  it('mails the jobs the results page shows for the same search, listed since the watermark', async () => {
    const records = await openDomainStores(
      { sqlitePath: ':memory:' },
      { accounts: { hashing }, now: () => TEST_NOW },
    );
    opened = records;
    const { email } = await savedSearch(records, 'keywords=nurse&sortmode=relevance');
    const database = await testDatabase();
    const report = await runAlerts({
      seekers: records.seekers,
      jobs: database.store,
      secret,
      now: () => TEST_NOW,
    });
    expect(report).toMatchObject({ searched: 1, mailed: 1, failed: 0 });
    const [row] = await records.database
      .as<MailTables>()
      .selectFrom('mail_queue')
      .selectAll()
      .execute();
    expect(row!.recipient).toBe(email);
    const data = JSON.parse(row!.data ?? '') as {
      jobs: { id: string }[];
      total: number;
      resultsQuery: string;
    };
    expect(data.resultsQuery).toBe('keywords=nurse&daterange=1&sortmode=date');
    // The digest's "See all" page, as a visitor gets it: the same jobs, newest first.
    current = await testApp({ domain: { stores: records, mail: siteMail(records, undefined) } });
    const page = await current.app.inject(`/api/pages/jobs?${data.resultsQuery}`);
    const results = (
      JSON.parse(page.body) as { context: { data: { jobs: { id: string }[]; total: number } } }
    ).context.data;
    expect(data.total).toBe(results.total);
    expect(data.jobs.map((job) => job.id)).toEqual(results.jobs.slice(0, 20).map((job) => job.id));
    expect(data.jobs.length).toBeGreaterThan(0);
  });

  it("never mails a blocked employer's new jobs or a job marked Not interested (over SMTP)", async () => {
    const records = await openDomainStores(
      { sqlitePath: ':memory:' },
      { accounts: { hashing }, now: () => TEST_NOW },
    );
    opened = records;
    const { id, email } = await savedSearch(records, 'keywords=nurse');
    const { user_id: userId } = await records.seekers.db
      .selectFrom('saved_searches')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Four nurse jobs listed since the watermark: two from the employer the seeker blocks.
    const listedAt = new Date(TEST_NOW.getTime() - 3_600_000).toISOString();
    const nurseJob = (jobId: string, title: string, employer: string): JobInput => ({
      id: jobId,
      title,
      company: { name: employer },
      location: { placeId: 'sydney-nsw-au', label: 'Sydney NSW', country: 'Australia' },
      workArrangement: 'on-site',
      workType: 'full-time',
      classification: 'healthcare-and-medical',
      subClassification: 'healthcare-and-medical.nursing-general-medical-and-surgical',
      salary: {
        min: 90_000,
        max: 100_000,
        currency: 'AUD',
        period: 'annual',
        hidden: false,
        label: salaryLabel(90_000, 100_000, 'AUD', 'annual'),
      },
      listedAt,
      validThrough: new Date(TEST_NOW.getTime() + 30 * dayMs).toISOString(),
      summary: 'Care for patients.',
      keySellingPoints: [],
      descriptionHtml: `<p>Care for patients on ${title}.</p>`,
      howToApply: { url: 'https://example.com/apply' },
    });
    const jobs = openSqliteJobStore({ path: ':memory:' });
    await jobs.upsert([
      nurseJob('blocked-1', 'Blockedco Ward Nurse', 'Blockedco Health'),
      nurseJob('blocked-2', 'Blockedco Theatre Nurse', 'Blockedco Health'),
      nurseJob('hidden-1', 'Hiddenjob Clinic Nurse', 'Other Health'),
      nurseJob('shown-1', 'Shownjob Community Nurse', 'Other Health'),
    ]);
    await blockCompany(records.seekers, userId, {
      key: 'name:blockedco health',
      name: 'Blockedco Health',
    });
    await hideJob(records.seekers, userId, 'hidden-1');
    const smtp = await startTestSmtpServer();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    try {
      const report = await runAlerts({
        seekers: records.seekers,
        jobs,
        secret,
        now: () => TEST_NOW,
      });
      expect(report).toMatchObject({ searched: 1, mailed: 1, jobs: 1, failed: 0 });
      await sendQueuedMail({
        database: records.database,
        transport,
        publicOrigin: 'http://localhost:3000',
        now: () => TEST_NOW,
      });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.envelope.to).toEqual([email]);
      const text = mail!.parsed.text ?? '';
      expect(text).toContain('Shownjob Community Nurse');
      expect(text).not.toContain('Blockedco');
      expect(text).not.toContain('Hiddenjob');
      expect(mail!.parsed.html || '').not.toContain('Blockedco');
    } finally {
      await transport.close();
      await smtp.close();
      await jobs.close();
    }
  });

  it('runs on an unref’d timer, never twice at once, reports errors instead of throwing, and stops', async () => {
    const records = await openDomainStores(
      { sqlitePath: ':memory:' },
      { accounts: { hashing }, now: () => TEST_NOW },
    );
    opened = records;
    await savedSearch(records);
    const database = await testDatabase();
    let searches = 0;
    const failing: JobStore = {
      ...database.store,
      search: async () => {
        searches += 1;
        throw new Error('the pool is full');
      },
    };
    const searchErrors: string[] = [];
    const runErrors: unknown[] = [];
    const scheduler = startPeriodicTask({
      intervalMs: 60_000,
      run: async (signal) => {
        await runAlerts({
          seekers: records.seekers,
          jobs: failing,
          secret,
          now: () => TEST_NOW,
          signal,
          onError: (error) => searchErrors.push((error as Error).message),
        });
      },
      onError: (error) => runErrors.push(error),
    });
    // The run started at once; asking again while it runs joins it.
    await Promise.all([scheduler.runNow(), scheduler.runNow()]);
    expect(searches).toBe(1);
    expect(searchErrors).toEqual(['the pool is full']);
    expect(runErrors).toEqual([]);
    await scheduler.stop();
    // Stopped: asking to run does nothing.
    await scheduler.runNow();
    expect(searches).toBe(1);
    // A run that fails as a whole (the database is gone) is reported, not thrown.
    const broken = startPeriodicTask({
      intervalMs: 60_000,
      run: async (signal) => {
        await runAlerts({
          seekers: records.seekers,
          jobs: database.store,
          secret,
          now: () => TEST_NOW,
          signal,
        });
      },
      onError: (error) => runErrors.push(error),
    });
    await records.close();
    opened = undefined;
    await broken.runNow();
    await broken.stop();
    expect(runErrors.length).toBeGreaterThan(0);
  });
});

describe('the unsubscribe-link secret', () => {
  it('is ALERT_TOKEN_SECRET when set, else generated once and kept beside the database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'joblane-secret-'));
    try {
      const databasePath = join(dir, 'data', 'joblane.db');
      expect(alertTokenSecret('x'.repeat(40), databasePath)).toBe('x'.repeat(40));
      const made = alertTokenSecret(undefined, databasePath);
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(alertTokenSecret(undefined, databasePath)).toBe(made);
      const file = join(dir, 'data', 'alert-token-secret');
      expect((await readFile(file, 'utf8')).trim()).toBe(made);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
