import { join } from 'node:path';

import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

import { readManifest } from '../document/manifest.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './database.ts';

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
  const app = await buildApp({
    config,
    manifest,
    clientDir,
    checkDatabase: database.check,
    database,
  });
  app.addHook('onClose', database.close);
  await options.configure?.(app);

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: false }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  return app;
}
