import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';

import { sampleAdFormBody } from '@joblane/ads/testing';
import { markEmailVerified, signUp as createAccount } from '@joblane/accounts';
import { totpCode } from '@joblane/accounts/testing';
import { openRelationalDatabase, type RelationalDatabase } from '@joblane/database';
import { postgresBinDir } from '@joblane/database/testing';
import { applicationJob, storeResume, submitApplication } from '@joblane/hiring';
import { samplePdf } from '@joblane/hiring/testing';
import { openJobRecord } from '@joblane/job-record';
import {
  generateJobs,
  openSqliteJobStore,
  parseJobSearchQuery,
  serializeJobSearchQuery,
} from '@joblane/jobs';
import { grantModerator, type ModerationTables } from '@joblane/moderation';
import { startTestSmtpServer, type TestSmtpServer } from '@joblane/mail/testing';
import { saveSearch, setSearchAlert } from '@joblane/seekers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  startLocalPostgres,
  startWebNode,
  waitUntilReady,
  type LocalPostgres,
  type WebNode,
} from '../cluster/localCluster.ts';
import { demoAds } from '../src/services/demo.ts';
import { demoAccounts } from '../src/services/demoAccounts.ts';
import { openDomainStores } from '../src/server/domainStores.ts';
import { contextBlock } from './helpers.ts';
import { appRoot } from './paths.ts';
import { rulesForTest, startPrometheus, type LocalPrometheus } from './prometheus.ts';
import { freePort } from './serve.ts';

// Three web nodes on one PostgreSQL primary (with a streaming replica beside it), each with its
// own job index file fed from the job record: the built server, real sockets, real PostgreSQL.
// Needs `node --import tsx build/build.ts` first, as the other server tests do.

const PASSWORD = 'violet harbour lantern 42';
const ADS = 60;
const SAMPLE = 1000;

let postgres: LocalPostgres;
let smtp: TestSmtpServer;
let dataDir: string;
/** The primary, read and written directly by the test (its own pool). */
let primary: RelationalDatabase;
const nodes: WebNode[] = [];
let nodeOptions: Parameters<typeof startWebNode>[0][] = [];
/** Debian's Prometheus scraping the three nodes' METRICS_PORT with the repository's rules. */
let prometheus: LocalPrometheus;
/** The nodes' metrics addresses (host:port), as Prometheus names them (`instance`). */
let metricsTargets: string[] = [];

/** A browser's cookies over fetch, posting forms as a same-origin page does. */
class Browser {
  private cookies = new Map<string, string>();

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  private get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(origin: string, path: string) {
    return this.remember(
      await fetch(origin + path, { headers: { cookie: this.cookieHeader }, redirect: 'manual' }),
    );
  }

  async post(
    origin: string,
    path: string,
    form: Record<string, string | string[]>,
    signal?: AbortSignal,
  ) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) {
      for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
    }
    return this.remember(
      await fetch(origin + path, {
        method: 'POST',
        body: body.toString(),
        redirect: 'manual',
        ...(signal === undefined ? {} : { signal }),
        headers: {
          cookie: this.cookieHeader,
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
        },
      }),
    );
  }

  /** Posts a multipart form (fetch sets its content type and boundary). */
  async postMultipart(origin: string, path: string, form: FormData) {
    return this.remember(
      await fetch(origin + path, {
        method: 'POST',
        body: form,
        redirect: 'manual',
        headers: { cookie: this.cookieHeader, 'sec-fetch-site': 'same-origin' },
      }),
    );
  }
}

/** The tables the test reads and writes directly. */
interface Tables {
  users: { id: string; email: string };
  ads: {
    id: string;
    organisation_id: string;
    status: string;
    published_at: string | null;
    expires_at: string | null;
  };
  saved_searches: {
    id: string;
    user_id: string;
    alert_due_at: string | null;
  };
  saved_jobs: { user_id: string; job_id: string };
  applications: { id: string; job_id: string; seeker_id: string };
  application_events: { application_id: string; status: string };
  ad_closures: { job_id: string };
  job_record_jobs: { id: string; status: string };
  job_record_log: { position: number; job_id: string; operation: string };
}
const tables = () => primary.as<Tables>();

/** A keyword only one ad has: letters only, so the search's tokenizer keeps it whole. */
const keyword = (index: number) =>
  `zq${[...index.toString(26).padStart(3, '0')].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}wombat`;

async function draftAd(
  browser: Browser,
  origin: string,
  index: number,
  changes: Record<string, string> = {},
): Promise<string> {
  const response = await browser.post(origin, '/employer/ads/new', {
    ...sampleAdFormBody(),
    title: `Cluster ${keyword(index)} Nurse`,
    ...changes,
    action: 'preview',
  });
  expect(response.status).toBe(303);
  const id = /^\/employer\/ads\/([^/]+)\/edit\?step=preview$/.exec(
    response.headers.get('location') ?? '',
  )?.[1];
  if (id === undefined) throw new Error(`no ad id in ${response.headers.get('location')}`);
  return id;
}

const found = async (node: WebNode, index: number, id: string) =>
  (await (await fetch(`${node.origin}/jobs?keywords=${keyword(index)}`)).text()).includes(
    `href="/job/${id}"`,
  );

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return true;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 20));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

beforeAll(async () => {
  postgres = await startLocalPostgres();
  // Every node delivers the one mail queue to this relay: it sees any message sent twice.
  smtp = await startTestSmtpServer();
  dataDir = await mkdtemp(join(tmpdir(), 'joblane-cluster-test-'));
  const ports = [await freePort(), await freePort(), await freePort()];
  const metricsPorts = [await freePort(), await freePort(), await freePort()];
  metricsTargets = metricsPorts.map((port) => `127.0.0.1:${port}`);
  const env = {
    CLIENT_BUDGET: '1000000',
    // The schedulers run often, on every node: each due alert and each due ad is claimed once.
    ALERT_INTERVAL_MS: '500',
    AD_EXPIRY_INTERVAL_MS: '1000',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  };
  // All three start at once, each asked for the sample data: they take turns (an advisory lock),
  // so the first fills the empty record and makes the demo accounts and the others find them.
  nodeOptions = ports.map((port, index) => ({
    nodeId: `node-${'abc'[index]}`,
    port,
    databaseUrl: postgres.primary.url,
    dataDir,
    publicOrigin: `http://127.0.0.1:${ports[0]}`,
    sampleJobs: SAMPLE,
    metricsPort: metricsPorts[index]!,
    env: { ...env, DATABASE_CONNECT_TIMEOUT_MS: '1000' },
  }));
  nodes.push(...(await Promise.all(nodeOptions.map((options) => startWebNode(options)))));
  await Promise.all(nodes.map((node) => waitUntilReady(node)));
  // Scrapes and rule evaluations every second; each alert's `for` cut to 2 s and the follower-lag
  // threshold to 15 s (a running follower reports its position every 10 s; the real ones are promtool's unit tests: ops/prometheus/rules.test.yml).
  prometheus = await startPrometheus({
    port: await freePort(),
    targets: metricsTargets,
    rules: await rulesForTest(appRoot, { forSeconds: 2, followerLagSeconds: 15 }),
  });
  primary = openRelationalDatabase({ url: postgres.primary.url, poolSize: 4 });
}, 240_000);

afterAll(async () => {
  await prometheus?.stop();
  await Promise.all(nodes.map((node) => node.stop()));
  await primary?.close();
  await postgres?.close();
  await smtp?.close();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** One schema.org JobPosting line of an import feed. */
const feedPosting = (
  identifier: string,
  title: string,
  at: { organisation: string; locality: string; region: string },
) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    identifier,
    title,
    description: '<p>Care for patients.</p>',
    datePosted: '2026-11-20',
    validThrough: '2099-02-10T00:00:00Z',
    hiringOrganization: { '@type': 'Organization', name: at.organisation },
    jobLocation: {
      '@type': 'Place',
      address: { addressLocality: at.locality, addressRegion: at.region, addressCountry: 'AU' },
    },
    employmentType: 'FULL_TIME',
    occupationalCategory: 'Nursing - General Medical & Surgical',
    industry: 'Healthcare & Medical',
  });

/** Runs one of the built commands (`dist/server/<script>`); its exit code and output. */
const runBuilt = (script: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [join(appRoot, 'dist', 'server', script), ...args], {
    env: { ...process.env, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('three web nodes on one PostgreSQL', () => {
  let erin: Browser;

  it('every node is ready with the same index, and reports its lag', async () => {
    for (const node of nodes) {
      const ready = (await (await fetch(`${node.origin}/readyz`)).json()) as {
        status: string;
        jobIndex: { ready: boolean; behind: number; position: number; head: number };
      };
      expect(ready.status).toBe('ready');
      expect(ready.jobIndex.ready).toBe(true);
      expect(ready.jobIndex.position).toBeGreaterThanOrEqual(SAMPLE);
    }
    // Each node has its own index file, so search on any node sees the sample jobs.
    for (const node of nodes) {
      const page = await (await fetch(`${node.origin}/jobs`)).text();
      expect(page).toMatch(/href="\/job\/[^"]+"/);
    }
  });

  it('three nodes started together with sample data seed the record and the demo once', async () => {
    const db = tables();
    // Every job was written once: one upsert per job in the record's log, none twice.
    const upserts = await db
      .selectFrom('job_record_log')
      .select(['job_id', (eb) => eb.fn.countAll<number>().as('times')])
      .where('operation', '=', 'upsert')
      .groupBy('job_id')
      .execute();
    const published = demoAds.filter((ad) => ad.state !== 'draft').length;
    expect(upserts).toHaveLength(SAMPLE + published);
    expect(upserts.filter((row) => row.times !== 1)).toEqual([]);
    const { jobs } = await db
      .selectFrom('job_record_jobs')
      .select((eb) => eb.fn.countAll<number>().as('jobs'))
      .executeTakeFirstOrThrow();
    expect(jobs).toBe(SAMPLE + published);
    // The demo accounts once, with their data once.
    const demo = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [demoAccounts.seeker.email, demoAccounts.employer.email])
      .execute();
    expect(demo).toHaveLength(2);
    const seekerId = demo.find((user) => user.email === demoAccounts.seeker.email)!.id;
    const count = async (query: Promise<{ n: number } | undefined>): Promise<number> =>
      (await query)?.n ?? 0;
    expect(
      await count(
        db
          .selectFrom('saved_searches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', seekerId)
          .executeTakeFirst(),
      ),
    ).toBe(1);
    expect(
      await count(
        db
          .selectFrom('saved_jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', seekerId)
          .executeTakeFirst(),
      ),
    ).toBe(4);
    const ads = await db.selectFrom('ads').select('organisation_id').execute();
    expect(ads).toHaveLength(demoAds.length);
    expect(new Set(ads.map((ad) => ad.organisation_id)).size).toBe(1);
    const applications = await db
      .selectFrom('applications')
      .select('job_id')
      .where('seeker_id', '=', seekerId)
      .execute();
    expect(applications).toHaveLength(5);
  });

  it('an ad published on A is found by search on B and C within 2 s, and a session made on A is valid on B', async () => {
    const [a, b, c] = nodes as [WebNode, WebNode, WebNode];
    erin = new Browser();
    const signUp = await erin.post(a.origin, '/signup', {
      role: 'employer',
      name: 'Erin Employer',
      email: 'erin@cluster.example',
      password: PASSWORD,
      organisationName: 'Cluster Care',
      next: '/employer',
    });
    expect(signUp.status).toBe(303);
    // The session lives in PostgreSQL: B knows it.
    const onB = await erin.get(b.origin, '/employer');
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain('Cluster Care');
    expect((await new Browser().get(b.origin, '/employer')).status).toBe(303);

    const lags: number[] = [];
    for (let index = 0; index < ADS; index += 1) {
      const id = await draftAd(erin, a.origin, index);
      const published = await erin.post(a.origin, `/employer/ads/${id}/edit`, {
        action: 'publish',
      });
      expect(published.status).toBe(303);
      const at = performance.now();
      // A waited for its own index before answering: its search shows the ad at once.
      expect(await found(a, index, id)).toBe(true);
      const seen = await Promise.all(
        [b, c].map(async (node) => {
          const ok = await until(() => found(node, index, id), 2000);
          return ok ? performance.now() - at : Infinity;
        }),
      );
      lags.push(...seen);
    }
    const sorted = lags.toSorted((x, y) => x - y);
    console.log(
      `cluster: ${ADS} ads published on A, found by search on B and C: p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
    );
    expect(sorted.at(-1)).toBeLessThan(2000);
  }, 180_000);

  it('a résumé sent with an application on A is downloaded by the employer on B and C (one shared file store)', async () => {
    const [a, b, c] = nodes as [WebNode, WebNode, WebNode];
    // An ad without screening questions: the application is a cover letter and a résumé.
    const id = await draftAd(erin, a.origin, 4000, {
      'question.1.text': '',
      'question.2.text': '',
      'question.2.options': '',
    });
    expect(
      (await erin.post(a.origin, `/employer/ads/${id}/edit`, { action: 'publish' })).status,
    ).toBe(303);
    const ana = new Browser();
    const signedUp = await ana.post(a.origin, '/signup', {
      role: 'seeker',
      name: 'Ana Applicant',
      email: 'ana.applicant@cluster.example',
      password: PASSWORD,
      next: '/',
    });
    expect(signedUp.status).toBe(303);
    const resume = samplePdf('Ana Applicant, Registered Nurse, cluster');
    const review = new FormData();
    review.append('coverLetter', 'Dear Cluster Care, I would like this job.');
    review.append(
      'resume',
      new Blob([new Uint8Array(resume)], { type: 'application/pdf' }),
      'Ana CV.pdf',
    );
    review.append('step', 'review');
    const reviewed = await ana.postMultipart(a.origin, `/job/${id}/apply`, review);
    expect(reviewed.status).toBe(200);
    const submit = new FormData();
    for (const match of (await reviewed.text()).matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/gu,
    )) {
      submit.append(match[1]!, match[2]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    }
    submit.append('step', 'submit');
    expect((await ana.postMultipart(a.origin, `/job/${id}/apply`, submit)).status).toBe(303);

    // The employer, on B, sees the application; the file comes from C.
    const candidates = await erin.get(b.origin, `/employer/ads/${id}`);
    expect(candidates.status).toBe(200);
    const applicationId = new RegExp(`/employer/ads/${id}/applications/([0-9a-f-]{36})"`).exec(
      await candidates.text(),
    )?.[1];
    expect(applicationId).toBeDefined();
    const download = await erin.get(
      c.origin,
      `/employer/ads/${id}/applications/${applicationId}/resume`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true);
    // Another person's résumé answers 404 on every node.
    for (const node of nodes) {
      expect(
        (await ana.get(node.origin, `/employer/ads/${id}/applications/${applicationId}/resume`))
          .status,
      ).toBe(404);
    }
  }, 60_000);

  it('the mail queue is delivered once across the three nodes', async () => {
    const addresses: string[] = [];
    await Promise.all(
      Array.from({ length: 9 }, async (_, index) => {
        const email = `seeker-${index}@cluster.example`;
        addresses.push(email);
        const response = await new Browser().post(nodes[index % 3]!.origin, '/signup', {
          role: 'seeker',
          name: `Seeker ${index}`,
          email,
          password: PASSWORD,
          next: '/',
        });
        expect(response.status).toBe(303);
      }),
    );
    const countFor = (email: string) =>
      smtp.received.filter((mail) => mail.envelope.to.includes(email)).length;
    expect(await until(async () => addresses.every((email) => countFor(email) > 0), 20_000)).toBe(
      true,
    );
    // Long enough for a second worker's delivery of the same message to arrive, were there one.
    await new Promise((done) => setTimeout(done, 3000));
    expect(addresses.map(countFor)).toEqual(addresses.map(() => 1));
  }, 60_000);

  it('due alerts are mailed once across the three nodes: one digest per seeker, none twice', async () => {
    const [a] = nodes as [WebNode, WebNode, WebNode];
    const seekers = Array.from({ length: 6 }, (_, index) => ({
      index,
      email: `alerted-${index}@cluster.example`,
      node: nodes[index % 3]!,
      browser: new Browser(),
      searchId: '',
      adId: '',
    }));
    for (const seeker of seekers) {
      const signUp = await seeker.browser.post(seeker.node.origin, '/signup', {
        role: 'seeker',
        name: `Alerted ${seeker.index}`,
        email: seeker.email,
        password: PASSWORD,
        next: '/',
      });
      expect(signUp.status).toBe(303);
    }
    // Alerts go to verified addresses only: each follows the link in their mail, on another node.
    const mailTo = (email: string) =>
      smtp.received.filter((mail) => mail.envelope.to.includes(email));
    for (const seeker of seekers) {
      expect(await until(async () => mailTo(seeker.email).length > 0, 20_000)).toBe(true);
      const text = mailTo(seeker.email)[0]!.parsed.text ?? '';
      const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      expect(token).toBeDefined();
      const verified = await seeker.browser.post(
        nodes[(seeker.index + 1) % 3]!.origin,
        '/verify-email',
        {
          token: token!,
        },
      );
      expect(verified.status).toBe(303);
      // A saved search for a keyword of its own, its alert on, on its own node.
      const keywords = keyword(5000 + seeker.index);
      const saved = await seeker.browser.post(seeker.node.origin, '/saved-searches', {
        search: `keywords=${keywords}`,
        name: `Alert ${seeker.index}`,
      });
      expect(saved.status).toBe(303);
      seeker.searchId = /#search-(.+)$/.exec(saved.headers.get('location') ?? '')?.[1] ?? '';
      expect(seeker.searchId).not.toBe('');
      const alert = await seeker.browser.post(
        seeker.node.origin,
        `/saved-searches/${seeker.searchId}/alert`,
        { alert: 'on', frequency: 'daily' },
      );
      expect(alert.status).toBe(303);
    }
    // A new job for each search, published on A and in every node's index.
    for (const seeker of seekers) {
      seeker.adId = await draftAd(erin, a.origin, 5000 + seeker.index);
      const published = await erin.post(a.origin, `/employer/ads/${seeker.adId}/edit`, {
        action: 'publish',
      });
      expect(published.status).toBe(303);
      for (const node of nodes) {
        expect(await until(() => found(node, 5000 + seeker.index, seeker.adId), 5000)).toBe(true);
      }
    }
    // Due now: every node's scheduler (every 500 ms) races for them.
    const due = new Date(Date.now() - 1000).toISOString();
    await tables()
      .updateTable('saved_searches')
      .set({ alert_due_at: due })
      .where(
        'id',
        'in',
        seekers.map((seeker) => seeker.searchId),
      )
      .execute();
    // A digest's subject names the saved search ("1 new job for Alert 3").
    const digestsTo = (email: string) =>
      mailTo(email).filter((mail) => / for Alert \d$/.test(mail.parsed.subject ?? ''));
    expect(
      await until(
        async () => seekers.every((seeker) => digestsTo(seeker.email).length > 0),
        20_000,
      ),
    ).toBe(true);
    // Several more scheduler rounds on each node: a second digest would have arrived by now.
    await new Promise((done) => setTimeout(done, 4000));
    for (const seeker of seekers) {
      const digests = digestsTo(seeker.email);
      expect(digests).toHaveLength(1);
      expect(digests[0]!.parsed.text).toContain(keyword(5000 + seeker.index));
      expect(digests[0]!.parsed.text).toContain(`/job/${seeker.adId}`);
    }
    // Each search is due again tomorrow, claimed by nobody.
    const after = await tables()
      .selectFrom('saved_searches')
      .select(['id', 'alert_due_at'])
      .where(
        'id',
        'in',
        seekers.map((seeker) => seeker.searchId),
      )
      .execute();
    for (const row of after) expect(Date.parse(row.alert_due_at!)).toBeGreaterThan(Date.now());
    // Which nodes sent them (the log line of the run that queued a digest).
    const senders = nodes.filter((node) => /"mailed":[1-9]/.test(node.output())).length;
    console.log(
      `cluster: ${seekers.length} due alerts, one digest each, queued by ${senders} of 3 nodes`,
    );
  }, 90_000);

  it('due ads expire once across the three nodes: one expire in the log, Ad closed once per application, gone everywhere', async () => {
    const [a] = nodes as [WebNode, WebNode, WebNode];
    const records = await openDomainStores(
      { url: postgres.primary.url },
      { uploadsDir: join(dataDir, 'uploads'), pool: { poolSize: 2 } },
    );
    const ads: { index: number; id: string }[] = [];
    try {
      for (let index = 6000; index < 6005; index += 1) {
        const id = await draftAd(erin, a.origin, index);
        expect(
          (await erin.post(a.origin, `/employer/ads/${id}/edit`, { action: 'publish' })).status,
        ).toBe(303);
        ads.push({ index, id });
      }
      // Applicants: the seekers of the mail test, two or three to each ad.
      const applicants = await tables()
        .selectFrom('users')
        .select('id')
        .where('email', 'like', 'seeker-%@cluster.example')
        .orderBy('email')
        .execute();
      expect(applicants).toHaveLength(9);
      const hiring = records.hiring!;
      let applications = 0;
      const jobRecord = await openJobRecord({ database: records.database });
      for (const [at, ad] of ads.entries()) {
        const job = await jobRecord.getJob(ad.id);
        const terms = job === undefined ? undefined : applicationJob(job);
        expect(terms).toBeDefined();
        for (const applicant of applicants.filter(
          (_, index) => index % ads.length === at || index === at + 1,
        )) {
          const resume = await storeResume(hiring, applicant.id, {
            stream: Readable.from([samplePdf('Cluster applicant')]),
            name: 'CV.pdf',
          });
          if (!resume.ok) throw new Error(resume.problem);
          const answers = Object.fromEntries(
            terms!.questions.map((question) => [
              question.id,
              question.kind === 'yes-no'
                ? 'yes'
                : question.kind === 'choice'
                  ? question.options[0]!
                  : 'Yes.',
            ]),
          );
          const applied = await submitApplication(hiring, applicant.id, terms!, {
            coverLetter: 'Dear team,\nI would like this job.',
            answers,
            resumeId: resume.resume.id,
          });
          expect(applied.ok).toBe(true);
          applications += 1;
        }
      }
      const mailBefore = smtp.received.length;
      // Their 30 days are over: every node's expiry schedule (every second) races for them.
      await tables()
        .updateTable('ads')
        .set({
          published_at: new Date(Date.now() - 31 * 24 * 3600_000).toISOString(),
          expires_at: new Date(Date.now() - 60_000).toISOString(),
        })
        .where(
          'id',
          'in',
          ads.map((ad) => ad.id),
        )
        .execute();
      const ids = ads.map((ad) => ad.id);
      const expiredAds = async () =>
        (
          await tables()
            .selectFrom('job_record_jobs')
            .select('id')
            .where('id', 'in', ids)
            .where('status', '=', 'expired')
            .execute()
        ).length;
      expect(await until(async () => (await expiredAds()) === ads.length, 20_000)).toBe(true);
      // More rounds of every node's schedule: a second expiry would be in the log by now.
      await new Promise((done) => setTimeout(done, 3000));
      const log = await tables()
        .selectFrom('job_record_log')
        .select(['job_id', 'operation'])
        .where('job_id', 'in', ids)
        .orderBy('position')
        .execute();
      for (const id of ids) {
        expect(log.filter((entry) => entry.job_id === id).map((entry) => entry.operation)).toEqual([
          'upsert',
          'expire',
        ]);
      }
      const stored = await tables()
        .selectFrom('ads')
        .select(['id', 'status'])
        .where('id', 'in', ids)
        .execute();
      expect(stored.map((ad) => ad.status)).toEqual(ids.map(() => 'expired'));
      expect(
        await tables()
          .selectFrom('ad_closures')
          .select('job_id')
          .where('job_id', 'in', ids)
          .execute(),
      ).toHaveLength(ads.length);
      const closedEvents = await tables()
        .selectFrom('application_events')
        .innerJoin('applications', 'applications.id', 'application_events.application_id')
        .select('application_events.application_id')
        .where('applications.job_id', 'in', ids)
        .where('application_events.status', '=', 'ad-closed')
        .execute();
      expect(closedEvents).toHaveLength(applications);
      expect(new Set(closedEvents.map((event) => event.application_id)).size).toBe(applications);
      // Ad closed sends no mail (hiring's rule): nothing new went out for them.
      expect(
        smtp.received.slice(mailBefore).filter((mail) => /closed/i.test(mail.parsed.subject ?? '')),
      ).toEqual([]);
      // Gone from search on every node, and its page says it has ended.
      for (const node of nodes) {
        for (const ad of ads) {
          expect(await until(async () => !(await found(node, ad.index, ad.id)), 5000)).toBe(true);
          expect((await fetch(`${node.origin}/job/${ad.id}`)).status).toBe(410);
        }
      }
    } finally {
      await records.close();
    }
  }, 90_000);

  it('the primary restarted during writes: each answers 303 (done) or 503 with Retry-After (not done), none half-applied, and the nodes recover by themselves', async () => {
    const [a, b, c] = nodes as [WebNode, WebNode, WebNode];
    const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
    /** What went wrong with any write: a status other than 303 or 503 + Retry-After, or a hang. */
    const unexpected: string[] = [];
    const send = async (what: string, request: (signal: AbortSignal) => Promise<Response>) => {
      try {
        const response = await request(AbortSignal.timeout(15_000));
        await response.arrayBuffer();
        if (response.status === 503 && response.headers.get('retry-after') !== '5') {
          unexpected.push(`${what}: 503 without Retry-After`);
        } else if (response.status !== 303 && response.status !== 503) {
          unexpected.push(`${what}: ${response.status}`);
        }
        return response;
      } catch (error) {
        unexpected.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
    };
    let writing = true;
    /** Read through a call: the loops re-check it after each await. */
    const isWriting = () => writing;
    /** Each ad's last publish answer (an ad refused is tried again on a later round). */
    const publishes = new Map<string, { index: number; status: number }>();
    const attempts: number[] = [];
    // Publishing on A: drafts made a round ahead (a draft may itself be refused), so publishes
    // are tried through the outage too.
    const publishing = (async () => {
      const drafts: { index: number; id: string }[] = [];
      for (let index = 7000; isWriting(); index += 1) {
        const drafted = await send('draft', (signal) =>
          erin.post(
            a.origin,
            '/employer/ads/new',
            { ...sampleAdFormBody(), title: `Cluster ${keyword(index)} Nurse`, action: 'preview' },
            signal,
          ),
        );
        const id = /^\/employer\/ads\/([^/]+)\/edit\?step=preview$/.exec(
          drafted?.headers.get('location') ?? '',
        )?.[1];
        if (id !== undefined) drafts.push({ index, id });
        // Two drafts left in hand after each publish while drafting works, so the outage meets an
        // odd one (left refused) and an even one (tried again).
        if (id !== undefined && drafts.length < 3) continue;
        const next = drafts.shift();
        if (next === undefined) {
          await pause(50);
          continue;
        }
        const published = await send('publish', (signal) =>
          erin.post(a.origin, `/employer/ads/${next.id}/edit`, { action: 'publish' }, signal),
        );
        const status = published?.status ?? 0;
        attempts.push(status);
        publishes.set(next.id, { index: next.index, status });
        // Half of the refused ads are tried again (and must then be live once); half are left.
        if (status === 503 && next.index % 2 === 0) drafts.push(next);
      }
    })();
    const signUps: { email: string; status: number }[] = [];
    const saves: { jobId: string; status: number }[] = [];
    // Signing up and saving jobs on B.
    const saver = new Browser();
    expect(
      (
        await saver.post(b.origin, '/signup', {
          role: 'seeker',
          name: 'Saver',
          email: 'saver@cluster.example',
          password: PASSWORD,
          next: '/',
        })
      ).status,
    ).toBe(303);
    const jobIds = (
      await tables()
        .selectFrom('job_record_jobs')
        .select('id')
        .where('status', '=', 'active')
        .orderBy('id')
        .limit(500)
        .execute()
    ).map((row) => row.id);
    const onB = (async () => {
      for (let n = 0; isWriting(); n += 1) {
        const email = `load-${n}@cluster.example`;
        const signUp = await send('sign-up', (signal) =>
          new Browser().post(
            b.origin,
            '/signup',
            { role: 'seeker', name: `Load ${n}`, email, password: PASSWORD, next: '/' },
            signal,
          ),
        );
        signUps.push({ email, status: signUp?.status ?? 0 });
        const jobId = jobIds[n % jobIds.length]!;
        const saved = await send('save', (signal) =>
          saver.post(b.origin, `/saved/${jobId}`, { returnTo: '/saved' }, signal),
        );
        saves.push({ jobId, status: saved?.status ?? 0 });
        if (signUp?.status !== 303) await pause(50);
      }
    })();
    const done303 = (list: { status: number }[]) =>
      list.filter((each) => each.status === 303).length;
    const tried = () => attempts.map((status) => ({ status }));
    expect(await until(async () => done303(tried()) >= 5 && done303(signUps) >= 5, 30_000)).toBe(
      true,
    );
    const id = await draftAd(erin, a.origin, ADS);
    const before = { signUps: signUps.length, attempts: attempts.length };
    await postgres.primary.stop();
    try {
      const publish = await erin.post(a.origin, `/employer/ads/${id}/edit`, { action: 'publish' });
      expect(publish.status).toBe(503);
      expect(publish.headers.get('retry-after')).toBe('5');
      const page = await publish.text();
      expect(page).toContain('cannot reach its database');
      const dashboard = await erin.get(b.origin, '/employer');
      expect(dashboard.status).toBe(503);
      expect(dashboard.headers.get('retry-after')).toBe('5');
      // Searches come from the node's own index and go on working: the node stays ready.
      expect((await fetch(`${c.origin}/jobs?keywords=nurse`)).status).toBe(200);
      const ready = await fetch(`${c.origin}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ jobIndex: { recordReachable: false } });
      // The loads meet the outage too: publishes of drafts in hand, and sign-ups.
      await until(
        async () =>
          attempts.slice(before.attempts).filter((status) => status === 503).length >= 2 &&
          signUps.length >= before.signUps + 3,
        15_000,
      );
    } finally {
      await postgres.primary.start();
    }
    const restarted = { publishes: attempts.length, signUps: signUps.length };
    // The loads succeed again by themselves, with no restart of any node.
    expect(
      await until(
        async () =>
          done303(tried().slice(restarted.publishes)) >= 5 &&
          done303(signUps.slice(restarted.signUps)) >= 5,
        30_000,
      ),
    ).toBe(true);
    writing = false;
    await Promise.all([publishing, onB]);
    expect(unexpected).toEqual([]);
    const refused = (list: { status: number }[]) =>
      list.filter((each) => each.status === 503).length;
    const ads = [...publishes].map(([adId, each]) => ({ id: adId, ...each }));
    console.log(
      `cluster: primary restarted under load: publishes ${done303(tried())} done / ${refused(tried())} refused (${ads.length} ads, ${refused(ads)} left refused), sign-ups ${done303(signUps)} / ${refused(signUps)}, saves ${done303(saves)} / ${refused(saves)}`,
    );
    // Publishes and sign-ups met the outage.
    expect(refused(tried())).toBeGreaterThan(0);
    expect(refused(signUps)).toBeGreaterThan(0);
    // The same session, with no restart of any node.
    expect(
      await until(async () => (await erin.get(b.origin, '/employer')).status === 200, 20_000),
    ).toBe(true);
    // Done is done everywhere; refused left nothing behind.
    const db = tables();
    const adStatus = new Map(
      (
        await db
          .selectFrom('ads')
          .select(['id', 'status'])
          .where(
            'id',
            'in',
            ads.map((each) => each.id),
          )
          .execute()
      ).map((row) => [row.id, row.status]),
    );
    const jobStatus = new Map(
      (
        await db
          .selectFrom('job_record_jobs')
          .select(['id', 'status'])
          .where('id', 'in', [...ads.map((each) => each.id), id])
          .execute()
      ).map((row) => [row.id, row.status]),
    );
    const upserts = await db
      .selectFrom('job_record_log')
      .select(['job_id', (eb) => eb.fn.countAll<number>().as('times')])
      .where(
        'job_id',
        'in',
        ads.map((each) => each.id),
      )
      .where('operation', '=', 'upsert')
      .groupBy('job_id')
      .execute();
    const upsertsOf = new Map(upserts.map((row) => [row.job_id, row.times]));
    for (const each of ads) {
      expect([each.id, upsertsOf.get(each.id)]).toEqual([
        each.id,
        each.status === 303 ? 1 : undefined,
      ]);
      if (each.status === 303) {
        expect([each.id, adStatus.get(each.id), jobStatus.get(each.id)]).toEqual([
          each.id,
          'live',
          'active',
        ]);
        for (const node of nodes)
          expect(await until(() => found(node, each.index, each.id), 5000)).toBe(true);
      } else {
        expect([each.id, adStatus.get(each.id), jobStatus.get(each.id)]).toEqual([
          each.id,
          'draft',
          undefined,
        ]);
        for (const node of nodes)
          expect((await fetch(`${node.origin}/job/${each.id}`)).status).toBe(404);
      }
    }
    const users = new Set(
      (
        await db
          .selectFrom('users')
          .select('email')
          .where('email', 'like', 'load-%@cluster.example')
          .execute()
      ).map((row) => row.email),
    );
    expect(signUps.filter((each) => (each.status === 303) !== users.has(each.email))).toEqual([]);
    const savedIds = new Set(
      (
        await db
          .selectFrom('saved_jobs')
          .innerJoin('users', 'users.id', 'saved_jobs.user_id')
          .select('saved_jobs.job_id')
          .where('users.email', '=', 'saver@cluster.example')
          .execute()
      ).map((row) => row.job_id),
    );
    expect(saves.filter((each) => each.status === 303 && !savedIds.has(each.jobId))).toEqual([]);
    // The publish refused during the outage left the ad a draft: not a job anywhere.
    expect(jobStatus.get(id)).toBeUndefined();
    expect(
      (await db.selectFrom('ads').select('status').where('id', '=', id).executeTakeFirst())?.status,
    ).toBe('draft');
    for (const node of nodes) {
      expect((await fetch(`${node.origin}/job/${id}`)).status).toBe(404);
    }
    const published = await erin.post(a.origin, `/employer/ads/${id}/edit`, { action: 'publish' });
    expect(published.status).toBe(303);
    for (const node of [b, c]) {
      expect(await until(() => found(node, ADS, id), 5000)).toBe(true);
    }
    for (const node of nodes) expect((await fetch(`${node.origin}/readyz`)).status).toBe(200);
  }, 180_000);

  it('Prometheus scrapes every node; the breaker alert fires while PostgreSQL is stopped and resolves once it is back', async () => {
    /** Polls `check` every 250 ms until it holds (true) or `timeoutMs` passes (false). */
    const eventually = async (check: () => Promise<boolean>, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (await check().catch(() => false)) return true;
        if (Date.now() > deadline) return false;
        await new Promise((done) => setTimeout(done, 250));
      }
    };
    const sorted = (values: string[]) => [...values].sort();
    expect(
      await eventually(async () => {
        const targets = await prometheus.targets();
        return targets.length === 3 && targets.every((target) => target.health === 'up');
      }, 20_000),
    ).toBe(true);
    // Every node is scraped: ready, its index's lag, its pools' breakers closed.
    expect(
      await eventually(
        async () => (await prometheus.query('joblane_ready == 1')).length === 3,
        20_000,
      ),
    ).toBe(true);
    const lag = await prometheus.query('joblane_job_index_lag_seconds');
    expect(sorted(lag.map((series) => series.labels.instance!))).toEqual(sorted(metricsTargets));
    const closed = await prometheus.query(
      'joblane_db_breaker_state{pool="primary", state="closed"}',
    );
    expect(closed.map((series) => series.value)).toEqual([1, 1, 1]);
    const breakerAlerts = async () =>
      (await prometheus.alerts()).filter(
        (alert) => alert.labels.alertname === 'JoblaneDatabaseBreakerOpen',
      );
    // (An earlier test's outage may still be resolving.)
    expect(await eventually(async () => (await breakerAlerts()).length === 0, 30_000)).toBe(true);

    const stopped = Date.now();
    await postgres.primary.stop();
    let firedAfterMs: number;
    try {
      // Each node's primary pool: its breaker opens (scrapes, the mail worker and the schedulers
      // keep asking), the rule's `for` passes, the alert fires for each node.
      expect(
        await eventually(async () => {
          const firing = (await breakerAlerts()).filter(
            (alert) => alert.state === 'firing' && alert.labels.pool === 'primary',
          );
          return firing.length === 3;
        }, 40_000),
      ).toBe(true);
      firedAfterMs = Date.now() - stopped;
      const firing = (await breakerAlerts()).filter((alert) => alert.labels.pool === 'primary');
      expect(sorted(firing.map((alert) => alert.labels.instance!))).toEqual(sorted(metricsTargets));
      expect(firing[0]?.labels.severity).toBe('page');
    } finally {
      await postgres.primary.start();
    }
    const started = Date.now();
    // A trial connection closes each breaker; the alert resolves (it leaves the list).
    expect(await eventually(async () => (await breakerAlerts()).length === 0, 40_000)).toBe(true);
    console.log(
      `cluster: breaker alert fired ${(firedAfterMs / 1000).toFixed(1)} s after PostgreSQL stopped, resolved ${((Date.now() - started) / 1000).toFixed(1)} s after it started`,
    );
    const opened = await prometheus.query(
      'joblane_db_breaker_transitions_total{pool="primary", to="open"}',
    );
    expect(opened).toHaveLength(3);
    for (const series of opened) expect(series.value).toBeGreaterThanOrEqual(1);
    for (const node of nodes) expect((await fetch(`${node.origin}/readyz`)).status).toBe(200);
  }, 120_000);

  it('the follower-lag alert fires for a paused node (read from the record by the others) and resolves once it runs again', async () => {
    const c = nodes[2]!;
    const lagAlerts = async () =>
      (await prometheus.alerts()).filter(
        (alert) => alert.labels.alertname === 'JoblaneJobIndexLagging',
      );
    const eventually = async (check: () => Promise<boolean>, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (await check().catch(() => false)) return true;
        if (Date.now() > deadline) return false;
        await new Promise((done) => setTimeout(done, 250));
      }
    };
    expect(await eventually(async () => (await lagAlerts()).length === 0, 30_000)).toBe(true);
    const record = await openJobRecord({ database: primary });
    c.child.kill('SIGSTOP');
    try {
      // A change in the record that node C (paused) cannot apply; A and B apply it at once.
      const [job] = generateJobs({ count: 1, seed: 4242, now: new Date() });
      await record.upsert([{ ...job!, id: 'paused-node-lag', title: 'Paused node lag nurse' }]);
      expect(
        await eventually(
          async () =>
            (await lagAlerts()).some(
              (alert) => alert.state === 'firing' && alert.labels.follower === c.nodeId,
            ),
          30_000,
        ),
      ).toBe(true);
      // Only C: the others applied it (and said so to the record within their report interval).
      const firing = (await lagAlerts()).filter((alert) => alert.state === 'firing');
      expect(firing.map((alert) => alert.labels.follower)).toEqual([c.nodeId]);
    } finally {
      c.child.kill('SIGCONT');
    }
    // C applies the change and reports its position: the alert resolves.
    expect(await eventually(async () => (await lagAlerts()).length === 0, 30_000)).toBe(true);
    expect(
      await until(
        async () => (await fetch(`${c.origin}/job/paused-node-lag`)).status === 200,
        5000,
      ),
    ).toBe(true);
  }, 90_000);

  it('node B killed with SIGKILL during writes and restarted catches up with no job missing or twice', async () => {
    const a = nodes[0]!;
    let writing = true;
    /** Read through a call: the loop re-checks it after each await. */
    const isWriting = () => writing;
    let written = 0;
    const published: { index: number; id: string }[] = [];
    const load = (async () => {
      for (let index = ADS + 1; isWriting(); index += 1) {
        const id = await draftAd(erin, a.origin, index);
        const response = await erin.post(a.origin, `/employer/ads/${id}/edit`, {
          action: 'publish',
        });
        expect(response.status).toBe(303);
        published.push({ index, id });
        // Every third ad is closed again: an expiry in the log too.
        if (index % 3 === 0) {
          const closed = await erin.post(a.origin, `/employer/ads/${id}/edit`, { action: 'close' });
          expect(closed.status).toBe(303);
        }
        written += 1;
      }
    })();
    expect(await until(async () => written >= 10, 30_000)).toBe(true);
    nodes[1]!.child.kill('SIGKILL');
    await nodes[1]!.exited;
    const killedAt = written;
    nodes[1] = await startWebNode(nodeOptions[1]!);
    await waitUntilReady(nodes[1]);
    expect(await until(async () => written >= killedAt + 10, 30_000)).toBe(true);
    writing = false;
    await load;

    const record = openRelationalDatabase({ url: postgres.primary.url });
    try {
      const { position } = await (await openJobRecord({ database: record })).head();
      const b = nodes[1];
      expect(
        await until(async () => {
          const ready = (await (await fetch(`${b.origin}/readyz`)).json()) as {
            jobIndex?: { position: number };
          };
          return ready.jobIndex?.position === position;
        }, 10_000),
      ).toBe(true);
      // Each published ad that is still live is found on B, once.
      for (const { index, id } of published.slice(-5)) {
        const page = await (await fetch(`${b.origin}/jobs?keywords=${keyword(index)}`)).text();
        const cards = page.match(new RegExp(`href="/job/${id}"`, 'g'))?.length ?? 0;
        expect(cards > 0).toBe(index % 3 !== 0);
      }
      await b.stop();
      const expected = (
        await record
          .as<{ job_record_jobs: { id: string; status: string } }>()
          .selectFrom('job_record_jobs')
          .select(['id', 'status'])
          .execute()
      )
        .map((row) => ({ id: row.id, expired: row.status === 'expired' ? 1 : 0 }))
        .toSorted((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
      const local = openSqliteJobStore({ path: join(dataDir, 'jobs-node-b.db') });
      try {
        const rows = local.db
          .prepare<[], { id: string; expired: number }>('SELECT id, expired FROM jobs ORDER BY id')
          .all();
        expect(rows).toEqual(expected);
        expect(rows.length).toBeGreaterThan(SAMPLE + ADS);
      } finally {
        await local.close();
      }
      // Started again after a clean stop, it continues from its file.
      nodes[1] = await startWebNode(nodeOptions[1]!);
      await waitUntilReady(nodes[1]);
      console.log(
        `cluster: node B killed after ${killedAt} of ${written} ad writes on A, restarted, caught up to position ${position}: ${expected.length} jobs, none missing or twice`,
      );
    } finally {
      await record.close();
    }
  }, 180_000);

  it('the importer command writes to the record, and every node finds the jobs', async () => {
    const posting = (identifier: string, title: string) =>
      feedPosting(identifier, title, {
        organisation: 'Imported Health',
        locality: 'Parramatta',
        region: 'NSW',
      });
    const feed = join(dataDir, 'feed.jsonl');
    await writeFile(
      feed,
      [
        posting('imp-1', 'Quokkaimport Nurse'),
        posting('imp-2', 'Quokkaimport Midwife'),
        '{"@type":"JobPosting","identifier":"imp-3"}',
        // The scam at the top of the trust-and-safety issue, arriving by feed: held by screening.
        JSON.stringify({
          ...JSON.parse(posting('imp-4', 'Quokkaimport Earn $5,000/week from home')),
          description:
            '<p>Pay the $99 starter kit fee before you start. Message us on WhatsApp +61 400 000 000 or Telegram.</p>',
        }),
      ].join('\n'),
    );
    const result = await runBuilt('import.js', [feed], { DATABASE_URL: postgres.primary.url });
    // One record was bad and one held: exit 1, the good ones are in.
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '4 records: 2 new, 0 updated, 1 bad, 1 held by screening (into the job record)',
    );
    expect(result.stderr).toMatch(/line 4: (held for review|refused) by screening/);
    for (const node of nodes) {
      expect(
        await until(async () => {
          const page = await (await fetch(`${node.origin}/jobs?keywords=quokkaimport`)).text();
          return page.includes('href="/job/imp-1"') && page.includes('href="/job/imp-2"');
        }, 5000),
      ).toBe(true);
      const page = await (await fetch(`${node.origin}/jobs?keywords=quokkaimport`)).text();
      expect(page).not.toContain('href="/job/imp-4"');
    }
  }, 60_000);

  it('pnpm alerts with DATABASE_URL brings its index up to the record first, then mails each due digest once', async () => {
    // A database of its own on the primary, with no web node on it: only the command sends.
    const url = new URL(postgres.primary.url);
    await promisify(execFile)(join(postgresBinDir(), 'createdb'), [
      '-h',
      url.searchParams.get('host')!,
      '-p',
      url.port,
      '-U',
      'postgres',
      'alerts_command',
    ]);
    url.pathname = '/alerts_command';
    const databaseUrl = url.toString();
    const posting = (identifier: string, title: string) =>
      feedPosting(identifier, title, {
        organisation: 'Numbat Health',
        locality: 'Perth',
        region: 'WA',
      });
    const run = (script: string, args: string[], env: Record<string, string>) =>
      runBuilt(script, args, { DATABASE_URL: databaseUrl, ...env });
    const importJob = async (identifier: string, title: string) => {
      const feed = join(dataDir, `${identifier}.jsonl`);
      await writeFile(feed, posting(identifier, title));
      expect((await run('import.js', [feed], {})).code).toBe(0);
    };
    const alerts = () =>
      run('alerts.js', [], {
        // A new, empty index file: the command must build it before searching.
        DATABASE_PATH: join(dataDir, 'alerts-command-index.db'),
        NODE_ID: 'cron',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        PUBLIC_ORIGIN: 'http://127.0.0.1:3999',
        ALERT_TOKEN_SECRET: 'local-cluster-alert-secret-not-for-production',
        SEARCH_THREADS: '1',
      });

    await importJob('numbat-1', 'Numbatalert Nurse');
    const records = await openDomainStores({ url: databaseUrl }, { pool: { poolSize: 2 } });
    try {
      const email = 'numbat@cluster.example';
      const seeker = await createAccount(records.accounts, {
        role: 'seeker',
        name: 'Numbat Seeker',
        email,
        password: PASSWORD,
      });
      if (!seeker.ok) throw new Error(JSON.stringify(seeker.errors));
      await markEmailVerified(records.accounts, seeker.user.id);
      const saved = await saveSearch(records.seekers, seeker.user.id, {
        name: 'Numbat jobs',
        query: serializeJobSearchQuery(parseJobSearchQuery({ keywords: 'numbatalert' }).query),
      });
      if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
      await setSearchAlert(records.seekers, seeker.user.id, saved.search.id, { on: true });
      const searches = records.database.as<{
        saved_searches: { id: string; alert_due_at: string; alert_watermark: string };
      }>();
      /** Due now, and looking for jobs listed since before the feed's (its dates are fixed). */
      const makeDue = () =>
        searches
          .updateTable('saved_searches')
          .set({
            alert_due_at: new Date(Date.now() - 1000).toISOString(),
            alert_watermark: '2026-01-01T00:00:00.000Z',
          })
          .where('id', '=', saved.search.id)
          .execute();
      const digests = () =>
        smtp.received.filter(
          (mail) =>
            mail.envelope.to.includes(email) && mail.parsed.subject?.endsWith(' for Numbat jobs'),
        );

      await makeDue();
      const first = await alerts();
      expect(first.stderr).toBe('');
      expect(first.stdout).toContain("alerts: job index at the record's position 1");
      expect(first.stdout).toContain('1 saved search due, 1 digest (1 jobs), 0 failed');
      expect(await until(async () => digests().length === 1, 10_000)).toBe(true);
      expect(digests()[0]!.parsed.text).toContain('Numbatalert Nurse');

      // A job more in the record; the same index file, now behind, catches up before searching.
      await importJob('numbat-2', 'Numbatalert Midwife');
      await makeDue();
      const second = await alerts();
      expect(second.stdout).toContain("alerts: job index at the record's position 2");
      expect(second.stdout).toContain('1 saved search due, 1 digest (1 jobs), 0 failed');
      expect(await until(async () => digests().length === 2, 10_000)).toBe(true);
      expect(digests()[1]!.parsed.text).toContain('Numbatalert Midwife');
      expect(digests()[1]!.parsed.text).not.toContain('Numbatalert Nurse');

      // Nothing due: nothing sent.
      const third = await alerts();
      expect(third.stdout).toContain('0 saved searches due, 0 digests');
      await new Promise((done) => setTimeout(done, 1000));
      expect(digests()).toHaveLength(2);
    } finally {
      await records.close();
    }
  }, 120_000);

  it('trust and safety on every node: the scam is held everywhere, approved on B it is found everywhere, and a suspension on C takes every ad of the organisation out of search on every node within 2 s', async () => {
    const [a, b, c] = nodes as [WebNode, WebNode, WebNode];
    const employer = new Browser();
    expect(
      (
        await employer.post(a.origin, '/signup', {
          role: 'employer',
          name: 'Sol Suspect',
          email: 'sol@suspect.example',
          password: PASSWORD,
          organisationName: 'Suspect Staffing',
          next: '/employer',
        })
      ).status,
    ).toBe(303);
    const ordinary: { index: number; id: string }[] = [];
    for (const index of [900, 901]) {
      const id = await draftAd(employer, a.origin, index);
      expect(
        (await employer.post(a.origin, `/employer/ads/${id}/edit`, { action: 'publish' })).status,
      ).toBe(303);
      ordinary.push({ index, id });
    }
    // The scam at the top of the issue (the keyword makes it findable if it were live).
    const scamIndex = 902;
    const scam = await draftAd(employer, a.origin, scamIndex, {
      title: `Earn $5,000/week from home ${keyword(scamIndex)}`,
      details:
        'Pay the $99 starter kit fee before you start; message us on WhatsApp +61 400 000 000 or Telegram.',
    });
    expect(
      (await employer.post(a.origin, `/employer/ads/${scam}/edit`, { action: 'publish' })).status,
    ).toBe(303);
    expect(await (await employer.get(b.origin, '/employer')).text()).toContain('In review');
    for (const node of nodes) {
      expect(await until(() => found(node, ordinary[1]!.index, ordinary[1]!.id), 2000)).toBe(true);
      expect(await found(node, scamIndex, scam)).toBe(false);
    }

    // A moderator (granted as the command grants) approves it on B: found everywhere within 2 s.
    const moderator = new Browser();
    expect(
      (
        await moderator.post(b.origin, '/signup', {
          role: 'seeker',
          name: 'Mo Moderator',
          email: 'mo@cluster.example',
          password: PASSWORD,
          next: '/',
        })
      ).status,
    ).toBe(303);
    const mo = await tables()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'mo@cluster.example')
      .executeTakeFirstOrThrow();
    await grantModerator(primary.as<ModerationTables>(), mo.id, 'command:test');
    // The admin area needs two-step sign-in: set up on B, passed for this session.
    expect((await moderator.get(b.origin, '/admin')).headers.get('location')).toBe(
      '/account/two-step?next=%2Fadmin',
    );
    await moderator.post(b.origin, '/account/two-step/start', { next: '/admin' });
    const setup = await (await moderator.get(b.origin, '/account/two-step')).text();
    const { secret } = (JSON.parse(contextBlock(setup)) as { data: { secret: string } }).data;
    const confirmed = await moderator.post(b.origin, '/account/two-step/confirm', {
      code: totpCode(secret, new Date()),
      next: '/admin',
    });
    expect(confirmed.status).toBe(200);
    expect(await (await moderator.get(b.origin, '/admin')).text()).toContain('Earn $5,000/week');
    const approved = await moderator.post(b.origin, `/admin/ads/${scam}/decision`, {
      decision: 'approve',
    });
    expect(approved.status).toBe(303);
    for (const node of nodes)
      expect(await until(() => found(node, scamIndex, scam), 2000)).toBe(true);

    // Suspended on C: every ad of the organisation leaves search on every node within 2 s.
    const directory = await (
      await moderator.get(c.origin, '/admin/organisations?q=suspect')
    ).text();
    const organisationId = /href="\/admin\/organisations\/([^"]+)"/.exec(directory)?.[1];
    expect(organisationId).toBeDefined();
    const suspended = await moderator.post(
      c.origin,
      `/admin/organisations/${organisationId}/decision`,
      {
        decision: 'suspend',
        reason: 'Fake jobs asking for fees.',
      },
    );
    expect(suspended.status).toBe(303);
    const at = performance.now();
    const all = [...ordinary, { index: scamIndex, id: scam }];
    const gone = await Promise.all(
      nodes.map((node) =>
        until(async () => {
          for (const ad of all) if (await found(node, ad.index, ad.id)) return false;
          return true;
        }, 2000),
      ),
    );
    console.log(
      `cluster: suspension out of search on every node in ${(performance.now() - at).toFixed(0)} ms`,
    );
    expect(gone).toEqual([true, true, true]);
    expect((await fetch(`${a.origin}/company/suspect-staffing`)).status).toBe(404);
    expect(
      (
        await employer.post(b.origin, '/employer/ads/new', {
          ...sampleAdFormBody(),
          action: 'draft',
        })
      ).status,
    ).toBe(403);
  }, 120_000);
});
