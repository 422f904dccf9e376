import { dirname, join } from 'node:path';

import { withExclusiveLock } from '@joblane/database';
import { createMailTransport, mailQueueStats, startMailWorker } from '@joblane/mail';

import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { readManifest, type BuildManifest } from '../document/manifest.ts';
import { alertTokenSecret } from '../services/alerts.ts';
import { buildApp, jobWritesFor } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredJobDatabase } from './jobDatabase.ts';
import { seedDemo } from '../services/demo.ts';
import { siteMail } from '../services/mail.ts';
import { startJobRecordIndex } from './startJobRecordIndex.ts';
import { openReplicaReads } from '../services/publicReads.ts';
import { openDomainStores } from './domainStores.ts';
import { startAdCounter } from '../services/adCounts.ts';
import { startBackgroundTasks } from './backgroundTasks.ts';
import { NodeMetrics } from './metrics/nodeMetrics.ts';
import { startMetricsServer } from './metrics/server.ts';

/**
 * How long requests in flight get to finish after SIGTERM/SIGINT; then the search pool's tasks
 * are dropped (their requests answer 503) and the process exits, within 3 s in all.
 */
export const SHUTDOWN_GRACE_MS = 2000;
/** The last resort: exit (with 1) this long after the signal whatever is still running. */
const SHUTDOWN_HARD_LIMIT_MS = 2900;

export interface StartOptions {
  /** apps/web: the default database lives in its `data/`. */
  appRoot: string;
  /** The build to serve (its `client/` folder); `<appRoot>/dist` by default. */
  distDir?: string;
  env?: Record<string, string | undefined>;
  /** Called before listening, to add routes (tests and benchmarks). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** The search pool's worker module; `<distDir>/server/searchWorker.js` by default. */
  searchWorker?: string;
  /**
   * The dev loop's hooks (src/server/devStart.ts, in development builds only): the manifest read
   * again when the loop rewrites it, and the scripts every document loads.
   */
  development?: {
    manifest: () => BuildManifest;
    documentScripts: () => readonly string[];
    /**
     * Searches on the main thread, without the search pool: a restart then starts no worker
     * threads (each loads the whole store: about a second of CPU on two cores).
     */
    inProcessSearch: boolean;
  };
}

/**
 * Reads the configuration (exiting with a clear message when it is invalid), builds the app from
 * the client build in `<distDir>/client`, closes gracefully on SIGTERM/SIGINT, and listens.
 */
export async function startServer(options: StartOptions): Promise<FastifyInstance> {
  const { appRoot, env = process.env } = options;
  let config;
  try {
    config = loadConfig(env, appRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const distDir = options.distDir ?? join(appRoot, 'dist');
  const clientDir = join(distDir, 'client');
  const manifest = await readManifest(join(clientDir, 'manifest.json'));

  const { development } = options;
  // Prometheus metrics (METRICS_PORT): made first, so the search pool and the rest report to them.
  const metrics = config.metrics === undefined ? undefined : new NodeMetrics();
  const recordUrl = 'url' in config.records ? config.records.url : undefined;
  // With the job record (DATABASE_URL) this node's store is only its index: no sample jobs here.
  const localDatabase = await openConfiguredJobDatabase(
    recordUrl === undefined ? config : { ...config, sampleJobs: 0 },
    development?.inProcessSearch === true
      ? undefined
      : {
          workerFile: options.searchWorker ?? join(distDir, 'server', 'searchWorker.js'),
          threads: config.searchThreads,
          taskTimeoutMs: config.handlerTimeoutMs,
          ...(metrics === undefined ? {} : { onTask: (event) => metrics.observePoolTask(event) }),
        },
  );
  // The worker and the pool start before the app (and its logger) exists; their errors are logged
  // once it does.
  let log: FastifyBaseLogger | undefined;
  // Résumés live beside the database in `uploads/` (a directory file store).
  const stores = await openDomainStores(config.records, {
    uploadsDir: join(dirname(config.databasePath), 'uploads'),
    onIdleError: (error) =>
      log?.warn({ err: error }, 'database: an idle connection broke; the pool opens a new one'),
    pool: config.databasePool,
  });
  // Public reads that may be a little stale (and the follower's snapshots) on the replica.
  const replica =
    'replicaUrl' in config.records && config.records.replicaUrl !== undefined
      ? openReplicaReads({
          url: config.records.replicaUrl,
          primary: { accounts: stores.accounts, hiring: stores.hiring },
          pool: config.databasePool,
          onIdleError: (error) =>
            log?.warn(
              { err: error },
              'replica: an idle connection broke; the pool opens a new one',
            ),
          onFallback: (error) =>
            log?.warn({ err: error }, 'replica: a read failed there; public reads use the primary'),
          onRecovered: () => log?.info('replica: public reads are served by the replica again'),
        })
      : undefined;
  const openIndex = (url: string) =>
    startJobRecordIndex(
      config,
      url,
      stores,
      localDatabase,
      () => log,
      replica?.database,
      metrics === undefined ? undefined : () => metrics.observeIndexRebuilt(),
    );
  let opened: Awaited<ReturnType<typeof startJobRecordIndex>> | undefined;
  // Only the sample-data demo gets sample jobs and demo accounts; a production start creates
  // nothing. With the record, nodes starting together take turns (a PostgreSQL advisory lock):
  // the first fills an empty record and makes the demo accounts, the others find them made.
  const fillDemo = async () => {
    if (recordUrl !== undefined) {
      opened = await openIndex(recordUrl);
      // The demo's accounts save and apply to jobs they find by searching this node's index.
      await opened.follower.ready;
    }
    const database = opened?.database ?? localDatabase;
    await seedDemo(stores, database.store, jobWritesFor(database));
  };
  if (config.sampleJobs > 0) await withExclusiveLock(stores.database, 'joblane-demo', fillDemo);
  else if (recordUrl !== undefined) opened = await openIndex(recordUrl);
  const jobIndex = opened;
  const database = jobIndex?.database ?? localDatabase;
  const outboxDir = join(dirname(config.databasePath), 'outbox');
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, outboxDir });
  const mailWorker = startMailWorker({
    database: stores.database,
    transport,
    publicOrigin: config.publicOrigin,
    from: config.mailFrom,
    onError: (error) => {
      metrics?.observeMailWorkerError();
      log?.error({ err: error }, 'mail queue: could not send');
    },
    ...(metrics === undefined ? {} : { onReport: (report) => metrics.observeMailReport(report) }),
  });
  const alertSecret = alertTokenSecret(config.alertTokenSecret, config.databasePath);
  // Ads' performance: counted in memory, written every few seconds and at shutdown.
  const adCounts = startAdCounter({
    stats: stores.adStats,
    now: () => new Date(),
    onError: (error) =>
      log?.error({ err: error }, 'ad counters: could not write; kept for the next try'),
  });
  const app = await buildApp({
    config,
    manifest: development?.manifest ?? manifest,
    ...(development === undefined ? {} : { documentScripts: development.documentScripts }),
    clientDir,
    checkDatabase: database.check,
    database,
    ...(jobIndex === undefined ? {} : { jobIndex: () => jobIndex.status() }),
    ...(replica === undefined ? {} : { replica: { reads: replica, status: replica.status } }),
    domain: { stores, mail: siteMail(stores, mailWorker) },
    alerts: { secret: alertSecret },
    adCounts,
    ...(metrics === undefined ? {} : { metrics }),
    // The outbox is readable at /dev/mail only when mail is not sent, and never in production
    // unless it is the sample-data demo.
    ...(transport.kind === 'outbox' && (env.NODE_ENV !== 'production' || config.sampleJobs > 0)
      ? { outboxDir }
      : {}),
  });
  log = app.log;
  const metricsServer =
    metrics === undefined || config.metrics === undefined
      ? undefined
      : await startMetricsServer(metrics, config.metrics);
  metrics?.setSources({
    ready: async () => (await app.inject({ url: '/readyz' })).statusCode === 200,
    ...(database.load === undefined ? {} : { searchPool: database.load }),
    ...(jobIndex === undefined
      ? {}
      : { jobIndex: () => jobIndex.status(), followers: () => jobIndex.record.followers() }),
    databasePools: () => ({
      primary: stores.database.poolStats(),
      replica: replica?.database.poolStats(),
      follower: jobIndex?.followerDatabase.poolStats(),
    }),
    mailQueue: () => mailQueueStats(stores.database.db),
  });
  /** A background task's run hooks for the metrics. */
  const measured = (task: string, intervalMs: number) =>
    metrics === undefined ? {} : metrics.task(task, intervalMs);
  // Background work, each task on the one scheduler (never two runs of a task at once here).
  const tasks = startBackgroundTasks({
    log: app.log,
    config,
    stores,
    database,
    mailWorker,
    alertSecret,
    measured,
  });
  app.addHook('onClose', async () => {
    await metricsServer?.close();
    await Promise.all(tasks.map((task) => task.stop()));
    await mailWorker.stop();
    // The last counts, before the database closes.
    await adCounts.stop();
    await jobIndex?.close();
    await replica?.close();
    await stores.close();
    await database.close();
  });
  await options.configure?.(app);

  closeWithGrace({ delay: SHUTDOWN_HARD_LIMIT_MS, logger: false }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.drain(SHUTDOWN_GRACE_MS, () => {
      app.log.warn('shutting down: dropping searches still running after the grace period');
      database.abortReads?.();
    });
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  return app;
}
