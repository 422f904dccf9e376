#!/usr/bin/env tsx
// jobs-seed --db PATH [--count 3000] [--seed 1] [--force]
// Fills an empty jobs database with generated sample jobs (a fresh clone's first `pnpm start`).
// Exit 0: done (or nothing to do); 2: usage error.
import { parseArgs } from 'node:util';
import { commandArgs } from '../cli/args.ts';
import { createProgress } from '../cli/progress.ts';
import { openSqliteJobStore } from '../store/sqlite/sqliteStore.ts';
import { seedSampleJobs } from './seed.ts';

const usage = 'Usage: jobs-seed --db PATH [--count N] [--seed N] [--force]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      args: commandArgs(),
      options: {
        db: { type: 'string' },
        count: { type: 'string', default: '3000' },
        seed: { type: 'string', default: '1' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const dbPath = values.db ?? process.env.JOBS_DB;
  if (!dbPath) fail('Missing --db: the SQLite file to fill (or set JOBS_DB).');
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 0)
    fail(`--count must be a whole number of jobs, got "${values.count}".`);
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) fail(`--seed must be an integer, got "${values.seed}".`);

  const store = openSqliteJobStore({ path: dbPath, cacheSize: 0 });
  try {
    const existing = store.db.prepare('SELECT count(*) FROM jobs').pluck().get() as number;
    if (existing > 0 && !values.force) {
      process.stdout.write(
        `${dbPath} already holds ${existing} jobs; nothing to do (--force adds more)\n`,
      );
      return;
    }
    const progress = createProgress({ unit: 'jobs', verb: 'added', stream: process.stderr });
    const added = await seedSampleJobs(store, {
      count,
      seed,
      onBatch: (done) => progress.update(done, count === 0 ? 1 : done / count),
    });
    progress.done();
    process.stdout.write(`added ${added} sample jobs to ${dbPath}\n`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`jobs-seed failed: ${(error as Error).message}\n`);
  process.exit(2);
});
