// The job importer into the job record (bundled as dist/server/import.js; `pnpm run import-jobs`):
// with DATABASE_URL set, reads schema.org JobPosting records (a JSON array or JSON Lines) from
// FILE or stdin and writes them to the record, whose change log every node's index follows.
// Without DATABASE_URL the embedded store is the record: use `jobs-import --db PATH` there.
// Every job passes trust and safety's screen; held ones are reported, not imported.
// Exit 0: all imported; 1: some records were bad or held (the good ones are in); 2: could not run.
import { createReadStream, existsSync, statSync } from 'node:fs';

import { openRelationalDatabase } from '@joblane/database';
import { openJobRecord } from '@joblane/job-record';
import { importJobPostings } from '@joblane/jobs';

import { screenFeedJob } from '../services/feedScreening.ts';

const usage = 'Usage: DATABASE_URL=postgres://... pnpm run import-jobs [FILE | -]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const url = process.env.DATABASE_URL;
if (url === undefined || url === '') {
  fail(
    'DATABASE_URL is not set: without it the embedded SQLite store is the record; import with ' +
      '`pnpm --filter @joblane/jobs run import --db apps/web/data/joblane.db FILE`.',
  );
}
if (!/^postgres(ql)?:\/\//.test(url)) fail('DATABASE_URL must be a postgres:// URL.');
const args = process.argv.slice(2);
if (args.length > 1) fail(`Give one feed file, got ${args.length}.`);
const file = args[0];
const fromFile = file !== undefined && file !== '-';
if (fromFile && !existsSync(file)) fail(`No such feed file: ${file}`);
if (fromFile && statSync(file).isDirectory()) fail(`${file} is a directory; give a feed file.`);

const database = openRelationalDatabase({ url, poolSize: 2 });
try {
  const record = await openJobRecord({ database });
  const report = await importJobPostings(
    record,
    fromFile ? createReadStream(file) : process.stdin,
    {
      screen: screenFeedJob,
    },
  );
  for (const bad of report.bad) process.stderr.write(`line ${bad.line}: ${bad.reason}\n`);
  for (const held of report.held) process.stderr.write(`line ${held.line}: ${held.reason}\n`);
  process.stdout.write(
    `${report.records} records: ${report.inserted} new, ${report.updated} updated, ${report.bad.length} bad, ${report.held.length} held by screening (into the job record)\n`,
  );
  process.exitCode = report.bad.length > 0 || report.held.length > 0 ? 1 : 0;
} catch (error) {
  process.stderr.write(`The import failed: ${(error as Error).message}\n`);
  process.exitCode = 2;
} finally {
  await database.close();
}
