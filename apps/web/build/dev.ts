// pnpm dev: build in development mode, serve, and on every change under src/ or a workspace
// package rebuild and restart the server (graceful: in-flight requests finish first).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { watch } from 'node:fs';
import { join, resolve } from 'node:path';

import { appRoot, build } from './build.ts';

const watched = [
  join(appRoot, 'src'),
  ...['theme', 'ui', 'router-links', 'jobs'].map((name) =>
    resolve(appRoot, '..', '..', 'packages', name, 'src'),
  ),
];

let server: ChildProcess | null = null;

async function stopServer() {
  if (server === null || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

async function rebuildAndRestart() {
  const started = performance.now();
  try {
    await build('development');
  } catch (error) {
    console.error(`Build failed; still serving the previous build.\n${String(error)}`);
    return;
  }
  await stopServer();
  server = spawn(
    process.execPath,
    ['--enable-source-maps', join(appRoot, 'dist', 'server', 'server.js')],
    {
      cwd: appRoot,
      env: { NODE_ENV: 'development', ...process.env },
      stdio: 'inherit',
    },
  );
  console.log(`Rebuilt in ${Math.round(performance.now() - started)} ms; server restarted.`);
}

let timer: NodeJS.Timeout | undefined;
let running = Promise.resolve();
function scheduleRebuild() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    running = running.then(rebuildAndRestart);
  }, 150);
}

for (const directory of watched) {
  try {
    watch(directory, { recursive: true }, scheduleRebuild);
  } catch {
    // A package without a src/ folder yet: nothing to watch there.
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    clearTimeout(timer);
    void stopServer().then(() => process.exit(0));
  });
}

scheduleRebuild();
