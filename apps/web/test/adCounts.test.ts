import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { organisationsOf, signUp } from '@joblane/accounts';
import { adPerformance, adToJob, createDraft, openAds, publishAd, zeroCounts } from '@joblane/ads';
import { sampleAdFields } from '@joblane/ads/testing';
import {
  applicationJob,
  setStatus,
  storeResume,
  submitApplication,
  withdrawApplication,
} from '@joblane/hiring';
import { samplePdf } from '@joblane/hiring/testing';
import { afterEach, describe, expect, it } from 'vitest';

import { startAdCounter } from '../src/services/adCounts.ts';
import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { siteMail } from '../src/services/mail.ts';
import { openDomainStores, type DomainStores } from '../src/server/domainStores.ts';
import { Browser, multipart } from './injectBrowser.ts';
import { TEST_NOW, testApp, type TestApp } from './helpers.ts';

const hashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const PASSWORD = 'violet harbour lantern 42';
const now = () => TEST_NOW;

let current: TestApp | undefined;
let records: DomainStores | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await current?.app.close();
  await records?.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
  current = undefined;
  records = undefined;
});

/** An employer with one live ad (a nurse in Sydney, applying on Joblane without questions). */
async function employerWithAd(openedRecords: DomainStores) {
  const email = `olu.${Math.random().toString(36).slice(2)}@harbour.example`;
  const owner = await signUp(openedRecords.accounts, {
    role: 'employer',
    name: 'Olu Owner',
    email,
    password: PASSWORD,
    organisationName: 'Harbour Health',
  });
  if (!owner.ok) throw new Error('sign-up failed');
  const [organisation] = await organisationsOf(openedRecords.accounts, owner.user.id);
  const ads = await openAds(openedRecords.database, { now });
  const draft = await createDraft(
    ads,
    organisation!.id,
    owner.user.id,
    sampleAdFields({ apply: { method: 'joblane', questions: [] } }),
  );
  const published = await publishAd(ads, organisation!.id, draft.id);
  if (!published.ok) throw new Error('publish failed');
  const job = adToJob(
    published.ad,
    { name: organisation!.name, slug: organisation!.slug },
    {
      now: TEST_NOW,
    },
  );
  return { organisationId: organisation!.id, adId: draft.id, job, email };
}

async function start() {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'joblane-ad-counts-'));
  cleanups.push(() => rm(uploadsDir, { recursive: true, force: true }));
  const database = await openJobDatabase({ path: ':memory:', sampleJobs: 200, now: TEST_NOW });
  cleanups.push(() => database.close());
  records = await openDomainStores(
    { sqlitePath: ':memory:' },
    { accounts: { hashing }, uploadsDir, now },
  );
  const ad = await employerWithAd(records);
  await database.store.upsert([ad.job]);
  // A long interval: the test decides when counts are written.
  const adCounts = startAdCounter({ stats: records.adStats, now, intervalMs: 3_600_000 });
  cleanups.push(() => adCounts.stop());
  current = await testApp({
    database,
    domain: { stores: records, mail: siteMail(records, undefined) },
    adCounts,
    now,
    config: { clientBudget: 1_000_000, maxEventLoopDelayMs: Number.POSITIVE_INFINITY },
  });
  return { app: current.app, adCounts, ad, stats: records.adStats };
}

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/gu)].map((match) => [
      match[1]!,
      match[2]!.replaceAll('&amp;', '&'),
    ]),
  );

describe('ad performance counting', () => {
  it('counts search appearances, job page views, apply starts and applications of ads only, written on flush', async () => {
    const { app, adCounts, ad, stats } = await start();
    const totals = async () =>
      (await adPerformance(stats, ad.organisationId, [ad.adId])).get(ad.adId)!.totals;

    // The ad on a results page (twice), and a page of feed jobs only: nothing for those.
    const results = await app.inject('/jobs?keywords=emergency%20nurse');
    expect(results.body).toContain(`/job/${ad.adId}`);
    await app.inject('/api/pages/jobs?keywords=emergency%20nurse');
    await app.inject('/jobs?keywords=chef');
    expect(await app.inject(`/job/${ad.adId}`).then((page) => page.statusCode)).toBe(200);
    // Counted in memory: nothing is written before a flush.
    expect(await totals()).toEqual(zeroCounts());

    const ana = new Browser(app);
    await ana.post('/signup', {
      role: 'seeker',
      name: 'Ana',
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect((await ana.get(`/job/${ad.adId}/apply`)).statusCode).toBe(200);
    const review = multipart({
      coverLetter: 'Dear team, hire me.',
      resume: { filename: 'cv.pdf', content: samplePdf() },
      step: 'review',
    });
    const reviewed = await ana.postBody(`/job/${ad.adId}/apply`, review.body, review.type);
    expect(reviewed.statusCode).toBe(200);
    const submit = multipart({ ...hiddenFields(reviewed.body), step: 'submit' });
    const sent = await ana.postBody(`/job/${ad.adId}/apply`, submit.body, submit.type);
    expect(sent.statusCode).toBe(303);

    expect(await adCounts.flush()).toBe(1);
    expect(await totals()).toEqual({
      searchAppearances: 2,
      views: 1,
      applyStarts: 1,
      applications: 1,
    });
    // A second flush with nothing new writes nothing; new counts add to the stored ones.
    expect(await adCounts.flush()).toBe(0);
    await app.inject(`/job/${ad.adId}`);
    await adCounts.flush();
    expect((await totals()).views).toBe(2);

    // The dashboard shows them (what this server counted meanwhile is written first).
    await app.inject(`/job/${ad.adId}`);
    const owner = new Browser(app);
    const signedIn = await owner.post('/signin', { email: ad.email, password: PASSWORD });
    expect(signedIn.statusCode).toBe(303);
    const dashboard = await owner.get('/employer');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<dt>Job page views</dt><dd>3</dd>');
    expect(dashboard.body).toContain('<dt>Search appearances</dt><dd>2</dd>');
    expect(dashboard.body).toMatch(/<dt>Applications<\/dt><dd><a[^>]*>1</);
    expect(dashboard.body).toMatch(/<svg[^>]*role="img"/);
    expect(dashboard.body).toContain('Show as table</summary>');
  });

  it('shows as applications exactly the candidates the list shows, in every status, withdrawn included', async () => {
    const { app, ad } = await start();
    const hiring = records!.hiring!;
    const terms = applicationJob(ad.job)!;
    const statuses = ['submitted', 'interviewing', 'shortlisted', 'withdrawn', 'viewed'] as const;
    for (const [i, status] of statuses.entries()) {
      const seeker = await signUp(records!.accounts, {
        role: 'seeker',
        name: `Seeker ${i}`,
        email: `seeker.${i}.${Math.random().toString(36).slice(2)}@example.com`,
        password: PASSWORD,
      });
      if (!seeker.ok) throw new Error('sign-up failed');
      const stored = await storeResume(hiring, seeker.user.id, {
        stream: Readable.from([samplePdf()]),
        name: 'cv.pdf',
      });
      if (!stored.ok) throw new Error(stored.problem);
      const applied = await submitApplication(hiring, seeker.user.id, terms, {
        coverLetter: 'Hello.',
        answers: {},
        resumeId: stored.resume.id,
        organisationId: ad.organisationId,
      });
      if (!applied.ok) throw new Error('apply failed');
      if (status === 'withdrawn') {
        await withdrawApplication(hiring, seeker.user.id, applied.application.id);
      } else if (status !== 'submitted') {
        await setStatus(hiring, applied.application.id, status);
      }
    }
    const owner = new Browser(app);
    expect((await owner.post('/signin', { email: ad.email, password: PASSWORD })).statusCode).toBe(
      303,
    );
    const dashboard = await owner.get('/employer');
    const candidates = await owner.get(`/employer/ads/${ad.adId}`);
    expect(candidates.statusCode).toBe(200);
    // The list: five candidates, one in each status (its filter counts them).
    expect(candidates.body).toContain('5 candidates');
    expect(dashboard.body).toMatch(/<dt>Applications<\/dt><dd><a[^>]*>5</);
    for (const label of ['Submitted', 'Viewed', 'Shortlisted', 'Interviewing', 'Withdrawn']) {
      expect(candidates.body).toContain(`${label} (1)`);
      expect(dashboard.body).toContain(`${label} <strong>1</strong>`);
    }
    // The applications chart has a bar for today's five, and its description says so.
    expect(dashboard.body).toMatch(/data-series="applications"[\s\S]*?<rect /);
    expect(dashboard.body).toContain(`${TEST_NOW.getUTCDate()} Nov 5`);
  });

  it('writes on its timer, and what is left when it stops (shutdown)', async () => {
    const opened = await openDomainStores(
      { sqlitePath: ':memory:' },
      { accounts: { hashing }, now },
    );
    cleanups.push(() => opened.close());
    const { organisationId, adId } = await employerWithAd(opened);
    const views = async () =>
      (await adPerformance(opened.adStats, organisationId, [adId])).get(adId)!.totals.views;

    const counter = startAdCounter({ stats: opened.adStats, now, intervalMs: 20 });
    counter.count(adId, 'views', 3);
    const deadline = Date.now() + 2_000;
    while ((await views()) < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await views()).toBe(3);
    counter.count(adId, 'views', 2);
    await counter.stop();
    expect(await views()).toBe(5);
    // Stopped: its timer writes nothing more.
    counter.count(adId, 'views');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await views()).toBe(5);
  });

  it('keeps the counts when a write fails, and writes them with the next one', async () => {
    const opened = await openDomainStores(
      { sqlitePath: ':memory:' },
      { accounts: { hashing }, now },
    );
    cleanups.push(() => opened.close());
    const { organisationId, adId } = await employerWithAd(opened);
    const errors: unknown[] = [];
    let failNext = true;
    const flaky = {
      ...opened.adStats,
      db: new Proxy(opened.adStats.db, {
        get(target, property, receiver) {
          if (property === 'transaction' && failNext) {
            failNext = false;
            throw new Error('database unavailable');
          }
          const value = Reflect.get(target, property, receiver) as unknown;
          // Kysely's methods read private fields: call them on the real instance.
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      }),
    };
    const counter = startAdCounter({
      stats: flaky,
      now,
      intervalMs: 3_600_000,
      onError: (error) => errors.push(error),
    });
    counter.count(adId, 'applications');
    expect(await counter.flush()).toBe(0);
    expect(errors).toHaveLength(1);
    counter.count(adId, 'applications');
    expect(await counter.flush()).toBe(1);
    await counter.stop();
    const numbers = (await adPerformance(opened.adStats, organisationId, [adId])).get(adId)!;
    expect(numbers.totals.applications).toBe(2);
  });
});
