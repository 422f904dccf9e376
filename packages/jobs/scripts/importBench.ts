// Times `jobs-import` on a generated feed, as a JSON array and as JSON Lines, and reports the
// importer's peak memory (GNU time's maximum resident set size):
//   pnpm bench:import [--count 50000]
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { commandArgs } from '../src/cli/args.ts';
import { iterateJobs } from '../src/generate/generate.ts';

const { values } = parseArgs({
  args: commandArgs(),
  options: { count: { type: 'string', default: '50000' } },
});
const count = Number(values.count);
const dir = mkdtempSync(join(tmpdir(), 'jobs-import-bench-'));
const cli = join(import.meta.dirname, '..', 'src', 'import', 'cli.ts');

/** A generated job as a schema.org JobPosting (what a feed sends). */
function* postings() {
  for (const job of iterateJobs({ count, seed: 3, now: new Date('2026-06-15T00:00:00Z') })) {
    yield {
      '@type': 'JobPosting',
      identifier: job.id,
      title: job.title,
      description: job.descriptionHtml,
      datePosted: job.listedAt,
      validThrough: job.validThrough,
      hiringOrganization: { name: job.company.name },
      jobLocation: {
        address: {
          addressLocality: job.location.city,
          addressRegion: job.location.region,
          addressCountry: job.location.country,
        },
      },
      employmentType: {
        'full-time': 'FULL_TIME',
        'part-time': 'PART_TIME',
        'contract-temp': 'CONTRACTOR',
        'casual-vacation': 'CASUAL',
      }[job.workType],
      occupationalCategory: job.subClassification,
      keySellingPoints: job.keySellingPoints,
    };
  }
}

async function write(path: string, asArray: boolean) {
  const out = createWriteStream(path);
  let first = true;
  if (asArray) out.write('[\n');
  for (const posting of postings()) {
    const text = `${first ? '' : asArray ? ',\n' : '\n'}${JSON.stringify(posting)}`;
    first = false;
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end(asArray ? '\n]\n' : '\n');
  await once(out, 'finish');
}

try {
  for (const [name, asArray] of [
    ['JSON array', true],
    ['JSON Lines', false],
  ] as const) {
    const feed = join(dir, asArray ? 'feed.json' : 'feed.jsonl');
    await write(feed, asArray);
    const db = join(dir, `${asArray ? 'array' : 'lines'}.db`);
    const run = spawnSync(
      '/usr/bin/time',
      ['-f', '%e %M', process.execPath, '--import', 'tsx', cli, '--db', db, feed],
      { encoding: 'utf8', env: { ...process.env, CI: '1' } },
    );
    const [seconds, kb] = run.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
    const mb = statSync(feed).size / 1e6;
    console.log(
      `${name}: ${count} records, ${mb.toFixed(0)} MB: ${seconds!.toFixed(1)} s (${Math.round(count / seconds!)} records/s), peak RSS ${Math.round(kb! / 1024)} MB, exit ${run.status}; ${run.stdout.trim()}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
