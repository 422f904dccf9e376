import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { sampleAdFormBody } from '@joblane/ads/testing';
import { openRelationalDatabase } from '@joblane/database';
import { openJobRecord } from '@joblane/job-record';
import { openSqliteJobStore } from '@joblane/jobs';
import { startTestSmtpServer, type TestSmtpServer } from '@joblane/mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  startLocalPostgres,
  startWebNode,
  waitUntilReady,
  type LocalPostgres,
  type WebNode,
} from '../cluster/localCluster.ts';
import { appRoot } from './helpers.ts';
import { freePort } from './serve.ts';

// Three web nodes on one PostgreSQL primary (with a streaming replica beside it), each with its
// own job index file fed from the job record: the built server, real sockets, real PostgreSQL.
// Needs `node --import tsx build/build.ts` first, as the other server tests do.

const PASSWORD = 'violet harbour lantern 42';
const ADS = 200;
const SAMPLE = 1000;

let postgres: LocalPostgres;
let smtp: TestSmtpServer;
let dataDir: string;
const nodes: WebNode[] = [];
let nodeOptions: Parameters<typeof startWebNode>[0][] = [];

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

  async post(origin: string, path: string, form: Record<string, string | string[]>) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) {
      for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
    }
    return this.remember(
      await fetch(origin + path, {
        method: 'POST',
        body: body.toString(),
        redirect: 'manual',
        headers: {
          cookie: this.cookieHeader,
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
        },
      }),
    );
  }
}

/** A keyword only one ad has: letters only, so the search's tokenizer keeps it whole. */
const keyword = (index: number) =>
  `zq${[...index.toString(26).padStart(3, '0')].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}wombat`;

async function draftAd(browser: Browser, origin: string, index: number): Promise<string> {
  const response = await browser.post(origin, '/employer/ads/new', {
    ...sampleAdFormBody(),
    title: `Cluster ${keyword(index)} Nurse`,
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
  const env = {
    CLIENT_BUDGET: '1000000',
    ALERT_INTERVAL_MS: '0',
    AD_EXPIRY_INTERVAL_MS: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  };
  // A fills the record; B and C start after it and build their index from a snapshot.
  for (const [index, port] of ports.entries()) {
    const options = {
      nodeId: `node-${'abc'[index]}`,
      port,
      databaseUrl: postgres.primary.url,
      dataDir,
      publicOrigin: `http://127.0.0.1:${ports[0]}`,
      sampleJobs: index === 0 ? SAMPLE : 0,
      env: { ...env, DATABASE_CONNECT_TIMEOUT_MS: '1000' },
    };
    nodeOptions.push(options);
    const node = await startWebNode(options);
    nodes.push(node);
    await waitUntilReady(node);
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await postgres?.close();
  await smtp?.close();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

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

  it('PostgreSQL stopped: requests that need it answer 503 with Retry-After, nothing is half-written, and the nodes recover by themselves', async () => {
    const [a, b, c] = nodes as [WebNode, WebNode, WebNode];
    const id = await draftAd(erin, a.origin, ADS);
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
    } finally {
      await postgres.primary.start();
    }
    // The same session, with no restart of any node.
    expect(
      await until(async () => (await erin.get(b.origin, '/employer')).status === 200, 20_000),
    ).toBe(true);
    // The failed publish left the ad a draft: not a job anywhere.
    for (const node of nodes) {
      expect((await fetch(`${node.origin}/job/${id}`)).status).toBe(404);
    }
    const published = await erin.post(a.origin, `/employer/ads/${id}/edit`, { action: 'publish' });
    expect(published.status).toBe(303);
    for (const node of [b, c]) {
      expect(await until(() => found(node, ADS, id), 5000)).toBe(true);
    }
    for (const node of nodes) expect((await fetch(`${node.origin}/readyz`)).status).toBe(200);
  }, 120_000);

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
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        identifier,
        title,
        description: '<p>Care for patients.</p>',
        datePosted: '2026-11-20',
        validThrough: '2099-02-10T00:00:00Z',
        hiringOrganization: { '@type': 'Organization', name: 'Imported Health' },
        jobLocation: {
          '@type': 'Place',
          address: { addressLocality: 'Parramatta', addressRegion: 'NSW', addressCountry: 'AU' },
        },
        employmentType: 'FULL_TIME',
        occupationalCategory: 'Nursing - General Medical & Surgical',
        industry: 'Healthcare & Medical',
      });
    const feed = join(dataDir, 'feed.jsonl');
    await writeFile(
      feed,
      [
        posting('imp-1', 'Quokkaimport Nurse'),
        posting('imp-2', 'Quokkaimport Midwife'),
        '{"@type":"JobPosting","identifier":"imp-3"}',
      ].join('\n'),
    );
    const result = await promisify(execFile)(
      process.execPath,
      [join(appRoot, 'dist', 'server', 'import.js'), feed],
      { env: { ...process.env, DATABASE_URL: postgres.primary.url } },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    // One record was bad: exit 1, the good ones are in.
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('3 records: 2 new, 0 updated, 1 bad (into the job record)');
    for (const node of nodes) {
      expect(
        await until(async () => {
          const page = await (await fetch(`${node.origin}/jobs?keywords=quokkaimport`)).text();
          return page.includes('href="/job/imp-1"') && page.includes('href="/job/imp-2"');
        }, 5000),
      ).toBe(true);
    }
  }, 60_000);
});
