// pnpm dev: the fast dev loop. Incremental esbuild contexts (build/devBuild.ts) rebuild only the
// bundles an edit touches; the server restarts only when its code changed (a spare process with
// the dependencies already loaded takes over), otherwise it reads the new manifest; pages connected
// to /__dev/events reload, or swap their stylesheets when only CSS changed. The kit docs of the
// gallery are extracted in a low-priority process, after the rebuild, only when the kit changed.
// apps/web/docs/dev-loop.md tells the whole story.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

import type { KitDocs } from '../src/features/gallery/kitDocs.ts';
import type { DevChange } from '../src/server/devLoop.ts';
import type { RunnerMessage } from '../src/server/devRunner.ts';
import { appRoot } from './build.ts';
import { bundleNames, createDevBuild, type RebuildResult } from './devBuild.ts';
import { defaultUiRoot, kitSourceStamp } from './kitDocs.ts';

const { values: args } = parseArgs({
  options: {
    // Where to build (inside apps/web: the server resolves its dependencies from there).
    out: { type: 'string', default: join('dist', 'dev') },
  },
});
const distDir = resolve(appRoot, args.out);
if (relative(appRoot, distDir).startsWith('..')) {
  console.error(
    `dev: --out ${args.out} is outside apps/web; the server resolves its dependencies from ` +
      'where it is built, so build inside apps/web (dist/dev by default).',
  );
  process.exit(1);
}
const docsFile = join(distDir, 'kit-docs.json');
const workspaceRoot = resolve(appRoot, '..', '..');
const kitSourceDir = join(defaultUiRoot, 'src');

const log = (message: string) => console.log(`dev: ${message}`);
const shortName = (path: string) => relative(workspaceRoot, path);

const devBuild = await createDevBuild({ distDir, docsFile });
const serverDir = devBuild.paths.serverDir;
const origin = `http://${process.env.HOST ?? 'localhost'}:${process.env.PORT ?? '3000'}`;

// ---- The server process ----

let version = 1;
let running: ChildProcess | null = null;
let spare: ChildProcess | null = null;
let spareTimer: NodeJS.Timeout | undefined;

const send = (child: ChildProcess | null, message: RunnerMessage | DevChange) => {
  if (child?.connected === true) child.send(message);
};

/** A server process that loads the dependencies now and serves the build when told to. */
function spawnRunner(): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', join(serverDir, 'devRunner.js')], {
    cwd: appRoot,
    env: { NODE_ENV: 'development', ...process.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  send(child, { type: 'preload', modules: devBuild.serverExternals() });
  return child;
}

async function stop(child: ChildProcess | null, graceMs = 1500) {
  if (child === null || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

interface Restart {
  /** Takes over: stops the old server, lets the new one listen; its time, or -1 if it failed. */
  finish(): Promise<number>;
  /** Gives up (the client build failed): the old server goes on. */
  abort(): void;
}

/**
 * Starts serving the build on disk from a fresh process (the spare): it imports the build, opens
 * the database and builds the app while the old server still serves; `finish` then hands over.
 */
function beginRestart(): Restart {
  const started = performance.now();
  clearTimeout(spareTimer);
  // A spare that died meanwhile (its dependencies failed to load, say) is replaced.
  const next = spare !== null && spare.connected ? spare : spawnRunner();
  spare = null;
  version += 1;
  const listening = new Promise<boolean>((resolveListening) => {
    next.on('message', (message: { type?: string }) => {
      if (message?.type === 'listening') resolveListening(true);
    });
    next.once('exit', (code, signal) => {
      if (running === next) {
        log(`the server exited (${signal ?? `code ${code}`}); the next change starts it again`);
      }
      resolveListening(false);
    });
  });
  send(next, { type: 'start', appRoot, version });
  return {
    async finish() {
      const previous = running;
      running = next;
      await stop(previous);
      send(next, { type: 'port-free' });
      const ok = await listening;
      // The spare loads its dependencies once the new server has answered the reloads.
      spareTimer = setTimeout(() => {
        spare ??= spawnRunner();
      }, 1500);
      return ok ? Math.round(performance.now() - started) : -1;
    },
    abort() {
      next.kill('SIGKILL');
    },
  };
}

// ---- The kit docs (gallery), in a process of their own ----

type DocsResult = { stamp: string; docs: KitDocs; ms: number } | { error: string };
let docsWorker: ChildProcess | undefined;
let docsRunning = false;
let docsPending = false;
let currentDocs = readDocsFile();

function readDocsFile(): { stamp: string; docs: KitDocs } | undefined {
  try {
    return JSON.parse(readFileSync(docsFile, 'utf8')) as { stamp: string; docs: KitDocs };
  } catch {
    return undefined;
  }
}

/** Extracts the docs again (after the current run when one is running). */
function extractDocs() {
  if (docsRunning) {
    docsPending = true;
    return;
  }
  docsRunning = true;
  if (docsWorker === undefined) {
    docsWorker = fork(join(import.meta.dirname, 'kitDocsWorker.ts'), {
      cwd: appRoot,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // The lowest priority: the rebuilds, the server and the browser come first.
    if (docsWorker.pid !== undefined) setPriority(docsWorker.pid, 19);
    docsWorker.on('message', (result: DocsResult) => {
      void docsExtracted(result);
    });
    docsWorker.once('exit', () => {
      docsWorker = undefined;
      docsRunning = false;
    });
  }
  docsWorker.send('extract');
}

async function docsExtracted(result: DocsResult) {
  if ('error' in result) {
    log(`the kit docs could not be extracted: ${result.error}`);
  } else {
    const changed = JSON.stringify(result.docs) !== JSON.stringify(currentDocs?.docs);
    currentDocs = { stamp: result.stamp, docs: result.docs };
    // Kept with the stamp of the files it was made from: the next start skips the extraction.
    await writeFile(`${docsFile}.tmp`, JSON.stringify(currentDocs));
    await rename(`${docsFile}.tmp`, docsFile);
    if (changed) {
      version += 1;
      send(running, { type: 'change', version, kind: 'gallery' });
    }
    log(`kit docs extracted in ${result.ms} ms; ${changed ? 'gallery pages reload' : 'unchanged'}`);
  }
  docsRunning = false;
  if (docsPending) {
    docsPending = false;
    extractDocs();
  }
}

// ---- Rebuilds ----

function describe(result: RebuildResult) {
  return result.rebuilt.length === 0 ? 'nothing' : result.rebuilt.join(', ');
}

/** What a visitor's page needs first; the gallery's standalone bundle is rebuilt after them. */
const firstBundles = bundleNames.filter((name) => name !== 'gallery');

/** The server's code on disk is newer than the code it runs (a restart was given up). */
let serverStale = false;

const serverDown = () =>
  running === null || running.exitCode !== null || running.signalCode !== null;

async function applyRebuild(changed: Set<string> | null) {
  let restart: Restart | undefined;
  const result = await devBuild.rebuild(changed, firstBundles, {
    onServerWritten(serverChanged) {
      if (serverChanged || serverStale || serverDown()) restart = beginRestart();
    },
  });
  const files =
    changed === null
      ? ''
      : ` (${[...changed].slice(0, 3).map(shortName).join(', ')}${changed.size > 3 ? ', ...' : ''})`;
  if (result.errors.length > 0) {
    if (restart !== undefined) {
      restart.abort();
      serverStale = true;
    }
    console.error(
      `${result.errors.join('\n')}\ndev: the build failed; still serving the previous one.`,
    );
    return;
  }
  let outcome: string;
  if (restart !== undefined || serverDown()) {
    const readyMs = await (restart ?? beginRestart()).finish();
    serverStale = false;
    outcome =
      readyMs < 0
        ? 'the server failed to start'
        : `server restarted, listening ${readyMs} ms later`;
  } else if (result.clientChanged && !result.stylesOnly) {
    version += 1;
    send(running, { type: 'change', version, kind: 'reload' });
    outcome = 'pages reload';
  } else if (result.stylesheetsChanged) {
    version += 1;
    send(running, { type: 'change', version, kind: 'css' });
    outcome = 'stylesheets swapped';
  } else {
    outcome = 'no output changed';
  }
  log(`rebuilt ${describe(result)} in ${result.ms} ms${files}: ${outcome}`);
  const gallery = await devBuild.rebuild(changed, ['gallery']);
  if (gallery.errors.length > 0) {
    console.error(`${gallery.errors.join('\n')}\ndev: the gallery's build failed.`);
  } else if (gallery.clientChanged || gallery.stylesheetsChanged) {
    version += 1;
    send(running, { type: 'change', version, kind: 'gallery' });
    log(`rebuilt gallery in ${gallery.ms} ms: gallery pages reload`);
  }
  const kitChanged =
    changed !== null && [...changed].some((file) => file.startsWith(kitSourceDir + sep));
  // After the pages have reloaded: the extraction would compete with them for the cores.
  if (kitChanged) setTimeout(extractDocs, 1000).unref();
}

const firstStarted = performance.now();
const first = await devBuild.rebuild(null);
if (first.errors.length > 0) {
  console.error(`${first.errors.join('\n')}\ndev: the first build failed; fix it and save again.`);
} else {
  log(`first build in ${first.ms} ms (${describe(first)})`);
  const readyMs = await beginRestart().finish();
  log(
    readyMs < 0
      ? 'the server failed to start; the next change starts it again'
      : `server listening ${readyMs} ms later, ${Math.round(performance.now() - firstStarted)} ms after start: ${origin}`,
  );
}
if (currentDocs?.stamp !== kitSourceStamp()) extractDocs();

let changedFiles = new Set<string>();
let timer: NodeJS.Timeout | undefined;
let queue = Promise.resolve();

function scheduleRebuild(file: string) {
  changedFiles.add(file);
  clearTimeout(timer);
  // Editors write a file in several steps; one rebuild for them all.
  timer = setTimeout(() => {
    const changed = changedFiles;
    changedFiles = new Set();
    queue = queue
      .then(() => applyRebuild(changed))
      .catch((error: unknown) => {
        console.error(error);
      });
  }, 20);
}

const watched = [
  join(appRoot, 'src'),
  ...readdirSync(join(workspaceRoot, 'packages')).map((name) =>
    join(workspaceRoot, 'packages', name, 'src'),
  ),
].filter((directory) => existsSync(directory));
const watchers = new Map<string, FSWatcher>();

/**
 * One watcher per directory (Node 20's recursive watch on Linux stops reporting a file once an
 * editor has replaced it by renaming a new one over it; a directory's watch does not).
 */
function watchTree(directory: string) {
  if (watchers.has(directory)) return;
  try {
    const watcher = watch(directory, (_event, name) => {
      if (name === null) return;
      const path = join(directory, name);
      if (isDirectory(path)) watchTree(path);
      else scheduleRebuild(path);
    });
    // The directory was removed.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(directory);
    });
    watchers.set(directory, watcher);
  } catch {
    return; // removed meanwhile
  }
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) watchTree(join(directory, entry.name));
  }
}

function isDirectory(path: string) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

for (const directory of watched) watchTree(directory);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    clearTimeout(timer);
    clearTimeout(spareTimer);
    for (const watcher of watchers.values()) watcher.close();
    void Promise.all([
      stop(running),
      stop(spare, 0),
      stop(docsWorker ?? null, 0),
      devBuild.dispose(),
    ]).then(() => process.exit(0));
  });
}
