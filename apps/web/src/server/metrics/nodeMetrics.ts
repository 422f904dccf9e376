import type { BreakerState, PoolStats } from '@joblane/database';
import type { FollowerReport } from '@joblane/job-record';
import type { DeliveryReport, MailQueueStats } from '@joblane/mail';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

import type { JobIndexStatus, ShedReason } from '../plugins/health.ts';
import type { RequestKind } from '../requestCost.ts';
import type { PoolLoad } from '../searchPool.ts';

/**
 * Every metric a node exports, named as Prometheus' guidelines say: a `joblane_` prefix, the unit
 * in the name (`_seconds`, `_total` for counters) and label values from small fixed sets (route
 * ids as registered, status classes, lane, pool and task names): never a raw URL, a query, an
 * address or a user id. Domain packages stay free of prom-client: they report plain numbers
 * (`poolStats`, `mailQueueStats`, the follower's lag) that `refresh` reads at each scrape, and
 * events (requests, searches, task runs) the server's hooks pass to the `observe…` methods.
 */

/** Search pool lanes (see searchPool.ts). */
export type SearchLane = 'search' | 'quick';
/** The PostgreSQL pools a node may hold: the records' primary, the replica, the follower's. */
export type DatabasePoolName = 'primary' | 'replica' | 'follower';

/** What `refresh` reads at each scrape; each part absent when the node has no such thing. */
export interface MetricSources {
  /** `/readyz` answered 200. */
  ready?: () => Promise<boolean>;
  /** The search pool's load. */
  searchPool?: () => PoolLoad;
  /** The follower's progress (`DATABASE_URL`). */
  jobIndex?: () => Promise<JobIndexStatus>;
  /** Every node's follower as the job record sees it (with `jobIndex`). */
  followers?: () => Promise<FollowerReport[]>;
  /** Each PostgreSQL pool's numbers. */
  databasePools?: () => Partial<Record<DatabasePoolName, PoolStats | undefined>>;
  /** The mail queue's backlog. */
  mailQueue?: () => Promise<MailQueueStats>;
}

/** The methods a pooled store read may be (bounded: the pool refuses any other). */
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A request that matched no route (a 404, a bad URL): one label value for all of them. */
export const UNMATCHED_ROUTE = 'unmatched';
/**
 * How long a scrape waits for one slow source (the database away) before leaving it out, so a
 * scrape answers well within Prometheus' timeout whatever PostgreSQL does.
 */
const SOURCE_TIMEOUT_MS = 500;

const breakerStates: readonly BreakerState[] = ['closed', 'open', 'half-open'];
/** Label values use underscores (`half_open`), as Prometheus' own do. */
const stateLabel = (state: BreakerState) => state.replace('-', '_');

/** Seconds; requests are mostly milliseconds, searches up to the handler timeout. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const POOL_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('metrics source timed out')), SOURCE_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class NodeMetrics {
  readonly registry = new Registry();

  private counter<L extends string>(config: CounterConfiguration<L>) {
    return new Counter<L>({ ...config, registers: [this.registry] });
  }
  private gauge<L extends string>(config: GaugeConfiguration<L>) {
    return new Gauge<L>({ ...config, registers: [this.registry] });
  }
  private histogram<L extends string>(config: HistogramConfiguration<L>) {
    return new Histogram<L>({ ...config, registers: [this.registry] });
  }
  private readonly jobIndexMetrics: (Gauge | Counter)[] = [];
  private unregistered<M extends Gauge | Counter>(
    Kind: new (config: GaugeConfiguration<string> & CounterConfiguration<string>) => M,
    config: { name: string; help: string; labelNames?: readonly string[] },
  ): M {
    const metric = new Kind({ ...config, registers: [] });
    this.jobIndexMetrics.push(metric);
    return metric;
  }

  // Requests.
  private readonly requests = this.counter({
    name: 'joblane_http_requests_total',
    help: 'HTTP requests answered, by method, route id (as registered; "unmatched" for none) and status class.',
    labelNames: ['method', 'route', 'status_class'],
  });
  private readonly requestDuration = this.histogram({
    name: 'joblane_http_request_duration_seconds',
    help: 'Time from receiving a request to its response, by method, route id and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: REQUEST_BUCKETS,
  });
  private readonly shed = this.counter({
    name: 'joblane_http_requests_shed_total',
    help: 'Requests answered 503 by load shedding, by request kind (page, search) and reason.',
    labelNames: ['kind', 'reason'],
  });
  private readonly refused = this.counter({
    name: 'joblane_http_requests_refused_total',
    help: "Requests answered 429 because the client's budget was spent, by request kind.",
    labelNames: ['kind'],
  });
  private readonly ready = this.gauge({
    name: 'joblane_ready',
    help: '1 when /readyz answers 200 (the node can serve), else 0.',
  });

  // Search pool.
  private readonly poolThreads = this.gauge({
    name: 'joblane_search_pool_threads',
    help: 'Worker threads of the search lane.',
  });
  private readonly poolQueued = this.gauge({
    name: 'joblane_search_pool_queued_tasks',
    help: 'Search-lane tasks waiting for a thread.',
  });
  private readonly poolWait = this.histogram({
    name: 'joblane_search_pool_wait_seconds',
    help: 'Time a store read waited in the pool before a thread took it, by lane.',
    labelNames: ['lane'],
    buckets: POOL_BUCKETS,
  });
  private readonly poolRun = this.histogram({
    name: 'joblane_search_pool_run_seconds',
    help: 'Time a store read ran on a pool thread (with its hand-over), by lane and outcome.',
    labelNames: ['lane', 'outcome'],
    buckets: POOL_BUCKETS,
  });
  private readonly searchCache = this.counter({
    name: 'joblane_search_cache_requests_total',
    help: 'Searches by whether the result cache answered them (result="hit") or not ("miss").',
    labelNames: ['result'],
  });
  private readonly matchSets = this.counter({
    name: 'joblane_search_match_sets_total',
    help: 'Keyword match sets the search threads read from the full-text index (source="read"), from a list kept in the database (source="kept"), or took from another thread (source="shared").',
    labelNames: ['source'],
  });

  // The job index's follower: registered only on a node that has one (`DATABASE_URL`).
  private readonly indexReady = this.unregistered(Gauge, {
    name: 'joblane_job_index_ready',
    help: "1 once this node's job index has been built from the job record, else 0.",
  });
  private readonly indexPosition = this.unregistered(Gauge, {
    name: 'joblane_job_index_position',
    help: "The job record's log position this node's index has applied.",
  });
  private readonly recordHead = this.unregistered(Gauge, {
    name: 'joblane_job_record_head_position',
    help: "The job record's newest log position, as this node last read it.",
  });
  private readonly indexLagPositions = this.unregistered(Gauge, {
    name: 'joblane_job_index_lag_positions',
    help: "Log positions the job record holds that this node's index has not applied.",
  });
  private readonly indexLagSeconds = this.unregistered(Gauge, {
    name: 'joblane_job_index_lag_seconds',
    help: 'Age of the oldest change this node has not applied (0 when none waits).',
  });
  private readonly recordReachable = this.unregistered(Gauge, {
    name: 'joblane_job_record_reachable',
    help: '1 when the job record (PostgreSQL) answered the last lag question, else 0.',
  });
  private readonly followerLagSeconds = this.unregistered(Gauge, {
    name: 'joblane_job_record_follower_lag_seconds',
    help: "As the job record sees each node's follower (by NODE_ID): age of the oldest change past its last reported position. Every node reports every follower, a paused or stuck one included.",
    labelNames: ['follower'],
  });
  private readonly followerLagPositions = this.unregistered(Gauge, {
    name: 'joblane_job_record_follower_lag_positions',
    help: "As the job record sees each node's follower: positions past its last reported one.",
    labelNames: ['follower'],
  });
  private readonly followerReportAge = this.unregistered(Gauge, {
    name: 'joblane_job_record_follower_report_age_seconds',
    help: 'Time since each follower last reported its position to the job record (every ~10 s while it runs).',
    labelNames: ['follower'],
  });
  private readonly indexRebuilds = this.unregistered(Counter, {
    name: 'joblane_job_index_rebuilds_total',
    help: "Times this node's job index was rebuilt from a snapshot of the record.",
  });

  // PostgreSQL pools and their circuit breakers.
  private readonly breakerState = this.gauge({
    name: 'joblane_db_breaker_state',
    help: "1 for the circuit breaker's current state (closed, open, half_open), 0 for the others, by pool.",
    labelNames: ['pool', 'state'],
  });
  private readonly breakerTransitions = this.counter({
    name: 'joblane_db_breaker_transitions_total',
    help: 'Times the circuit breaker moved to a state, by pool and the state it moved to.',
    labelNames: ['pool', 'to'],
  });
  private readonly poolConnections = this.gauge({
    name: 'joblane_db_pool_connections',
    help: 'PostgreSQL connections open, by pool and state (in_use, idle).',
    labelNames: ['pool', 'state'],
  });
  private readonly poolMax = this.gauge({
    name: 'joblane_db_pool_max_connections',
    help: 'The most connections a pool opens.',
    labelNames: ['pool'],
  });
  private readonly poolWaiting = this.gauge({
    name: 'joblane_db_pool_waiting_requests',
    help: 'Queries waiting for a free connection, by pool.',
    labelNames: ['pool'],
  });

  // Mail.
  private readonly mailQueued = this.gauge({
    name: 'joblane_mail_queue_messages',
    help: 'Messages in the mail queue not sent yet (the queue is shared: every node reports it).',
  });
  private readonly mailOldest = this.gauge({
    name: 'joblane_mail_queue_oldest_age_seconds',
    help: 'Age of the oldest message that should be on its way (due, or tried already); 0 when none.',
  });
  private readonly mailSent = this.counter({
    name: 'joblane_mail_sent_total',
    help: "Messages this node's mail worker sent.",
  });
  private readonly mailFailures = this.counter({
    name: 'joblane_mail_send_failures_total',
    help: 'Failed sends by this node, by outcome: retry (tried again later) or gave_up.',
    labelNames: ['outcome'],
  });
  private readonly mailWorkerErrors = this.counter({
    name: 'joblane_mail_worker_errors_total',
    help: 'Looks at the mail queue that failed (the database unreachable).',
  });

  // Background tasks.
  private readonly taskRuns = this.counter({
    name: 'joblane_task_runs_total',
    help: 'Runs of a background task on this node, by task.',
    labelNames: ['task'],
  });
  private readonly taskFailures = this.counter({
    name: 'joblane_task_failures_total',
    help: 'Runs of a background task that failed, by task.',
    labelNames: ['task'],
  });
  private readonly taskLastSuccess = this.gauge({
    name: 'joblane_task_last_success_timestamp_seconds',
    help: 'When a background task last succeeded here (its start on this node until then), by task.',
    labelNames: ['task'],
  });
  private readonly taskInterval = this.gauge({
    name: 'joblane_task_interval_seconds',
    help: 'How often a background task runs, by task.',
    labelNames: ['task'],
  });

  /** Breaker transitions already counted, per pool (the pools report totals). */
  private readonly seenTransitions = new Map<string, Record<BreakerState, number>>();

  private sources: MetricSources = {};

  /** `sources` may be given later (`setSources`): some only exist once the app is built. */
  constructor(sources: MetricSources = {}) {
    collectDefaultMetrics({ register: this.registry });
    this.setSources(sources);
    // Known label values start at 0, so rates and dashboards see them before the first event.
    for (const kind of ['page', 'search'] as const) {
      this.refused.labels(kind).inc(0);
      this.shed.labels(kind, 'event-loop-delay').inc(0);
    }
    this.shed.labels('search', 'search-queue-full').inc(0);
    this.shed.labels('search', 'search-queue-slow').inc(0);
    for (const result of ['hit', 'miss']) this.searchCache.labels(result).inc(0);
    for (const source of ['read', 'kept', 'shared']) this.matchSets.labels(source).inc(0);
    for (const outcome of ['retry', 'gave_up']) this.mailFailures.labels(outcome).inc(0);
  }

  setSources(sources: MetricSources) {
    if (sources.jobIndex !== undefined && this.sources.jobIndex === undefined) {
      for (const metric of this.jobIndexMetrics) this.registry.registerMetric(metric);
    }
    this.sources = { ...this.sources, ...sources };
  }

  /** One answered request: `route` is Fastify's `routeOptions.url` (undefined: no route matched). */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number) {
    const labels = {
      method: HTTP_METHODS.has(method) ? method : 'OTHER',
      route: route ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(statusCode / 100)}xx`,
    };
    this.requests.inc(labels);
    this.requestDuration.observe(labels, seconds);
  }

  observeShed(kind: RequestKind, reason: ShedReason) {
    this.shed.inc({ kind, reason });
  }

  observeRefused(kind: RequestKind) {
    this.refused.inc({ kind });
  }

  /** A pooled store read ended (`cache` for a search: whether the result cache answered it). */
  observePoolTask(event: {
    lane: SearchLane;
    waitMs: number | undefined;
    runMs: number;
    ok: boolean;
    cache?: 'hit' | 'miss';
    matchSets?: { read: number; adopted: number; kept: number };
  }) {
    if (event.waitMs !== undefined)
      this.poolWait.observe({ lane: event.lane }, event.waitMs / 1000);
    this.poolRun.observe(
      { lane: event.lane, outcome: event.ok ? 'ok' : 'error' },
      Math.max(0, event.runMs - (event.waitMs ?? 0)) / 1000,
    );
    if (event.cache !== undefined) this.searchCache.inc({ result: event.cache });
    if (event.matchSets !== undefined) {
      const { read, adopted, kept } = event.matchSets;
      this.matchSets.inc({ source: 'read' }, read - kept);
      this.matchSets.inc({ source: 'kept' }, kept);
      this.matchSets.inc({ source: 'shared' }, adopted);
    }
  }

  observeIndexRebuilt() {
    this.indexRebuilds.inc();
  }

  observeMailReport(report: DeliveryReport) {
    this.mailSent.inc(report.sent);
    this.mailFailures.inc({ outcome: 'retry' }, report.retried);
    this.mailFailures.inc({ outcome: 'gave_up' }, report.failed);
  }

  observeMailWorkerError() {
    this.mailWorkerErrors.inc();
  }

  /**
   * A background task's hooks for the scheduler: its interval is recorded, and its last success
   * starts as now (so a task that has not had its first run yet is not "late").
   */
  task(name: string, intervalMs: number) {
    this.taskInterval.set({ task: name }, intervalMs / 1000);
    this.taskLastSuccess.set({ task: name }, Date.now() / 1000);
    this.taskRuns.inc({ task: name }, 0);
    this.taskFailures.inc({ task: name }, 0);
    return {
      onRun: (outcome: 'success' | 'failure') => {
        this.taskRuns.inc({ task: name });
        if (outcome === 'success') this.taskLastSuccess.set({ task: name }, Date.now() / 1000);
        else this.taskFailures.inc({ task: name });
      },
    };
  }

  /** Reads the sources (each within a second; a source that fails is left as it was). */
  async refresh(): Promise<void> {
    const { sources } = this;
    const load = sources.searchPool?.();
    if (load !== undefined) {
      this.poolThreads.set(load.threads);
      this.poolQueued.set(load.queued);
    }
    const pools = sources.databasePools?.() ?? {};
    for (const [pool, stats] of Object.entries(pools)) {
      if (stats !== undefined) this.setPool(pool, stats);
    }
    await Promise.all([
      sources.ready === undefined
        ? undefined
        : withTimeout(sources.ready()).then(
            (ready) => this.ready.set(ready ? 1 : 0),
            () => this.ready.set(0),
          ),
      sources.jobIndex === undefined
        ? undefined
        : withTimeout(sources.jobIndex()).then(
            (status) => this.setJobIndex(status),
            () => this.recordReachable.set(0),
          ),
      sources.followers === undefined
        ? undefined
        : withTimeout(sources.followers()).then(
            (followers) => this.setFollowers(followers),
            () => {}, // the record away: the last numbers stay (joblane_job_record_reachable says so)
          ),
      sources.mailQueue === undefined
        ? undefined
        : withTimeout(sources.mailQueue()).then(
            (stats) => {
              this.mailQueued.set(stats.queued);
              this.mailOldest.set(
                stats.oldestWaitingSince === undefined
                  ? 0
                  : Math.max(0, (Date.now() - Date.parse(stats.oldestWaitingSince)) / 1000),
              );
            },
            () => {}, // the database away: the last numbers stay
          ),
    ]);
  }

  /** The text a scrape gets (Prometheus' text format). */
  async scrape(): Promise<{ contentType: string; body: string }> {
    await this.refresh();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private setJobIndex(status: JobIndexStatus) {
    this.indexReady.set(status.ready ? 1 : 0);
    this.indexPosition.set(status.position);
    this.recordReachable.set(status.recordReachable === false ? 0 : 1);
    if (status.recordReachable === false) return; // the lag is unknown: the last one stays
    if (status.head !== undefined) this.recordHead.set(status.head);
    this.indexLagPositions.set(status.behind ?? 0);
    this.indexLagSeconds.set((status.oldestUnappliedMs ?? 0) / 1000);
  }

  private setFollowers(followers: readonly FollowerReport[]) {
    const now = Date.now();
    const seconds = (since: string | undefined) =>
      since === undefined ? 0 : Math.max(0, (now - Date.parse(since)) / 1000);
    // Followers silent for over an hour leave the record's table, and the metrics with them.
    for (const gauge of [
      this.followerLagSeconds,
      this.followerLagPositions,
      this.followerReportAge,
    ]) {
      gauge.reset();
    }
    for (const follower of followers) {
      const labels = { follower: follower.name };
      this.followerLagSeconds.set(labels, seconds(follower.oldestUnappliedAt));
      this.followerLagPositions.set(labels, follower.behind);
      this.followerReportAge.set(labels, seconds(follower.seenAt));
    }
  }

  private setPool(pool: string, stats: PoolStats) {
    this.poolConnections.set({ pool, state: 'in_use' }, stats.inUse);
    this.poolConnections.set({ pool, state: 'idle' }, stats.idle);
    this.poolMax.set({ pool }, stats.max);
    this.poolWaiting.set({ pool }, stats.waiting);
    const { breaker } = stats;
    if (breaker === undefined) return;
    for (const state of breakerStates) {
      this.breakerState.set({ pool, state: stateLabel(state) }, breaker.state === state ? 1 : 0);
    }
    const seen = this.seenTransitions.get(pool) ?? { closed: 0, open: 0, 'half-open': 0 };
    for (const state of breakerStates) {
      this.breakerTransitions.inc(
        { pool, to: stateLabel(state) },
        Math.max(0, breaker.transitions[state] - seen[state]),
      );
    }
    this.seenTransitions.set(pool, { ...breaker.transitions });
  }
}
