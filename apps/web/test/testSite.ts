import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect } from 'vitest';

import type { AppOptions } from '../src/server/app.ts';
import type { AppConfig } from '../src/server/config.ts';
import { openDomainStores, type DomainStores } from '../src/server/domainStores.ts';
import { openJobDatabase, type JobDatabase } from '../src/server/jobDatabase.ts';
import { siteMail } from '../src/services/mail.ts';
import { TEST_NOW, testApp, type TestApp } from './helpers.ts';
import { Browser } from './injectBrowser.ts';

/** Cheap argon2id so the account flows run fast (the same code; see @joblane/accounts). */
export const FAST_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
/** Every test account's password. */
export const TEST_PASSWORD = 'violet harbour lantern 42';

/** The site as a server runs it, on in-memory stores: the app, its domain stores, its job store. */
export interface TestSite extends TestApp {
  stores: DomainStores;
  /** The job store of its own (`sampleJobs`); undefined when the app reads the shared one. */
  database: JobDatabase | undefined;
  /** Where résumés go (`uploads`), or the outbox (`outbox`): temporary folders, removed by `close`. */
  uploadsDir: string | undefined;
  outboxDir: string | undefined;
  close(): Promise<void>;
}

export interface TestSiteOptions {
  /** A job store of its own with this many sample jobs (tests that publish or hide jobs). */
  sampleJobs?: number;
  /** The clock of the app and of the domain stores but accounts; `TEST_NOW` by default. */
  now?: () => Date;
  /** The accounts' clock (sessions, sign-in codes); the real time by default. */
  accountsNow?: () => Date;
  /** Résumé uploads on (applications on Joblane). */
  uploads?: boolean;
  /** Mail readable in an outbox folder (`/dev/mail`). */
  outbox?: boolean;
  /** The app's configuration beyond the test defaults. */
  config?: Partial<AppConfig>;
  /** Any other app option (a DNS resolver, ...). */
  app?: Partial<Omit<AppOptions, 'config' | 'domain'>>;
}

/**
 * Opens the site on fresh in-memory stores, with the load limits off (a busy CI machine must
 * not shed a test's requests). `close` closes and removes everything it opened.
 */
export async function openTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const now = options.now ?? (() => TEST_NOW);
  const database =
    options.sampleJobs === undefined
      ? undefined
      : await openJobDatabase({ path: ':memory:', sampleJobs: options.sampleJobs, now: TEST_NOW });
  const uploadsDir = options.uploads
    ? await mkdtemp(join(tmpdir(), 'joblane-uploads-'))
    : undefined;
  const outboxDir = options.outbox ? await mkdtemp(join(tmpdir(), 'joblane-outbox-')) : undefined;
  const stores = await openDomainStores(
    { sqlitePath: ':memory:' },
    {
      accounts: {
        hashing: FAST_HASHING,
        ...(options.accountsNow === undefined ? {} : { now: options.accountsNow }),
      },
      now,
      ...(uploadsDir === undefined ? {} : { uploadsDir }),
    },
  );
  const { app, logs } = await testApp({
    ...(database === undefined ? {} : { database }),
    domain: { stores, mail: siteMail(stores, undefined) },
    ...(outboxDir === undefined ? {} : { outboxDir }),
    now,
    ...options.app,
    config: {
      maxEventLoopDelayMs: Number.POSITIVE_INFINITY,
      clientBudget: 1_000_000,
      ...options.config,
    },
  });
  return {
    app,
    logs,
    stores,
    database,
    uploadsDir,
    outboxDir,
    async close() {
      await app.close();
      await stores.close();
      await database?.close();
      for (const dir of [uploadsDir, outboxDir]) {
        if (dir !== undefined) await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Signs someone up through the form, as a person does, and returns their browser (signed in).
 * Employers get an organisation ("Org of <email>" unless named).
 */
export async function signUpAs(
  app: TestApp['app'],
  role: 'seeker' | 'employer',
  email: string,
  { name, organisationName }: { name?: string; organisationName?: string } = {},
): Promise<Browser> {
  const browser = new Browser(app);
  const response = await browser.post('/signup', {
    role,
    name: name ?? (role === 'employer' ? 'Erin Employer' : 'Sam Seeker'),
    email,
    password: TEST_PASSWORD,
    ...(role === 'employer' ? { organisationName: organisationName ?? `Org of ${email}` } : {}),
    next: '/',
  });
  expect(response.statusCode, `signing up ${email}`).toBe(303);
  return browser;
}
