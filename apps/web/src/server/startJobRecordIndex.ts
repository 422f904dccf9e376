import type { RelationalDatabase } from '@joblane/database';
import type { FastifyBaseLogger } from 'fastify';

import type { AppConfig } from './config.ts';
import type { JobDatabase } from './jobDatabase.ts';
import { openJobRecordIndex, type JobRecordIndex } from './jobRecordIndex.ts';
import type { DomainStores } from './domainStores.ts';

/** How often the node logs its index's lag (only while it is behind or building). */
const LAG_LOG_INTERVAL_MS = 10_000;
/**
 * How often the node trims the record's log (the record's rule: older than a day and applied by
 * every follower seen within the hour). Any node may run it; it takes the head row's lock.
 */
const TRIM_INTERVAL_MS = 3600_000;

/**
 * The server's side of `openJobRecordIndex`: this node's follower named by `NODE_ID`, errors and the
 * lag logged (a line when the first build is done, and every 10 s while the index is behind).
 */
export async function startJobRecordIndex(
  config: AppConfig,
  url: string,
  stores: DomainStores,
  local: JobDatabase,
  log: () => FastifyBaseLogger | undefined,
  replica?: RelationalDatabase,
  /** Told each time the index is rebuilt from a snapshot (metrics). */
  onRebuilt?: () => void,
): Promise<JobRecordIndex> {
  if (local.sqlite === undefined) throw new Error('The job index needs a SQLite job store file.');
  const started = Date.now();
  // The follower starts before the app (and its logger) exists: lines said before then are kept
  // and written once it does, so a LISTEN that fails at once is still logged.
  const early: ((logger: FastifyBaseLogger) => void)[] = [];
  const flushEarly = setInterval(() => {
    const logger = log();
    if (logger === undefined) return;
    clearInterval(flushEarly);
    for (const line of early.splice(0)) line(logger);
  }, 100).unref();
  const say = (line: (logger: FastifyBaseLogger) => void) => {
    const logger = log();
    if (logger === undefined || early.length > 0) early.push(line);
    else line(logger);
  };
  const index = await openJobRecordIndex({
    url,
    ...('listenUrl' in config.records && config.records.listenUrl !== undefined
      ? { listenUrl: config.records.listenUrl }
      : {}),
    ...(replica === undefined ? {} : { replica }),
    records: stores.database,
    local,
    sqlite: local.sqlite,
    name: config.nodeId,
    sampleJobs: config.sampleJobs,
    ...config.databasePool,
    onError: (error) => log()?.warn({ err: error }, 'job index: the follower will retry'),
    // Once when LISTEN stops working (behind pgbouncer in transaction mode, a wrong
    // DATABASE_LISTEN_URL) and once when it works again; changes arrive by polling meanwhile.
    onListenChange: (state) =>
      say((logger) => {
        if (state.listening) logger.info('job index: listening for changes (LISTEN)');
        else {
          logger.warn(
            { err: state.error },
            'job index: LISTEN unavailable; polling for changes every second (a direct connection in DATABASE_LISTEN_URL keeps lag low)',
          );
        }
      }),
    onReplicaError: (error) =>
      say((logger) =>
        logger.warn(
          { err: error },
          'job index: the replica cannot serve the snapshot; reading the primary',
        ),
      ),
    onApplied: ({ position, rebuilt, from, readMs, writeMs }) => {
      if (rebuilt !== undefined) {
        onRebuilt?.();
        say((logger) =>
          logger.info(
            {
              position,
              reason: rebuilt,
              from,
              readMs: Math.round(readMs),
              writeMs: Math.round(writeMs),
            },
            'job index: built from a snapshot',
          ),
        );
      }
    },
  });
  index.follower.ready.then(
    () =>
      say((logger) =>
        logger.info(
          { position: index.follower.position(), ms: Date.now() - started },
          'job index: ready',
        ),
      ),
    (error: unknown) =>
      say((logger) => logger.error({ err: error }, 'job index: the first build failed')),
  );
  const timer = setInterval(() => {
    index.status().then(
      (lag) => {
        if (!lag.ready || (lag.behind ?? 0) > 0) log()?.info({ lag }, 'job index: lag');
      },
      () => {}, // the follower's own errors are logged by onError
    );
  }, LAG_LOG_INTERVAL_MS).unref();
  const trim = setInterval(() => {
    index.record.trim().then(
      (removed) => {
        if (removed > 0) log()?.info({ removed }, 'job record: log trimmed');
      },
      (error: unknown) => log()?.warn({ err: error }, 'job record: trimming failed'),
    );
  }, TRIM_INTERVAL_MS).unref();
  return {
    ...index,
    // While PostgreSQL is unreachable a built index still serves reads: the node stays ready.
    async status() {
      try {
        return { ...(await index.status()), recordReachable: true };
      } catch (error) {
        if (!index.follower.isReady()) throw error;
        return { ready: true, position: index.follower.position(), recordReachable: false };
      }
    },
    async close() {
      clearInterval(flushEarly);
      clearInterval(timer);
      clearInterval(trim);
      await index.close();
    },
  };
}
