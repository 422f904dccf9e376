import { sampleAdFormBody } from '@joblane/ads/testing';
import { decideReports, openReports, reportsFor } from '@joblane/moderation';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';

import { clientKeyOf, SIGNED_OUT_REPORT_COST } from '../src/features/reports/formRoutes.ts';
import type { AppConfig } from '../src/server/config.ts';
import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { showJobAgain, type ModerationWorkflows } from '../src/services/moderation.ts';
import { urlEncoded } from './injectBrowser.ts';
import { documentProblems, TEST_NOW, testApp, type TestApp } from './helpers.ts';
import { openTestSite, signUpAs, type TestSite } from './testSite.ts';

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function start(config: Partial<AppConfig> = {}) {
  // A job store of its own: reports take jobs out of it.
  site = await openTestSite({ sampleJobs: 100, config });
  return site.app;
}

type App = TestApp['app'];

const signUp = (app: App, email: string, role: 'seeker' | 'employer' = 'seeker') =>
  signUpAs(app, role, email);

/** A signed-out visitor's report from `address` (what the store keys them by). */
const reportSignedOut = (app: App, jobId: string, form: Record<string, string>, address: string) =>
  app.inject({
    method: 'POST',
    url: `/job/${jobId}/report`,
    remoteAddress: address,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    payload: urlEncoded(form),
  });

/** The page's text, as a person reads it (tags and React's comments out, entities decoded). */
const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

/** Some live sample job of the store. */
async function someJobId(app: App, index = 0): Promise<string> {
  const page = await app.inject('/jobs');
  const ids = [...page.body.matchAll(/href="\/job\/([^"/?]+)"/g)].map((match) => match[1]!);
  return [...new Set(ids)][index]!;
}

const workflowsOf = (app: App): ModerationWorkflows => ({
  moderation: app.moderation!,
  jobWrites: app.jobWrites,
  jobs: app.jobs,
  ads: app.ads,
  accounts: app.accounts,
  now: app.now,
});

const searchFinds = async (app: App, keywords: string, id: string) =>
  (await app.inject(`/jobs?keywords=${keywords}`)).body.includes(`href="/job/${id}"`);

describe('reporting a job', () => {
  it('signed in, without JavaScript: the job page links the form, the report leads to its confirmation, and the form then says when it was sent', async () => {
    const app = await start();
    const sam = await signUp(app, 'sam@example.com');
    const id = await someJobId(app);

    const job = await sam.get(`/job/${id}`);
    expect(job.body).toMatch(
      new RegExp(`<a[^>]*href="/job/${id}/report"[^>]*>Report this job</a>`),
    );
    const form = await sam.get(`/job/${id}/report`);
    expect(form.statusCode).toBe(200);
    expect(await documentProblems(form.body)).toEqual([]);
    // The reasons as radios, in the product's order; no confirmation box for a signed-in person.
    expect(
      [...form.body.matchAll(/type="radio"[^>]*name="reason" value="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual([
      'scam',
      'asks-for-money',
      'discriminatory',
      'misleading',
      'no-longer-exists',
      'duplicate',
      'other',
    ]);
    expect(text(form.body)).toContain('Scam or fraud');
    expect(text(form.body)).toContain('Misleading pay or details');
    expect(form.body).not.toContain('name="confirm"');

    const sent = await sam.post(`/job/${id}/report`, {
      reason: 'asks-for-money',
      details: '  They want a $99 starter kit fee.  ',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/job/${id}/report/sent`);
    const confirmation = await sam.get(`/job/${id}/report/sent`);
    expect(confirmation.statusCode).toBe(200);
    expect(await documentProblems(confirmation.body)).toEqual([]);
    expect(text(confirmation.body)).toContain('Thank you: your report is received');
    expect(text(confirmation.body)).toContain('What happens next');
    expect(confirmation.body).toContain('href="/account/reports"');

    // Once reported, the form is not offered again: what was sent, and when (not an error).
    const again = await sam.get(`/job/${id}/report`);
    expect(again.statusCode).toBe(200);
    expect(text(again.body)).toContain('You reported this job on 20 November 2026');
    expect(again.body).not.toContain('name="reason"');
    const twice = await sam.post(`/job/${id}/report`, { reason: 'scam' });
    expect(twice.statusCode).toBe(303);
    expect(twice.headers.location).toBe(`/job/${id}/report`);
    const stored = await reportsFor(site!.stores.moderation, id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reason: 'asks-for-money',
      details: 'They want a $99 starter kit fee.',
    });

    // Your reports: received, then the decision.
    const mine = await sam.get('/account/reports');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(await documentProblems(mine.body)).toEqual([]);
    expect(text(mine.body)).toContain('Asks for money');
    expect(text(mine.body)).toContain('Received: waiting for a moderator to decide.');
    expect((await sam.get('/account')).body).toContain('href="/account/reports"');
    await decideReports(
      site!.stores.moderation,
      id,
      { decision: 'dismissed', by: 'moderator-1' },
      TEST_NOW,
    );
    expect(text((await sam.get('/account/reports')).body)).toContain(
      'Dismissed on 20 November 2026: a moderator checked the ad and left it listed.',
    );
    // Signed out, /account/reports asks to sign in first.
    expect((await app.inject('/account/reports')).statusCode).toBe(303);
  });

  it('with JavaScript: problems come back as the form state (400), success as where to go', async () => {
    const app = await start();
    const sam = await signUp(app, 'sam@example.com');
    const id = await someJobId(app);
    const json = { accept: 'application/json' };

    const bad = await sam.post(
      `/job/${id}/report`,
      { reason: 'spam', details: 'x'.repeat(1001) },
      json,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      form: {
        values: { reason: 'spam', details: 'x'.repeat(1001), confirm: '' },
        errors: {
          reason: 'Choose why you are reporting this job.',
          details: 'Keep the details to 1000 characters or fewer.',
        },
      },
    });
    const good = await sam.post(`/job/${id}/report`, { reason: 'duplicate' }, json);
    expect([good.statusCode, good.json()]).toEqual([200, { redirect: `/job/${id}/report/sent` }]);
    const twice = await sam.post(`/job/${id}/report`, { reason: 'duplicate' }, json);
    expect([twice.statusCode, twice.json()]).toEqual([200, { redirect: `/job/${id}/report` }]);
    expect(await reportsFor(site!.stores.moderation, id)).toHaveLength(1);
  });

  it('bad input without JavaScript: 400 with the form again, what was typed kept and each problem named; unknown job 404, expired job 410', async () => {
    const app = await start();
    const sam = await signUp(app, 'sam@example.com');
    const id = await someJobId(app);

    const noReason = await sam.post(`/job/${id}/report`, { details: 'Looks fake & odd' });
    expect(noReason.statusCode).toBe(400);
    expect(await documentProblems(noReason.body)).toEqual([]);
    expect(text(noReason.body)).toContain('Choose why you are reporting this job.');
    expect(noReason.body).toContain('Looks fake &amp; odd</textarea>');
    // The summary links to the group, which is marked invalid.
    expect(noReason.body).toContain('href="#report-reason"');
    expect(noReason.body).toMatch(/<fieldset id="report-reason"[^>]*aria-invalid="true"/);

    const unknownReason = await sam.post(`/job/${id}/report`, { reason: 'i-dont-like-it' });
    expect(unknownReason.statusCode).toBe(400);
    expect(text(unknownReason.body)).toContain('Choose why you are reporting this job.');

    const tooLong = await sam.post(`/job/${id}/report`, {
      reason: 'other',
      details: 'a'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(text(tooLong.body)).toContain('Keep the details to 1000 characters or fewer.');
    // The chosen reason stays chosen.
    expect(tooLong.body).toMatch(/value="other"[^>]*checked=""|checked=""[^>]*value="other"/);
    // At the limit (spaces around it trimmed) is fine.
    const atLimit = await sam.post(`/job/${id}/report`, {
      reason: 'other',
      details: ` ${'a'.repeat(1000)} `,
    });
    expect(atLimit.statusCode).toBe(303);
    expect(await reportsFor(site!.stores.moderation, id)).toHaveLength(1);

    expect((await sam.get('/job/no-such-job/report')).statusCode).toBe(404);
    expect((await sam.post('/job/no-such-job/report', { reason: 'scam' })).statusCode).toBe(404);

    const expired = await someJobId(app, 1);
    await site!.database!.store.expire([expired]);
    const closed = await sam.get(`/job/${expired}/report`);
    expect(closed.statusCode).toBe(410);
    expect(text(closed.body)).toContain('This job is no longer listed');
    expect((await sam.post(`/job/${expired}/report`, { reason: 'scam' })).statusCode).toBe(410);
    expect(await reportsFor(site!.stores.moderation, expired)).toEqual([]);
    // An expired job's page offers no report link.
    expect((await sam.get(`/job/${expired}`)).body).not.toContain(`/job/${expired}/report`);
  });

  it('signed out: needs the confirmation box, spends the client budget (429 with the form when spent), one report per address', async () => {
    // Enough for a page and two signed-out reports a minute, not three.
    const app = await start({ clientBudget: 2 * (SIGNED_OUT_REPORT_COST + 1) + 40 });
    const id = await someJobId(app);

    const form = await app.inject({ url: `/job/${id}/report`, remoteAddress: '10.0.0.1' });
    expect(form.statusCode).toBe(200);
    expect(await documentProblems(form.body)).toEqual([]);
    expect(text(form.body)).toContain('I confirm this report is true to the best of my knowledge');
    expect(text(form.body)).toContain('You are not signed in.');

    const unconfirmed = await reportSignedOut(app, id, { reason: 'scam' }, '10.0.0.1');
    expect(unconfirmed.statusCode).toBe(400);
    expect(text(unconfirmed.body)).toContain('Tick the box to confirm your report is true.');
    expect(await reportsFor(site!.stores.moderation, id)).toEqual([]);

    const confirmed = await reportSignedOut(
      app,
      id,
      { reason: 'scam', confirm: 'yes' },
      '10.0.0.1',
    );
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/job/${id}/report/sent`);
    const page = await app.inject({ url: `/job/${id}/report/sent`, remoteAddress: '10.0.0.1' });
    expect(text(page.body)).toContain(
      'You reported without signing in, so we cannot tell you the decision.',
    );

    // The budget is spent: the form again with how long to wait, and nothing stored.
    const spent = await reportSignedOut(
      app,
      await someJobId(app, 2),
      { reason: 'scam', confirm: 'yes' },
      '10.0.0.1',
    );
    expect(spent.statusCode).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    expect(text(spent.body)).toMatch(
      /You have sent several reports in a short time\. Wait \d+ seconds/,
    );
    expect(await reportsFor(site!.stores.moderation, await someJobId(app, 2))).toEqual([]);
    // Another address has its own budget; a second report from it is not counted again.
    expect(
      (await reportSignedOut(app, id, { reason: 'other', confirm: 'yes' }, '10.0.0.2')).statusCode,
    ).toBe(303);
    const again = await reportSignedOut(app, id, { reason: 'other', confirm: 'yes' }, '10.0.0.2');
    expect(again.headers.location).toBe(`/job/${id}/report/sent?already=1`);
    const already = await app.inject({
      url: `/job/${id}/report/sent?already=1`,
      remoteAddress: '10.0.0.3',
    });
    expect(text(already.body)).toContain(
      'You had reported this job already, so nothing new was sent.',
    );
    const stored = await reportsFor(site!.stores.moderation, id);
    expect(stored.map((report) => [report.userId, report.reason]).sort()).toEqual([
      [null, 'other'],
      [null, 'scam'],
    ]);
  });

  it('answers 404 on a site without the relational database (nothing could take the report)', async () => {
    const database = await openJobDatabase({ path: ':memory:', sampleJobs: 20, now: TEST_NOW });
    const { app } = await testApp({ database });
    onTestFinished(async () => {
      await app.close();
      await database.close();
    });
    const id = await someJobId(app);
    expect((await app.inject(`/job/${id}`)).statusCode).toBe(200);
    expect((await app.inject(`/job/${id}/report`)).statusCode).toBe(404);
    const posted = await app.inject({
      method: 'POST',
      url: `/job/${id}/report`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: 'reason=scam',
    });
    expect(posted.statusCode).toBe(404);
  });

  it('keys a signed-out reporter by address, IPv6 by its /64', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe('ip:2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('ip:2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('ip:2001:db8:0:0::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(clientKeyOf('2001:db8:1:2::1'));
  });

  it('three reports from distinct people hide an ad from search (a repeated report does not count), and showJobAgain puts it back', async () => {
    const app = await start();
    const erin = await signUp(app, 'erin@example.com', 'employer');
    const draft = await erin.post('/employer/ads/new', {
      ...sampleAdFormBody(),
      title: 'Quokka Wrangler',
      action: 'preview',
    });
    const adId = /^\/employer\/ads\/([^/]+)\/edit/.exec(String(draft.headers.location))![1]!;
    expect((await erin.post(`/employer/ads/${adId}/edit`, { action: 'publish' })).statusCode).toBe(
      303,
    );
    expect(await searchFinds(app, 'quokka', adId)).toBe(true);

    const ana = await signUp(app, 'ana@example.com');
    const bo = await signUp(app, 'bo@example.com');
    expect((await ana.post(`/job/${adId}/report`, { reason: 'scam' })).statusCode).toBe(303);
    // Ana again, and the same signed-out address twice: one report each.
    await ana.post(`/job/${adId}/report`, { reason: 'asks-for-money' });
    await reportSignedOut(app, adId, { reason: 'misleading', confirm: 'yes' }, '10.0.0.9');
    await reportSignedOut(app, adId, { reason: 'misleading', confirm: 'yes' }, '10.0.0.9');
    expect(await searchFinds(app, 'quokka', adId)).toBe(true);
    expect((await openReports(site!.stores.moderation))[0]).toMatchObject({
      jobId: adId,
      reports: 2,
    });

    // The third distinct person: out of search at once, its page gone (as an expired ad's).
    expect((await bo.post(`/job/${adId}/report`, { reason: 'scam' })).statusCode).toBe(303);
    expect(await searchFinds(app, 'quokka', adId)).toBe(false);
    expect((await app.inject(`/job/${adId}`)).statusCode).toBe(410);
    expect(
      site!.logs.filter(
        (line) => line.msg === 'reports: a job reached the threshold and left search',
      ),
    ).toHaveLength(1);
    // A fourth person finds nothing to report; the three reporters still see theirs.
    const cy = await signUp(app, 'cy@example.com');
    expect((await cy.get(`/job/${adId}/report`)).statusCode).toBe(410);
    expect((await cy.post(`/job/${adId}/report`, { reason: 'scam' })).statusCode).toBe(410);
    expect(text((await ana.get(`/job/${adId}/report`)).body)).toContain('You reported this job on');
    expect(text((await ana.get('/account/reports')).body)).toContain('Quokka Wrangler');
    expect(await reportsFor(site!.stores.moderation, adId)).toHaveLength(3);
    // The employer's edit of the live ad does not bring it back before a moderator decides.
    const edited = await erin.post(`/employer/ads/${adId}/edit`, {
      ...sampleAdFormBody(),
      title: 'Quokka Wrangler (edited)',
      action: 'save',
    });
    expect(edited.statusCode).toBe(303);
    expect(await searchFinds(app, 'quokka', adId)).toBe(false);

    // A moderator dismisses the reports: the ad's job is written again from the ad.
    await decideReports(site!.stores.moderation, adId, {
      decision: 'dismissed',
      by: 'moderator-1',
    });
    const shown = await showJobAgain(workflowsOf(app), adId);
    // As the ad is now, with the edit.
    expect(shown).toMatchObject({ ok: true, job: { id: adId, title: 'Quokka Wrangler (edited)' } });
    expect(await searchFinds(app, 'quokka', adId)).toBe(true);
    expect((await app.inject(`/job/${adId}`)).statusCode).toBe(200);
    // After a decision reports count afresh.
    expect((await cy.post(`/job/${adId}/report`, { reason: 'scam' })).statusCode).toBe(303);
    expect(await searchFinds(app, 'quokka', adId)).toBe(true);

    // A closed ad is not brought back.
    await erin.post(`/employer/ads/${adId}/edit`, { action: 'close' });
    expect(await showJobAgain(workflowsOf(app), adId)).toEqual({
      ok: false,
      problem: 'ad-not-live',
    });
    expect(await searchFinds(app, 'quokka', adId)).toBe(false);
    expect(await showJobAgain(workflowsOf(app), 'no-such-job')).toEqual({
      ok: false,
      problem: 'unknown-job',
    });
  });

  it('three signed-out addresses hide an imported job; showJobAgain writes it back as it was stored', async () => {
    const app = await start();
    const id = await someJobId(app);
    const before = await site!.database!.store.getJob(id, { now: TEST_NOW });
    const active = await site!.database!.store.countActive({ now: TEST_NOW });
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect(
        (await reportSignedOut(app, id, { reason: 'duplicate', confirm: 'yes' }, address))
          .statusCode,
      ).toBe(303);
    }
    expect((await site!.database!.store.getJob(id, { now: TEST_NOW }))?.status).toBe('expired');
    expect(await site!.database!.store.countActive({ now: TEST_NOW })).toBe(active - 1);

    await decideReports(site!.stores.moderation, id, { decision: 'dismissed', by: 'moderator-1' });
    expect(await showJobAgain(workflowsOf(app), id)).toMatchObject({ ok: true });
    expect(await site!.database!.store.getJob(id, { now: TEST_NOW })).toEqual(before);
    expect(await site!.database!.store.countActive({ now: TEST_NOW })).toBe(active);
  });
});
