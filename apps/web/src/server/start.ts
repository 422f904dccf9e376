import { dirname, join } from 'node:path';

import { createMailTransport, startMailWorker } from '@joblane/mail';

import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

import { readManifest } from '../document/manifest.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './database.ts';
import { ensureDemoAccounts } from './demo.ts';
import { siteMail } from './mail.ts';
import { openRecords } from './records.ts';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits. */
export const SHUTDOWN_GRACE_MS = 2500;

export interface StartOptions {
  /** apps/web: the default database lives in its `data/`. */
  appRoot: string;
  /** The build to serve (its `client/` folder); `<appRoot>/dist` by default. */
  distDir?: string;
  env?: Record<string, string | undefined>;
  /** Called before listening, to add routes (tests and benchmarks). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
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
  const clientDir = join(options.distDir ?? join(appRoot, 'dist'), 'client');
  const manifest = await readManifest(join(clientDir, 'manifest.json'));

  const database = await openDatabase(config);
  const records = await openRecords(config.records);
  // Only the sample-data demo gets demo accounts; a production start creates nothing.
  if (config.sampleJobs > 0) await ensureDemoAccounts(records.accounts);
  const outboxDir = join(dirname(config.databasePath), 'outbox');
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, outboxDir });
  let app: FastifyInstance | undefined;
  const mailWorker = startMailWorker({
    database: records.database,
    transport,
    publicOrigin: config.publicOrigin,
    from: config.mailFrom,
    onError: (error) => app?.log.error({ err: error }, 'mail queue: could not send'),
  });
  app = await buildApp({
    config,
    manifest,
    clientDir,
    checkDatabase: database.check,
    database,
    records: { records, mail: siteMail(records, mailWorker) },
    // The outbox is readable at /dev/mail only when mail is not sent, and never in production
    // unless it is the sample-data demo.
    ...(transport.kind === 'outbox' && (env.NODE_ENV !== 'production' || config.sampleJobs > 0)
      ? { outboxDir }
      : {}),
  });
  app.addHook('onClose', async () => {
    await mailWorker.stop();
    await records.close();
    await database.close();
  });
  await options.configure?.(app);

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: false }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  return app;
}
