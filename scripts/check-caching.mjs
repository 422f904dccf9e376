#!/usr/bin/env node
// Proves that turbo's task inputs match what each task really reads: a README-only change in
// packages/theme may re-run only theme's own tasks, and a source change in packages/theme must
// re-run the tasks of theme and of every package that depends on it (ui, web, and pack-test,
// which packs theme's dist).
//
// It copies the working tree's files (tracked and untracked, not ignored) into a scratch git
// repository, asks `turbo run typecheck lint test --dry=json` for every task's hash, makes each
// change there and asks again. A task whose hash changed is a task turbo would run instead of
// replaying from its cache. Nothing runs and nothing in this checkout changes; no git history
// is needed, so a shallow CI clone works.
//
// Usage: node scripts/check-caching.mjs   (or `pnpm check:caching`)

import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const turbo = join(root, 'node_modules', '.bin', 'turbo');
const tasks = ['typecheck', 'lint', 'test'];

/**
 * Each change, the tasks that read the changed file (so must run again), and the packages whose
 * tasks may run again (any other package's task re-running is a failure).
 */
const scenarios = [
  {
    name: 'README-only change in packages/theme',
    file: 'packages/theme/README.md',
    append: '\nA line added by the caching check.\n',
    mustRun: ['theme#lint', 'theme#test'],
    mayRunPackages: ['theme'],
  },
  {
    name: 'test-only change in packages/theme',
    file: 'packages/theme/test/readme.test.ts',
    append: '\n// A line added by the caching check.\n',
    mustRun: ['theme#typecheck', 'theme#lint', 'theme#test'],
    mayRunPackages: ['theme'],
  },
  {
    name: 'README-only change in packages/jobs (its benchmark results live there)',
    file: 'packages/jobs/README.md',
    append: '\nA line added by the caching check.\n',
    mustRun: ['jobs#lint', 'jobs#test'],
    mayRunPackages: ['jobs'],
  },
  {
    name: "change to the web app's alert rules (apps/web/ops, tested by promtool in its tests)",
    file: 'apps/web/ops/prometheus/rules.yml',
    append: '\n# A line added by the caching check.\n',
    mustRun: ['web#lint', 'web#test'],
    mayRunPackages: ['web'],
  },
  {
    name: 'source change in packages/theme',
    file: 'packages/theme/src/index.ts',
    append: '\n// A line added by the caching check.\n',
    mustRun: tasks.flatMap((task) =>
      ['theme', 'ui', 'web', 'pack-test'].map((pkg) => `${pkg}#${task}`),
    ),
    mayRunPackages: ['theme', 'ui', 'web', 'pack-test'],
  },
];

/** A line on standard output (the report a reader or CI log wants). */
const say = (line) => process.stdout.write(`${line}\n`);

const git = (cwd, ...args) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Every task of the run and its hash, with `@joblane/theme#test` shortened to `theme#test`. */
const hashes = (cwd) => {
  const json = execFileSync(turbo, ['run', ...tasks, '--dry=json'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_PRINT_VERSION_DISABLED: '1' },
  });
  const plan = JSON.parse(json);
  return new Map(plan.tasks.map((task) => [task.taskId.replace(/^@joblane\//, ''), task.hash]));
};

if (!existsSync(turbo)) {
  console.error(`turbo is not installed at ${turbo}: run \`npx -y pnpm@12.21.0 install\` first.`);
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), 'joblane-caching-'));
let failures = 0;
try {
  // The working tree's files, as turbo sees them (ignored files such as node_modules left out).
  const files = git(root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(root, file), join(scratch, file));
  }
  git(scratch, 'init', '--quiet');
  // turbo looks for itself in the repository's node_modules; the link is kept out of git (a
  // symlink does not match the `node_modules/` pattern of .gitignore), so it is never hashed.
  appendFileSync(join(scratch, '.git', 'info', 'exclude'), '\n/node_modules\n');
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  git(scratch, 'add', '--all');
  git(
    scratch,
    '-c',
    'user.name=caching check',
    '-c',
    'user.email=caching-check@localhost',
    'commit',
    '--quiet',
    '--no-gpg-sign',
    '-m',
    'base',
  );

  const base = hashes(scratch);
  if (base.size === 0) throw new Error('turbo planned no tasks: is this the workspace root?');

  for (const scenario of scenarios) {
    appendFileSync(join(scratch, scenario.file), scenario.append);
    const after = hashes(scratch);
    git(scratch, 'checkout', '--quiet', '--', scenario.file);

    const rerun = [...after].filter(([id, hash]) => base.get(id) !== hash).map(([id]) => id);
    rerun.sort();
    say(`${scenario.name} (${scenario.file}):`);
    say(rerun.length > 0 ? `  would run ${rerun.join(', ')}` : '  would run nothing');

    const missing = scenario.mustRun.filter((id) => !rerun.includes(id));
    const extra = rerun.filter((id) => !scenario.mayRunPackages.includes(id.split('#')[0]));
    if (missing.length > 0) {
      failures += 1;
      console.error(`  FAIL: these tasks read the changed file but would replay from the cache:`);
      console.error(`        ${missing.join(', ')}`);
    }
    if (extra.length > 0) {
      failures += 1;
      console.error(`  FAIL: these tasks do not read the changed file but would run again:`);
      console.error(`        ${extra.join(', ')}`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failures > 0) {
  console.error('\nTask inputs in turbo.json do not match what the tasks read.');
  process.exit(1);
}
say('\nTask inputs match: documentation stays local, source changes reach dependents.');
