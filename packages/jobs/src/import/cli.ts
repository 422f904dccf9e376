#!/usr/bin/env tsx
// jobs-import --db PATH [--batch-size N] [FILE | -]
// Reads schema.org JobPosting records (JSON array or JSON Lines) from FILE or stdin.
// Exit 0: all imported; 1: some records were bad (the good ones are in); 2: could not run.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { commandArgs } from '../cli/args.ts';
import { createProgress } from '../cli/progress.ts';
import { openSqliteJobStore } from '../store/sqlite/sqliteStore.ts';
import { importJobPostings } from './importer.ts';

const usage =
  'Usage: jobs-import --db PATH [--batch-size N] [FILE | -]   (reads stdin without FILE)';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      args: commandArgs(),
      allowPositionals: true,
      options: {
        db: { type: 'string' },
        'batch-size': { type: 'string', default: '500' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const dbPath = values.db ?? process.env.JOBS_DB;
  if (!dbPath) fail('Missing --db: the SQLite file to import into (or set JOBS_DB).');
  const batchSize = Number(values['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize < 1)
    fail(`--batch-size must be a positive integer, got "${values['batch-size']}".`);
  if (positionals.length > 1) fail(`Give one feed file, got ${positionals.length}.`);
  const file = positionals[0];
  const fromFile = file !== undefined && file !== '-';
  if (fromFile && !existsSync(file)) fail(`No such feed file: ${file}`);
  const stats = fromFile ? statSync(file) : undefined;
  if (stats?.isDirectory()) fail(`${file} is a directory; give a feed file.`);
  // Only a regular file has a size to measure progress against (not a pipe such as <(...)).
  const size = stats?.isFile() ? stats.size : undefined;

  const store = openSqliteJobStore({ path: dbPath, cacheSize: 0 });
  const input = fromFile ? createReadStream(file) : process.stdin;
  const progress = createProgress({ unit: 'records', verb: 'imported', stream: process.stderr });
  try {
    const report = await importJobPostings(store, input, {
      batchSize,
      onBatch: (sofar) => {
        const written = sofar.inserted + sofar.updated;
        progress.update(written, size ? sofar.bytesRead / size : undefined);
        // A line per committed batch on stdout, for scripts that follow an import (and the
        // test that kills one mid-way).
        if (process.env.JOBS_IMPORT_PROGRESS) {
          process.stdout.write(`committed ${written} records\n`);
        }
      },
    });
    progress.done();
    for (const bad of report.bad) process.stderr.write(`line ${bad.line}: ${bad.reason}\n`);
    process.stdout.write(
      `${report.records} records: ${report.inserted} new, ${report.updated} updated, ${report.bad.length} bad\n`,
    );
    process.exitCode = report.bad.length > 0 ? 1 : 0;
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`jobs-import failed: ${(error as Error).message}\n`);
  process.exit(2);
});
