// Starts the server for the dev loop (development builds only; see src/server/devRunner.ts).
import type { FastifyInstance } from 'fastify';

import { createDevLoop } from './devLoop.ts';
import { startServer } from './start.ts';

export interface DevStartOptions {
  appRoot: string;
  distDir: string;
  version: number;
  /** Resolves when the previous server has let go of the port (it may still be shutting down). */
  portFree: Promise<void>;
}

export async function startDevServer(options: DevStartOptions): Promise<FastifyInstance> {
  const devLoop = await createDevLoop({
    clientDir: `${options.distDir}/client`,
    version: options.version,
  });
  // Event streams would hold the graceful shutdown's drain for its whole grace period.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.prependListener(signal, devLoop.closeStreams);
  return startServer({
    appRoot: options.appRoot,
    distDir: options.distDir,
    development: {
      manifest: devLoop.manifest,
      documentScripts: devLoop.documentScripts,
      inProcessSearch: true,
    },
    configure: async (app) => {
      await devLoop.register(app);
      await options.portFree;
    },
  });
}
