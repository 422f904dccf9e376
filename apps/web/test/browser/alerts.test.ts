import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openRelationalDatabase } from '@joblane/database';
import { alertUnsubscribeToken, type SeekerTables } from '@joblane/seekers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoAccounts } from '../../src/services/demoAccounts.ts';
import { appRoot } from '../paths.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import {
  axeViolations,
  type Browser,
  collectProblems,
  DESKTOP,
  launchBrowser,
  MOBILE,
} from './browser.ts';

// The unsubscribe page of an alert email, in Chromium: what the link shows, the button by
// keyboard, with and without JavaScript, axe-clean at 375 and 1280 px.
const screenshots = join(appRoot, 'test-results');
const SECRET = 'the browser test secret for unsubscribe links';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
  dataDir = await mkdtemp(join(tmpdir(), 'joblane-alerts-browser-'));
  server = await startBuiltServer({
    env: {
      LOG_LEVEL: 'warn',
      SAMPLE_JOBS: '200',
      DATABASE_PATH: join(dataDir, 'joblane.db'),
      ALERT_TOKEN_SECRET: SECRET,
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A saved search of the demo seeker with its alert on, written as the saved-searches page would. */
async function savedSearch(name: string): Promise<string> {
  const database = openRelationalDatabase({ sqlitePath: join(dataDir, 'records.db') });
  try {
    const db = database.as<SeekerTables & { users: { id: string; email: string } }>();
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.seeker.email)
      .executeTakeFirstOrThrow();
    const id = `browser-${name.toLowerCase().replaceAll(/\W+/gu, '-')}`;
    const at = new Date().toISOString();
    await db
      .insertInto('saved_searches')
      .values({
        id,
        user_id: user.id,
        name,
        query: `keywords=${encodeURIComponent(name)}`,
        created_at: at,
        updated_at: at,
        alert_frequency: 'daily',
        alert_on_at: at,
        alert_watermark: at,
        alert_due_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    return alertUnsubscribeToken(SECRET, id);
  } finally {
    await database.close();
  }
}

describe('the unsubscribe page', () => {
  let browser: Browser;
  let noScript: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: DESKTOP });
    noScript = await launchBrowser({ javaScriptEnabled: false, viewport: DESKTOP });
  });
  afterAll(async () => {
    await noScript?.close();
    await browser?.close();
  });

  it('shows the search and a button; the button, by keyboard, stops the alert; axe-clean at 375 and 1280 px', async () => {
    const token = await savedSearch('Registered nurse');
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.origin}/alerts/unsubscribe?token=${token}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Stop job alerts',
      );
      expect(await axeViolations(page), `at ${viewport.width}`).toEqual([]);
      await page.screenshot({
        path: join(screenshots, `alerts-unsubscribe-${viewport.width}.png`),
        fullPage: true,
      });
    }
    await page.getByRole('button', { name: 'Stop these alerts' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Alerts stopped' }).waitFor();
    await expect(
      page.getByText('You will get no more alert emails for “Registered nurse”.').count(),
    ).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(MOBILE);
    await page.screenshot({
      path: join(screenshots, 'alerts-unsubscribed-375.png'),
      fullPage: true,
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works as a plain form without JavaScript', async () => {
    const token = await savedSearch('Welder');
    const page = await noScript.context.newPage();
    await page.goto(`${server.origin}/alerts/unsubscribe?token=${token}`);
    await page.getByRole('button', { name: 'Stop these alerts' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Alerts stopped' }).waitFor();
    await expect(
      page.getByText('You will get no more alert emails for “Welder”.').count(),
    ).resolves.toBe(1);
    await page.close();
  });

  it('says plainly when a link does not work (400), axe-clean', async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(`${server.origin}/alerts/unsubscribe?token=not-a-real-token`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'This unsubscribe link does not work',
    );
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `at ${viewport.width}`).toEqual([]);
    }
    await page.setViewportSize(MOBILE);
    await page.screenshot({
      path: join(screenshots, 'alerts-unsubscribe-invalid-375.png'),
      fullPage: true,
    });
    await page.close();
  });
});
