// pnpm bench:dev: how fast the dev loop (build/dev.ts) shows an edit. Starts the loop in a
// scratch output folder with its own database, opens the home page in Chromium, then edits four
// kinds of file in turn (a kit component, its stylesheet, a page, a server route), each
// BENCH_EDITS times, and measures from the file's write to the edit visible in the page. Every
// edited file is restored afterwards (also on Ctrl+C and on failure).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium, type Page } from 'playwright-core';

const appRoot = resolve(import.meta.dirname, '..');
const workspaceRoot = resolve(appRoot, '..', '..');
const EDITS = Number(process.env.BENCH_EDITS ?? 3);
/** Time between edits: a developer reads the page before the next save. */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 3000);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface EditKind {
  name: string;
  file: string;
  /** The file with the n-th edit applied. */
  edit: (source: string, n: number) => string;
  /** Resolves when the page shows the n-th edit. */
  visible: (page: Page, n: number) => Promise<unknown>;
}

const replaceOnce = (source: string, search: string, replacement: string) => {
  if (!source.includes(search))
    throw new Error(`The bench's edit expects ${JSON.stringify(search)}`);
  return source.replace(search, replacement);
};

const kinds: EditKind[] = [
  {
    name: 'kit component (packages/ui/src/Button/Button.tsx)',
    file: join(workspaceRoot, 'packages/ui/src/Button/Button.tsx'),
    edit: (source, n) =>
      replaceOnce(
        source,
        '        type={type}\n',
        `        type={type}\n        data-bench="${n}"\n`,
      ),
    visible: (page, n) => page.waitForSelector(`button[data-bench="${n}"]`, { timeout: 60_000 }),
  },
  {
    name: 'kit stylesheet (packages/ui/src/Button/Button.css.ts)',
    file: join(workspaceRoot, 'packages/ui/src/Button/Button.css.ts'),
    edit: (source, n) =>
      replaceOnce(
        source,
        "    position: 'relative',\n",
        `    position: 'relative',\n    letterSpacing: '${n}px',\n`,
      ),
    visible: (page, n) =>
      page.waitForFunction(
        (expected) =>
          [...document.querySelectorAll('button[type="submit"]')].some(
            (button) => getComputedStyle(button).letterSpacing === expected,
          ),
        `${n}px`,
        { timeout: 60_000, polling: 20 },
      ),
  },
  {
    name: 'page (apps/web/src/features/search/home.page.tsx)',
    file: join(appRoot, 'src/features/search/home.page.tsx'),
    edit: (source, n) =>
      replaceOnce(
        source,
        '            Find your next job\n',
        `            Find your next job ${n}\n`,
      ),
    visible: (page, n) =>
      page.waitForSelector(`h1:text-is("Find your next job ${n}")`, { timeout: 60_000 }),
  },
  {
    name: 'server route (apps/web/src/features/search/homeRoute.ts)',
    file: join(appRoot, 'src/features/search/homeRoute.ts'),
    edit: (source, n) =>
      replaceOnce(
        source,
        "title: 'Joblane: find your next job',",
        `title: 'Joblane: find your next job ${n}',`,
      ),
    visible: (page, n) =>
      page.waitForFunction(
        (expected) => document.title === expected,
        `Joblane: find your next job ${n}`,
        {
          timeout: 60_000,
          polling: 20,
        },
      ),
  },
];

const originals = new Map<string, string>();
async function restoreAll() {
  for (const [file, source] of originals) await writeFile(file, source);
}
process.on('SIGINT', () => {
  void restoreAll().then(() => process.exit(130));
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolveListen) => server.once('listening', resolveListen));
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is needed at ${CHROMIUM_PATH}`);
const port = await freePort();
const dataDir = await mkdtemp(join(tmpdir(), 'joblane-bench-dev-'));
const outDir = join('dist', `bench-dev-${process.pid}`);
const load = [loadavg()[0]!.toFixed(1)];

const dev = spawn(process.execPath, ['--import', 'tsx', 'build/dev.ts', '--out', outDir], {
  cwd: appRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_PATH: join(dataDir, 'joblane.db'),
    SAMPLE_JOBS: '300',
    ALERT_INTERVAL_MS: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
dev.stdout.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
/** The first match of `pattern` in the loop's output after offset `from`, waited for. */
async function nextLine(pattern: RegExp, from: number): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const match = output.slice(from).match(pattern);
    if (match !== null) return match;
    if (dev.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the dev loop never printed ${pattern}:\n${output}`);
    }
    await sleep(20);
  }
}

const rows: string[][] = [];
const profile = await mkdtemp(join(tmpdir(), 'joblane-bench-chromium-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const [, firstBuild] = await nextLine(/first build in (\d+) ms/, 0);
  const [, serverReady, sinceStart] = await nextLine(
    /server listening (\d+) ms later, (\d+) ms after start/,
    0,
  );
  console.log(
    `first build ${firstBuild} ms, server listening ${serverReady} ms later (${sinceStart} ms in all)`,
  );
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  // The first gallery docs extraction and the spare server process settle first.
  await sleep(PAUSE_MS * 2);

  for (const kind of kinds) {
    const original = await readFile(kind.file, 'utf8');
    originals.set(kind.file, original);
    const visibleMs: number[] = [];
    const rebuildMs: number[] = [];
    const outcomes = new Set<string>();
    let reloads = 0;
    for (let n = 1; n <= EDITS; n += 1) {
      await page.evaluate(() => ((window as { benchMark?: boolean }).benchMark = true));
      const from = output.length;
      const started = performance.now();
      await writeFile(kind.file, kind.edit(original, n));
      await kind.visible(page, n);
      visibleMs.push(Math.round(performance.now() - started));
      const [, ms, outcome] = await nextLine(/rebuilt [^\n]* in (\d+) ms[^\n]*: ([^\n]*)/, from);
      rebuildMs.push(Number(ms));
      outcomes.add(outcome!.replace(/\d+ ms/, 'N ms'));
      if (!(await page.evaluate(() => (window as { benchMark?: boolean }).benchMark === true))) {
        reloads += 1;
      }
      await sleep(PAUSE_MS);
    }
    const from = output.length;
    await writeFile(kind.file, original);
    originals.delete(kind.file);
    await nextLine(/rebuilt [^\n]*\n/, from);
    await sleep(PAUSE_MS);
    rows.push([
      kind.name,
      visibleMs.join(', '),
      String(median(visibleMs)),
      rebuildMs.join(', '),
      [...outcomes].join('; '),
      `${reloads}/${EDITS}`,
    ]);
    console.log(rows.at(-1)!.join(' | '));
  }
  load.push(loadavg()[0]!.toFixed(1));
  console.log(
    `\nfirst build ${firstBuild} ms; server listening ${serverReady} ms later; load average ${load.join(' -> ')} ` +
      `(${EDITS} edits each, ${PAUSE_MS} ms apart)\n`,
  );
  console.log(
    '| edit | edit to visible, ms | median | rebuild, ms | what the loop did | page reloaded |',
  );
  console.log('| --- | ---: | ---: | ---: | --- | ---: |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(
    `\nKit docs: ${[...output.matchAll(/kit docs extracted in (\d+) ms/g)].map((m) => m[1]).join(', ')} ms`,
  );
} finally {
  await restoreAll();
  await browser.close();
  dev.kill('SIGTERM');
  await new Promise((resolveExit) => dev.once('exit', resolveExit));
  await rm(profile, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
  await rm(join(appRoot, outDir), { recursive: true, force: true });
}
