// The dev loop's server process (`pnpm dev`; development builds only). build/dev.ts starts one
// ahead of the next rebuild: it loads the server's dependencies (React, Fastify, SQLite...) while
// the loop waits for an edit, then imports the new build and serves it when told to, so a restart
// costs the app's own start-up and not Node's module loading.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type * as DevStart from './devStart.ts';

/** Messages from build/dev.ts. */
export type RunnerMessage =
  | { type: 'preload'; modules: string[] }
  | { type: 'start'; appRoot: string; version: number }
  | { type: 'port-free' };

process.env.NODE_ENV ??= 'development';
const serverDir = dirname(fileURLToPath(import.meta.url));

let portFree: () => void = () => {};
const portFreed = new Promise<void>((resolve) => {
  portFree = resolve;
});

// The dev loop went away (stopped, or crashed): shut down as on Ctrl+C.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

process.on('message', (message: RunnerMessage) => {
  if (message.type === 'preload') {
    preloaded = preload(message.modules);
  } else if (message.type === 'port-free') {
    portFree();
  } else if (message.type === 'start') {
    start(message.appRoot, message.version).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  }
});

let preloaded = Promise.resolve();

/**
 * One module after the other: a CommonJS module that `require`s an ES module being imported at
 * the same moment gets an empty one (sanitize-html and htmlparser2, on Node 20).
 */
async function preload(modules: string[]) {
  for (const module of modules) {
    // Unused until the build is imported; a module that fails here fails there, with its error.
    await import(module).catch(() => {});
  }
}

async function start(appRoot: string, version: number) {
  await preloaded;
  // Read from disk now: this process was started before the build it serves was written.
  const devStart = (await import(
    pathToFileURL(join(serverDir, 'devStart.js')).href
  )) as typeof DevStart;
  await devStart.startDevServer({
    appRoot,
    distDir: dirname(serverDir),
    version,
    portFree: portFreed,
  });
  process.send?.({ type: 'listening', pid: process.pid });
}
