// What both benchmark server processes share: the real app as `server.ts` builds it (on the
// client build in dist/), and React's render time measured in the same process.
import { join, resolve } from 'node:path';

import { readManifest } from '../src/document/manifest.ts';
import { buildApp, type AppOptions } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { JobDatabase } from '../src/server/jobDatabase.ts';

const appRoot = resolve(import.meta.dirname, '..', '..');

/** The app on `database`, on a free port of 127.0.0.1, with production's plugins and logs. */
export async function benchApp(
  database: JobDatabase,
  options: Pick<AppOptions, 'now' | 'routes'> = {},
) {
  const clientDir = join(appRoot, 'dist', 'client');
  return buildApp({
    // Production React, so a public origin is required: the bench's own loopback address.
    config: loadConfig(
      { PUBLIC_ORIGIN: 'http://127.0.0.1', ...process.env, PORT: '0', HOST: '127.0.0.1' },
      appRoot,
    ),
    manifest: await readManifest(join(clientDir, 'manifest.json')),
    clientDir,
    checkDatabase: database.check,
    database,
    ...options,
  });
}

/**
 * Milliseconds one `render()` takes: the median of 7 batches of `perBatch` renders after a
 * warm-up, so another process's burst on a shared machine does not skew it. It yields between
 * batches, so the server's event-loop monitor sees no long block.
 */
export async function medianRenderMs(render: () => unknown, perBatch: number): Promise<number> {
  for (let index = 0; index < perBatch; index += 1) render();
  const batches: number[] = [];
  for (let batch = 0; batch < 7; batch += 1) {
    await new Promise((done) => setImmediate(done));
    const started = performance.now();
    for (let index = 0; index < perBatch; index += 1) render();
    batches.push((performance.now() - started) / perBatch);
  }
  return batches.sort((a, b) => a - b)[3]!;
}
