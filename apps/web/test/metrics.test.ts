import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startPostgresCluster, type PostgresCluster } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoot, startWebNode, waitUntilReady, type WebNode } from '../cluster/localCluster.ts';
import { metricFamilies, metricNamesInExpressions, parseSamples } from './metricsText.ts';

// One built node on PostgreSQL (DATABASE_URL: a job index following the record, a pool with its
// circuit breaker, the mail queue) with METRICS_PORT set, as an operator runs it: what its
// scraper sees, what the public port does not show, and that the dashboard and the alert rules
// in ops/ name only metrics it exports.
// Needs `node --import tsx build/build.ts` first, as the other server tests do.

let postgres: PostgresCluster;
let dataDir: string;
let node: WebNode;
let metricsOrigin: string;

/** A free loopback port (not serve.ts's: that module loads the whole app for its helpers). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

const scrape = async () => {
  const response = await fetch(`${metricsOrigin}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};

/** Every value a label takes in the exposition (across all metrics). */
function labelValues(text: string, label: string): Set<string> {
  return new Set(
    parseSamples(text)
      .map((sample) => sample.labels[label])
      .filter((value): value is string => value !== undefined),
  );
}

beforeAll(async () => {
  postgres = await startPostgresCluster();
  dataDir = await mkdtemp(join(tmpdir(), 'joblane-metrics-'));
  const [port, metricsPort] = [await freePort(), await freePort()];
  node = await startWebNode({
    nodeId: 'metrics-1',
    port,
    databaseUrl: postgres.url('postgres'),
    dataDir,
    publicOrigin: `http://127.0.0.1:${port}`,
    sampleJobs: 200,
    // Enough for the searches below, then the client is refused (429).
    env: { METRICS_PORT: String(metricsPort), CLIENT_BUDGET: '40', LOG_LEVEL: 'warn' },
  });
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  await waitUntilReady(node);
});

afterAll(async () => {
  await node?.stop();
  await postgres?.stop();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describe('a node with METRICS_PORT', () => {
  it('serves /metrics only on its metrics port: the public port answers 404', async () => {
    expect((await fetch(`${node.origin}/metrics`)).status).toBe(404);
    const response = await fetch(`${metricsOrigin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    // Nothing else is served there.
    expect((await fetch(`${metricsOrigin}/`)).status).toBe(404);
    expect((await fetch(`${metricsOrigin}/jobs`)).status).toBe(404);
    expect((await fetch(`${metricsOrigin}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('counts requests, searches, the search pool, the follower, the pool, mail, tasks and the process', async () => {
    for (let search = 0; search < 2; search += 1) {
      expect((await fetch(`${node.origin}/jobs?keywords=nurse`)).status).toBe(200);
    }
    const text = await scrape();
    const families = metricFamilies(text);
    expect(
      [
        'joblane_http_requests_total',
        'joblane_http_request_duration_seconds',
        'joblane_http_requests_shed_total',
        'joblane_http_requests_refused_total',
        'joblane_ready',
        'joblane_search_pool_threads',
        'joblane_search_pool_queued_tasks',
        'joblane_search_pool_wait_seconds',
        'joblane_search_pool_run_seconds',
        'joblane_search_cache_requests_total',
        'joblane_search_match_sets_total',
        'joblane_job_index_ready',
        'joblane_job_index_position',
        'joblane_job_record_head_position',
        'joblane_job_index_lag_positions',
        'joblane_job_index_lag_seconds',
        'joblane_job_record_reachable',
        'joblane_job_index_rebuilds_total',
        'joblane_job_record_follower_lag_seconds',
        'joblane_job_record_follower_lag_positions',
        'joblane_job_record_follower_report_age_seconds',
        'joblane_db_breaker_state',
        'joblane_db_breaker_transitions_total',
        'joblane_db_pool_connections',
        'joblane_db_pool_max_connections',
        'joblane_db_pool_waiting_requests',
        'joblane_mail_queue_messages',
        'joblane_mail_queue_oldest_age_seconds',
        'joblane_mail_sent_total',
        'joblane_mail_send_failures_total',
        'joblane_task_runs_total',
        'joblane_task_failures_total',
        'joblane_task_last_success_timestamp_seconds',
        'joblane_task_interval_seconds',
        'process_cpu_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_p99_seconds',
      ].filter((name) => !families.has(name)),
    ).toEqual([]);
    const samples = parseSamples(text);
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find(
        (sample) =>
          sample.name === name &&
          Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
      )?.value;
    expect(value('joblane_ready')).toBe(1);
    expect(
      value('joblane_http_requests_total', {
        method: 'GET',
        route: '/jobs',
        status_class: '2xx',
      }),
    ).toBe(2);
    // The second search came from the result cache (in a worker thread).
    expect(value('joblane_search_cache_requests_total', { result: 'hit' })).toBeGreaterThan(0);
    // "nurse" was read from the full-text index once; a few hundred jobs share nothing.
    expect(value('joblane_search_match_sets_total', { source: 'read' })).toBeGreaterThan(0);
    expect(value('joblane_search_match_sets_total', { source: 'shared' })).toBe(0);
    // No term of a few hundred jobs is broad enough to keep its list in the database.
    expect(value('joblane_search_match_sets_total', { source: 'kept' })).toBe(0);
    expect(value('joblane_search_pool_run_seconds_count', { lane: 'search' })).toBeGreaterThan(0);
    // The index is built and caught up with the record (200 sample jobs written there).
    expect(value('joblane_job_index_ready')).toBe(1);
    expect(value('joblane_job_index_position')).toBeGreaterThan(0);
    expect(value('joblane_job_index_lag_positions')).toBe(0);
    expect(value('joblane_job_record_reachable')).toBe(1);
    // Its follower, as the record sees it (its position reported every 10 s: maybe a little behind).
    expect(
      value('joblane_job_record_follower_report_age_seconds', { follower: 'metrics-1' }),
    ).toBeLessThan(60);
    // PostgreSQL answers: every pool's breaker is closed.
    expect(value('joblane_db_breaker_state', { pool: 'primary', state: 'closed' })).toBe(1);
    expect(value('joblane_db_breaker_state', { pool: 'follower', state: 'open' })).toBe(0);
    expect(value('joblane_db_pool_max_connections', { pool: 'primary' })).toBe(10);
    expect(value('joblane_task_interval_seconds', { task: 'alerts' })).toBe(60);
    expect(value('joblane_task_interval_seconds', { task: 'mail-purge' })).toBe(86_400);
    expect(value('joblane_task_runs_total', { task: 'alerts' })).toBeGreaterThanOrEqual(1);
  });

  it('counts a client refused for its spent budget (429)', async () => {
    let status = 200;
    for (let tries = 0; tries < 20 && status !== 429; tries += 1) {
      status = (await fetch(`${node.origin}/jobs?keywords=welder`)).status;
    }
    expect(status).toBe(429);
    const refused = parseSamples(await scrape()).find(
      (sample) =>
        sample.name === 'joblane_http_requests_refused_total' && sample.labels.kind === 'search',
    );
    expect(refused?.value).toBeGreaterThan(0);
  });

  it('keeps label values bounded: unknown, long and parameterised URLs add no new value', async () => {
    const before = await scrape();
    const routesBefore = labelValues(before, 'route');
    const marker = `zz${Date.now()}`;
    // Refused or not (the budget is spent by now), each is counted under its route id.
    await fetch(`${node.origin}/${marker}/${'x'.repeat(2000)}`);
    await fetch(`${node.origin}/no-such-page-${marker}?user=${marker}`);
    await fetch(`${node.origin}/jobs/${marker}`);
    await fetch(`${node.origin}/jobs?keywords=${marker}`);
    await fetch(`${node.origin}/%E0%A4%A`);
    const after = await scrape();
    expect(after).not.toContain(marker);
    const routesAfter = labelValues(after, 'route');
    const added = [...routesAfter].filter((route) => !routesBefore.has(route));
    // At most the job page's route id (if it was not requested before), never a requested URL.
    expect(added.every((route) => route === '/jobs/:id')).toBe(true);
    for (const route of routesAfter) {
      expect(route === 'unmatched' || route.startsWith('/'), route).toBe(true);
      expect(route.length, route).toBeLessThan(80);
    }
    expect([...labelValues(after, 'status_class')].sort()).toEqual(
      [...labelValues(after, 'status_class')].filter((value) => /^[1-5]xx$/.test(value)).sort(),
    );
  });

  it('exports every metric the dashboard and the alert rules name', async () => {
    const families = metricFamilies(await scrape());
    const dashboard = JSON.parse(
      await readFile(join(appRoot, 'ops', 'grafana', 'joblane.json'), 'utf8'),
    ) as { panels: { targets?: { expr: string }[] }[] };
    const expressions = dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => target.expr),
    );
    expect(expressions.length).toBeGreaterThan(20);
    const rules = await readFile(join(appRoot, 'ops', 'prometheus', 'rules.yml'), 'utf8');
    const ruleExpressions = [...rules.matchAll(/expr: (\|\n(?: {10}.*\n)+|.*)/g)].map(
      (match) => match[1]!,
    );
    expect(ruleExpressions).toHaveLength(7);
    const named = metricNamesInExpressions([...expressions, ...ruleExpressions]);
    expect(named.size).toBeGreaterThan(20);
    // `up` is Prometheus' own, about the scrape.
    const missing = [...named].filter((name) => !families.has(name) && name !== 'up');
    expect(missing).toEqual([]);
  });
});

describe('the check of names in expressions', () => {
  it('finds each metric name, and would report one that no node exports', () => {
    const named = metricNamesInExpressions([
      'histogram_quantile(0.99, sum by (le, lane) (rate(joblane_search_pool_wait_seconds_bucket{instance=~"$instance"}[$__rate_interval])))',
      '(time() - joblane_task_last_success_timestamp_seconds{task="alerts"}) / joblane_task_interval_seconds > 3',
      'joblane_ready == 0 or up{job="joblane"} == 0',
      'sum(rate(joblane_http_requests_totl[5m]))',
    ]);
    expect([...named].sort()).toEqual([
      'joblane_http_requests_totl',
      'joblane_ready',
      'joblane_search_pool_wait_seconds_bucket',
      'joblane_task_interval_seconds',
      'joblane_task_last_success_timestamp_seconds',
      'up',
    ]);
    const families = metricFamilies(
      '# HELP joblane_http_requests_total Requests.\n# TYPE joblane_http_requests_total counter\n',
    );
    expect([...named].filter((name) => !families.has(name))).toContain(
      'joblane_http_requests_totl',
    );
  });
});
