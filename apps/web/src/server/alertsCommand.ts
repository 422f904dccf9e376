// The one-shot alert sender (bundled as dist/server/alerts.js; `pnpm alerts`): sends every
// saved-search alert that is due, delivers the mail queue once, prints what it did and exits.
// Safe beside running servers: claims are leased, so no digest is sent twice.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createMailTransport, sendQueuedMail } from '@joblane/mail';

import { alertTokenSecret, runAlerts } from './alerts.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './database.ts';
import { openRecords } from './records.ts';

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
const database = await openDatabase(config, {
  workerFile: join(distDir, 'server', 'searchWorker.js'),
  threads: config.searchThreads,
  taskTimeoutMs: 60_000,
});
const records = await openRecords(config.records);
const transport = createMailTransport({
  smtpUrl: config.smtpUrl,
  outboxDir: join(dirname(config.databasePath), 'outbox'),
});
let failed = 0;
try {
  const report = await runAlerts({
    seekers: records.seekers,
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
    database: records.database,
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
  await records.close();
  await database.close();
}
process.exit(failed > 0 ? 1 : 0);
