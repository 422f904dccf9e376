import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sampleAdFormBody } from '@joblane/ads/testing';
import { openRelationalDatabase, type RelationalDatabase } from '@joblane/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  startLocalPostgres,
  startWebNode,
  waitUntilReady,
  type LocalPostgres,
  type WebNode,
} from '../cluster/localCluster.ts';
import { freePort } from './serve.ts';

// "Report this job" on three web nodes sharing one PostgreSQL primary, each with its own job
// index fed from the job record: three reports from distinct people, sent to different nodes,
// take the job out of search on every node. The built server, real sockets, real PostgreSQL.
// Needs `node --import tsx build/build.ts` first, as the other server tests do.

const PASSWORD = 'violet harbour lantern 42';

let postgres: LocalPostgres;
let dataDir: string;
let primary: RelationalDatabase;
const nodes: WebNode[] = [];

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

  async get(origin: string, path: string) {
    return this.remember(
      await fetch(origin + path, {
        headers: { cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ') },
        redirect: 'manual',
      }),
    );
  }

  async post(origin: string, path: string, form: Record<string, string>) {
    return this.remember(
      await fetch(origin + path, {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
        headers: {
          cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; '),
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
        },
      }),
    );
  }
}

/** The tables the test reads directly. */
interface Tables {
  job_record_jobs: { id: string; status: string };
  job_record_log: { position: number; job_id: string; operation: string };
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 20));
  }
}

const findsBy = async (node: WebNode, keywords: string, id: string) =>
  (
    await (await fetch(`${node.origin}/jobs?keywords=${encodeURIComponent(keywords)}`)).text()
  ).includes(`href="/job/${id}"`);

async function signUp(origin: string, email: string, role: 'seeker' | 'employer' = 'seeker') {
  const browser = new Browser();
  const response = await browser.post(origin, '/signup', {
    role,
    name: role === 'seeker' ? 'Sam Seeker' : 'Erin Employer',
    email,
    password: PASSWORD,
    ...(role === 'employer' ? { organisationName: 'Cluster Reports Care' } : {}),
    next: '/',
  });
  expect(response.status).toBe(303);
  return browser;
}

/** How often the record's log says the job was expired. */
const expiries = async (id: string) =>
  (
    await primary
      .as<Tables>()
      .selectFrom('job_record_log')
      .select('position')
      .where('job_id', '=', id)
      .where('operation', '=', 'expire')
      .execute()
  ).length;

beforeAll(async () => {
  postgres = await startLocalPostgres();
  dataDir = await mkdtemp(join(tmpdir(), 'joblane-reports-cluster-'));
  const ports = [await freePort(), await freePort(), await freePort()];
  // Started together: they take turns, and the first fills the empty record with sample jobs.
  nodes.push(
    ...(await Promise.all(
      ports.map((port, index) =>
        startWebNode({
          nodeId: `reports-${'abc'[index]}`,
          port,
          databaseUrl: postgres.primary.url,
          dataDir,
          publicOrigin: `http://127.0.0.1:${ports[0]}`,
          sampleJobs: 200,
          env: { CLIENT_BUDGET: '1000000', LOG_LEVEL: 'warn' },
        }),
      ),
    )),
  );
  await Promise.all(nodes.map((node) => waitUntilReady(node)));
  primary = openRelationalDatabase({ url: postgres.primary.url, poolSize: 2 });
}, 240_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await primary?.close();
  await postgres?.close();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('reports on three web nodes sharing one PostgreSQL', () => {
  it('three reports from distinct people on different nodes hide an ad from search on every node; a repeated report does not count', async () => {
    const [a, b, c] = nodes as [WebNode, WebNode, WebNode];
    const erin = await signUp(a.origin, 'erin@reports.example', 'employer');
    const draft = await erin.post(a.origin, '/employer/ads/new', {
      ...sampleAdFormBody(),
      title: 'Zqreported Wombat Nurse',
      action: 'preview',
    });
    const id = /^\/employer\/ads\/([^/]+)\/edit/.exec(draft.headers.get('location') ?? '')?.[1];
    expect(id).toBeDefined();
    expect(
      (await erin.post(a.origin, `/employer/ads/${id}/edit`, { action: 'publish' })).status,
    ).toBe(303);
    for (const node of nodes)
      expect(await until(() => findsBy(node, 'zqreported', id!), 2000)).toBe(true);

    const ana = await signUp(a.origin, 'ana@reports.example');
    const bo = await signUp(b.origin, 'bo@reports.example');
    expect((await ana.post(a.origin, `/job/${id}/report`, { reason: 'scam' })).status).toBe(303);
    // Ana again on another node: the same person, so still one report.
    const repeated = await ana.post(b.origin, `/job/${id}/report`, { reason: 'asks-for-money' });
    expect(repeated.headers.get('location')).toBe(`/job/${id}/report`);
    expect((await bo.post(b.origin, `/job/${id}/report`, { reason: 'misleading' })).status).toBe(
      303,
    );
    // Two people so far: still searchable everywhere.
    for (const node of nodes) expect(await findsBy(node, 'zqreported', id!)).toBe(true);
    expect(await expiries(id!)).toBe(0);

    // The third, signed out on C: C waited for its own index before answering; A and B follow.
    const third = await new Browser().post(c.origin, `/job/${id}/report`, {
      reason: 'scam',
      confirm: 'yes',
    });
    expect(third.status).toBe(303);
    const at = performance.now();
    expect(await findsBy(c, 'zqreported', id!)).toBe(false);
    for (const node of [a, b]) {
      expect(await until(async () => !(await findsBy(node, 'zqreported', id!)), 2000)).toBe(true);
    }
    console.log(
      `reports cluster: the ad left search on A and B within ${(performance.now() - at).toFixed(0)} ms`,
    );
    expect(await expiries(id!)).toBe(1);
    const stored = await primary
      .as<Tables>()
      .selectFrom('job_record_jobs')
      .select('status')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('expired');
    // Its page on every node is gone as an expired ad's is; the reporters still see theirs.
    for (const node of nodes) expect((await fetch(`${node.origin}/job/${id}`)).status).toBe(410);
    expect(await (await bo.get(a.origin, '/account/reports')).text()).toContain(
      'Zqreported Wombat Nurse',
    );
  }, 120_000);

  it('four people reporting a job at once on three nodes take it out of search once, everywhere', async () => {
    const [a, b, c] = nodes as [WebNode, WebNode, WebNode];
    const page = await (await fetch(`${a.origin}/jobs`)).text();
    const id = /href="\/job\/([^"/?]+)"/.exec(page)?.[1];
    expect(id).toBeDefined();
    const people = await Promise.all(
      ['cy', 'di', 'ed', 'flo'].map((name, index) =>
        signUp(nodes[index % 3]!.origin, `${name}@reports.example`),
      ),
    );
    const answers = await Promise.all(
      people.map((person, index) =>
        person.post([a, b, c][index % 3]!.origin, `/job/${id}/report`, { reason: 'duplicate' }),
      ),
    );
    // Each is stored, or (arriving after the third took the job out) finds nothing to report.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 303 || status === 410)).toBe(true);
    expect(statuses.filter((status) => status === 303).length).toBeGreaterThanOrEqual(3);
    expect(await expiries(id!)).toBe(1);
    for (const node of nodes) {
      expect(
        await until(async () => (await fetch(`${node.origin}/job/${id}`)).status === 410, 2000),
      ).toBe(true);
    }
  }, 60_000);
});
