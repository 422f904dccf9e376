import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// React and Fastify pick their production code from NODE_ENV when they load, so it is set before
// anything imports them (hence the dynamic import below).
process.env.NODE_ENV ??= 'production';

const { startServer } = await import('./start.ts');

// This file runs as <dist>/server/server.js and serves <dist>/client; the app folder (apps/web)
// is the nearest one above with a package.json.
const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let appRoot = resolve(distDir, '..');
while (!existsSync(join(appRoot, 'package.json')) && dirname(appRoot) !== appRoot) {
  appRoot = dirname(appRoot);
}
await startServer({ appRoot, distDir });
