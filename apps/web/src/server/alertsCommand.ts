// The one-shot alert sender (bundled as dist/server/alerts.js; `pnpm alerts`): sends every
// saved-search alert that is due, delivers the mail queue once, prints what it did and exits.
// Safe beside running servers: claims are leased, so no digest is sent twice. With DATABASE_URL
// the local file is this node's job index: it is brought up to the job record's head first (the
// follower's build or catch-up, then it stops), so no digest comes from a stale or empty index.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createMailTransport, sendQueuedMail } from '@joblane/mail';

import { alertTokenSecret, runAlerts } from '../services/alerts.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredJobDatabase } from './jobDatabase.ts';
import { openJobRecordIndex } from './jobRecordIndex.ts';
import { openDomainStores } from './domainStores.ts';

const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let appRoot = resolve(distDir, '..');
while (!existsSync(join(appRoot, 'package.json')) && dirname(appRoot) !== appRoot) {
  appRoot = dirname(appRoot);
}

let config;
try {
  config = loadConfig(process.env, appRoot);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}

const started = performance.now();
const recordUrl = 'url' in config.records ? config.records.url : undefined;
// With the job record this file is only the node's index: never sample jobs here.
const database = await openConfiguredJobDatabase(
  recordUrl === undefined ? config : { ...config, sampleJobs: 0 },
  {
    workerFile: join(distDir, 'server', 'searchWorker.js'),
    threads: config.searchThreads,
    taskTimeoutMs: 60_000,
  },
);
const stores = await openDomainStores(config.records);
/** How long the index may take to reach the record's head before the command gives up. */
const INDEX_CATCH_UP_MS = 10 * 60_000;
if (recordUrl !== undefined) {
  const sqlite = database.sqlite;
  if (sqlite === undefined) throw new Error('The job index needs a SQLite job store file.');
  let failed: (error: Error) => void = () => {};
  const failure = new Promise<never>((_, reject) => (failed = reject));
  failure.catch(() => {});
  const caughtUp = await (async () => {
    const index = await openJobRecordIndex({
      url: recordUrl,
      records: stores.database,
      local: database,
      sqlite,
      // Its own name in the record's follower table: the server on this file keeps `NODE_ID`.
      name: `${config.nodeId}-alerts`,
      ...config.databasePool,
      // A one-shot command does not wait out an outage: the first error ends it (exit 2).
      onError: (error) => failed(error),
    });
    try {
      const { position } = await index.record.head();
      const timedOut = new Promise<false>((done) =>
        setTimeout(() => done(false), INDEX_CATCH_UP_MS).unref(),
      );
      const ready = index.follower.ready.then(() =>
        index.follower.waitFor(position, INDEX_CATCH_UP_MS),
      );
      return { ok: await Promise.race([ready, timedOut, failure]), position };
    } finally {
      await index.close();
    }
  })().catch((error: unknown) => ({ ok: false as const, error }));
  if (!caughtUp.ok) {
    const why =
      'error' in caughtUp
        ? `: ${caughtUp.error instanceof Error ? caughtUp.error.message : String(caughtUp.error)}`
        : ' in time';
    process.stderr.write(
      `alerts: the job index could not reach the job record's head${why}; nothing sent\n`,
    );
    await stores.close();
    await database.close();
    process.exit(2);
  }
  process.stdout.write(`alerts: job index at the record's position ${caughtUp.position}\n`);
}
const transport = createMailTransport({
  smtpUrl: config.smtpUrl,
  outboxDir: join(dirname(config.databasePath), 'outbox'),
});
let failed = 0;
try {
  const report = await runAlerts({
    seekers: stores.seekers,
    jobs: database.store,
    secret: alertTokenSecret(config.alertTokenSecret, config.databasePath),
    concurrency: config.searchThreads * 2,
    onError: (error, searchId) => {
      process.stderr.write(
        `saved search ${searchId}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    },
  });
  failed = report.failed;
  const delivery = await sendQueuedMail({
    database: stores.database,
    transport,
    publicOrigin: config.publicOrigin,
    from: config.mailFrom,
  });
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  process.stdout.write(
    `alerts: ${count(report.searched, 'saved search', 'saved searches')} due, ` +
      `${count(report.mailed, 'digest', 'digests')} (${report.jobs} jobs), ` +
      `${report.failed} failed, ${report.lost} taken over; mail: ${delivery.sent} sent, ` +
      `${delivery.retried} to retry, ${delivery.failed} failed; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
} finally {
  await transport.close();
  await stores.close();
  await database.close();
}
process.exit(failed > 0 ? 1 : 0);
