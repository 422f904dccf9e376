#!/usr/bin/env tsx
// jobs-seed --db PATH [--count 3000] [--seed 1] [--force]
// Fills an empty jobs database with generated sample jobs (a fresh clone's first `pnpm start`).
import { parseArgs } from 'node:util';
import { openSqliteJobStore } from '../store/sqlite/sqlite-store.ts';
import { seedSampleJobs } from './seed.ts';

const usage = 'Usage: jobs-seed --db PATH [--count N] [--seed N] [--force]';
const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    count: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '1' },
    force: { type: 'boolean', default: false },
  },
});
const dbPath = values.db ?? process.env.JOBS_DB;
const count = Number(values.count);
const seed = Number(values.seed);
if (!dbPath || !Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}
const store = openSqliteJobStore({ path: dbPath });
const existing = store.db.prepare('SELECT count(*) FROM jobs').pluck().get() as number;
if (existing > 0 && !values.force) {
  process.stdout.write(
    `${dbPath} already holds ${existing} jobs; nothing to do (--force adds more)\n`,
  );
} else {
  const added = await seedSampleJobs(store, { count, seed });
  process.stdout.write(`added ${added} sample jobs to ${dbPath}\n`);
}
await store.close();
