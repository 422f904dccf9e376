import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import * as fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteJobStore, type SqliteJobStore } from '../store/sqlite/sqliteStore.ts';
import { importJobPostings } from './importer.ts';
import { sanitizeDescription } from '../model/richText.ts';
import { defaultJobSearchQuery } from '../query/query.ts';
import { jobFromPosting } from './jobPosting.ts';

const cli = join(import.meta.dirname, 'cli.ts');
const stores: SqliteJobStore[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'jobs-import-'));
  dirs.push(dir);
  return dir;
}

function posting(identifier: string, changes: Record<string, unknown> = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    identifier,
    title: 'Registered Nurse',
    description: '<p>Care for patients.</p><ul><li>Day shifts</li></ul>',
    datePosted: '2099-01-10',
    validThrough: '2099-02-10T00:00:00Z',
    hiringOrganization: { '@type': 'Organization', name: 'Harbour Health' },
    jobLocation: {
      '@type': 'Place',
      address: { addressLocality: 'Parramatta', addressRegion: 'NSW', addressCountry: 'AU' },
    },
    employmentType: 'FULL_TIME',
    occupationalCategory: 'Nursing - General Medical & Surgical',
    industry: 'Healthcare & Medical',
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'AUD',
      value: { '@type': 'QuantitativeValue', minValue: 85000, maxValue: 95000, unitText: 'YEAR' },
    },
    url: `https://example.com/jobs/${identifier}`,
    ...changes,
  };
}

const lines = (...records: unknown[]) => records.map((record) => JSON.stringify(record)).join('\n');

describe('jobFromPosting', () => {
  it('maps a schema.org JobPosting to a job', () => {
    const result = jobFromPosting(posting('rn-1'));
    expect(result).toMatchObject({
      ok: true,
      job: {
        id: 'rn-1',
        title: 'Registered Nurse',
        company: { name: 'Harbour Health' },
        location: { placeId: 'parramatta-nsw-au', label: 'Parramatta NSW' },
        workType: 'full-time',
        workArrangement: 'on-site',
        classification: 'healthcare-and-medical',
        subClassification: 'healthcare-and-medical.nursing-general-medical-and-surgical',
        salary: { min: 85_000, max: 95_000, period: 'annual', label: '$85,000 – $95,000 per year' },
        listedAt: '2099-01-10T00:00:00.000Z',
        summary: 'Care for patients. Day shifts',
      },
    });
  });

  it('reads remote work, hourly pay and a region-only location', () => {
    const remote = jobFromPosting(
      posting('r', {
        jobLocationType: 'TELECOMMUTE',
        jobLocation: undefined,
        employmentType: ['CONTRACTOR'],
        baseSalary: { currency: 'AUD', value: { value: 80, unitText: 'HOUR' } },
      }),
    );
    expect(remote).toMatchObject({
      ok: true,
      job: {
        workArrangement: 'remote',
        workType: 'contract-temp',
        salary: { min: 80, period: 'hourly' },
      },
    });
    const region = jobFromPosting(
      posting('v', { jobLocation: { address: { addressRegion: 'Victoria' } } }),
    );
    expect(region).toMatchObject({ ok: true, job: { location: { placeId: 'vic-au' } } });
  });

  it('explains what is wrong with a bad record', () => {
    const result = jobFromPosting(
      posting('bad id!', {
        employmentType: 'GIG',
        jobLocation: { address: { addressLocality: 'Atlantis' } },
        occupationalCategory: 'Wizardry',
        industry: undefined,
      }),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join('\n')).toMatch(
      /jobLocation.*\n.*employmentType: "GIG".*\n.*occupationalCategory/,
    );
    const missing = jobFromPosting({ '@type': 'JobPosting', identifier: 'x' });
    expect(!missing.ok && missing.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^title:/),
        expect.stringMatching(/^datePosted:/),
      ]),
    );
  });

  it('sanitises description HTML to a safe subset', () => {
    const html = sanitizeDescription(
      '<h1>Hi</h1><p onclick="x()">Text <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><img src=x onerror=alert(1)><iframe></iframe><ul><li>One</li></ul>',
    );
    expect(html).toBe(
      '<h3>Hi</h3><p>Text <a rel="nofollow noopener">bad</a> <a href="https://ok.example" rel="nofollow noopener">ok</a></p><ul><li>One</li></ul>',
    );
  });
});

describe('importJobPostings', () => {
  function store() {
    const opened = openSqliteJobStore({ path: ':memory:' });
    stores.push(opened);
    return opened;
  }

  it('imports JSON Lines and reports each bad record with its line', async () => {
    const target = store();
    const feed = [
      JSON.stringify(posting('a')),
      '',
      '{"identifier": "broken", ',
      JSON.stringify(posting('b', { title: '' })),
      JSON.stringify(posting('c')),
    ].join('\n');
    const report = await importJobPostings(target, Readable.from([feed]));
    expect(report.inserted).toBe(2);
    expect(report.bad.map((bad) => bad.line)).toEqual([3, 4]);
    expect(report.bad[0]!.reason).toMatch(/^not valid JSON/);
    expect(report.bad[1]!.reason).toMatch(/^title:/);
    expect((await target.getJob('c'))?.title).toBe('Registered Nurse');
  });

  it('leaves out what the screen holds back, reporting each with its line and reason', async () => {
    const target = store();
    const feed = lines(
      posting('a'),
      posting('scam', { title: 'Earn $5,000/week from home' }),
      posting('b'),
    );
    const report = await importJobPostings(target, Readable.from([feed]), {
      screen: (job) =>
        job.title.includes('$') ? 'held for review: the title shouts money' : undefined,
    });
    expect(report.inserted).toBe(2);
    expect(report.bad).toEqual([]);
    expect(report.held).toEqual([{ line: 2, reason: 'held for review: the title shouts money' }]);
    expect(await target.getJob('scam')).toBeUndefined();
    expect((await target.getJob('b'))?.title).toBe('Registered Nurse');
  });

  it('writes through any JobStore, a batch at a time, and stops at a batch the store rejects', async () => {
    const target = store();
    const batches: string[][] = [];
    const failingSecondBatch = {
      upsert: async (jobs: Parameters<SqliteJobStore['upsert']>[0]) => {
        batches.push(jobs.map((job) => job.id));
        if (batches.length === 2) throw new Error('disk full');
        return target.upsert(jobs);
      },
    };
    const feed = ['a', 'b', 'c', 'd', 'e'].map((id) => JSON.stringify(posting(id))).join('\n');
    await expect(
      importJobPostings(failingSecondBatch, Readable.from([feed]), { batchSize: 2 }),
    ).rejects.toThrow('disk full');
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect((await target.getJob('b'))?.id).toBe('b');
    expect(await target.getJob('c')).toBeUndefined();
    expect(await target.countActive({ now: new Date('2020-01-01T00:00:00Z') })).toBe(2);
  });

  it('imports a JSON array, with the line each bad element starts on', async () => {
    const target = store();
    const feed = JSON.stringify(
      [posting('a'), posting('b', { datePosted: 'yesterday' }), posting('c')],
      null,
      2,
    );
    const report = await importJobPostings(target, Readable.from([feed]));
    expect(report).toMatchObject({ records: 3, inserted: 2, updated: 0 });
    const contextLines = feed
      .split('\n')
      .flatMap((line, index) => (line.includes('"@context"') ? [index] : []));
    // The second element's opening brace is on the line before its first property.
    const badLine = contextLines[1]!;
    expect(report.bad).toHaveLength(1);
    expect(report.bad[0]!.line).toBe(badLine);
    expect(report.bad[0]!.reason).toMatch(/datePosted/);
  });

  it('decides JSON Lines once: a `[` line is one bad record and the records after it are imported', async () => {
    const target = store();
    const feed = [
      JSON.stringify(posting('a')),
      '[1]',
      JSON.stringify(posting('b')),
      '[',
      JSON.stringify(posting('c')),
      '  42  ',
      JSON.stringify(posting('d')),
    ].join('\n');
    const report = await importJobPostings(target, Readable.from([feed]));
    expect(report).toMatchObject({ records: 7, inserted: 4 });
    expect(report.bad).toEqual([
      { line: 2, reason: expect.stringMatching(/^a JSON array, not a JobPosting object/) },
      { line: 4, reason: expect.stringMatching(/^not valid JSON/) },
      { line: 6, reason: expect.stringMatching(/^a JSON number, not a JobPosting object/) },
    ]);
    for (const id of ['a', 'b', 'c', 'd']) expect(await target.getJob(id)).toBeDefined();
  });

  it('reports input after a JSON array closes, with its lines, and imports the array', async () => {
    const target = store();
    const feed = `[${JSON.stringify(posting('a'))},\n${JSON.stringify(posting('b'))}]\n\n${lines(posting('c'), posting('d'))}\n`;
    const report = await importJobPostings(target, Readable.from([feed]));
    expect(report.inserted).toBe(2);
    expect(report.bad).toEqual([
      {
        line: 4,
        reason:
          'input after the JSON array closed on line 2 (lines 4-5 not imported; a feed is one JSON array or JSON Lines)',
      },
    ]);
    expect(await target.getJob('c')).toBeUndefined();

    const sameLine = await importJobPostings(
      store(),
      Readable.from([`[${JSON.stringify(posting('e'))}] x`]),
    );
    expect(sameLine).toMatchObject({ inserted: 1, bad: [{ line: 1 }] });
    expect(sameLine.bad[0]!.reason).toMatch(/^input after the JSON array closed on line 1/);
  });

  it('reports a syntax error in an array with the lines it leaves unread', async () => {
    const target = store();
    const feed = [
      '[',
      `${JSON.stringify(posting('a'))},`,
      '{"identifier": "b", "title": },',
      `${JSON.stringify(posting('c'))}`,
      ']',
    ].join('\n');
    const report = await importJobPostings(target, Readable.from([feed]));
    expect(report.inserted).toBe(1);
    expect(report.bad).toEqual([
      {
        line: 3,
        reason: expect.stringMatching(/^not valid JSON \(.+\); lines 3-5 not imported/),
      },
    ]);
    // One line: the elements before the broken one are imported, the rest reported.
    const oneLine = await importJobPostings(
      store(),
      Readable.from([
        `[${JSON.stringify(posting('e'))},${JSON.stringify(posting('f'))},{"x": ],${JSON.stringify(posting('g'))}]`,
      ]),
    );
    expect(oneLine).toMatchObject({ inserted: 2, bad: [{ line: 1 }] });
    expect(oneLine.bad[0]!.reason).toMatch(/^not valid JSON/);
    const unterminated = await importJobPostings(
      store(),
      Readable.from([`[\n${JSON.stringify(posting('d'))},\n`]),
    );
    expect(unterminated).toMatchObject({ inserted: 1, bad: [{ line: 2 }] });
    expect(unterminated.bad[0]!.reason).toMatch(/ended before the array's closing \]/);
  });

  it('reports a runaway record instead of holding it', async () => {
    const long = JSON.stringify(posting('long', { description: 'x'.repeat(5000) }));
    const feed = `${long}\n${JSON.stringify(posting('ok'))}`;
    const report = await importJobPostings(store(), Readable.from([feed]), {
      maxRecordChars: 2000,
    });
    expect(report).toMatchObject({ inserted: 1, bad: [{ line: 1 }] });
    expect(report.bad[0]!.reason).toMatch(/^record too long/);
    const array = `[\n${long},\n${JSON.stringify(posting('ok'))}\n]`;
    const arrayReport = await importJobPostings(store(), Readable.from([array]), {
      maxRecordChars: 2000,
    });
    expect(arrayReport).toMatchObject({ inserted: 1, bad: [{ line: 2 }] });
    expect(arrayReport.bad[0]!.reason).toMatch(/^record too long/);
  });

  it('reads any chunking of the input the same way (property)', async () => {
    const pieces = fc.constantFrom('good', 'bad', 'broken', 'blank', 'array', 'unicode');
    await fc.assert(
      fc.asyncProperty(
        fc.array(pieces, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 30 }),
        async (generated, asArray, cuts) => {
          // JSON Lines that began with `[` would be an array: start them with a good record.
          const kinds = asArray ? generated : ['good' as const, ...generated];
          const records = kinds.map((kind, i) =>
            kind === 'good'
              ? JSON.stringify(posting(`j${i}`))
              : kind === 'unicode'
                ? JSON.stringify(
                    posting(`u${i}`, { title: 'Café [Night] Manager, ] “Ōtautahi” 🍵 {' }),
                  )
                : kind === 'bad'
                  ? JSON.stringify(posting(`b${i}`, { title: '' }))
                  : kind === 'broken'
                    ? '{"identifier": '
                    : kind === 'array'
                      ? '[1, 2]'
                      : '',
          );
          const text = asArray
            ? `[\n${records.filter((r) => r !== '' && r !== '{"identifier": ').join(',\n')}\n]\n`
            : records.join('\n');
          const bytes = Buffer.from(text);
          const chunks: Buffer[] = [];
          let at = 0;
          for (const cut of cuts) {
            if (at >= bytes.length) break;
            chunks.push(bytes.subarray(at, at + cut));
            at += cut;
          }
          if (at < bytes.length) chunks.push(bytes.subarray(at));
          const whole = await importJobPostings(store(), Readable.from([bytes]));
          const chunked = await importJobPostings(store(), Readable.from(chunks));
          expect({ ...chunked, bytesRead: 0 }).toEqual({ ...whole, bytesRead: 0 });
          const good = new Set(
            kinds.flatMap((kind, i) =>
              kind === 'good' ? [`j${i}`] : kind === 'unicode' ? [`u${i}`] : [],
            ),
          );
          expect(whole.inserted).toBe(good.size);
          const expectedBad = asArray
            ? kinds.filter((kind) => kind === 'bad' || kind === 'array').length
            : kinds.filter((kind) => kind !== 'good' && kind !== 'unicode' && kind !== 'blank')
                .length;
          expect(whole.bad).toHaveLength(expectedBad);
          expect(whole.bytesRead).toBe(bytes.length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('streams a large JSON array: batches are committed before the input ends', async () => {
    const target = store();
    const total = 6000;
    const countWhenHalfRead: number[] = [];
    async function* feed() {
      yield '[\n';
      for (let i = 0; i < total; i += 1) {
        if (i === total / 2) {
          countWhenHalfRead.push(
            target.db.prepare('SELECT count(*) FROM jobs').pluck().get() as number,
          );
        }
        yield `${i === 0 ? '' : ',\n'}${JSON.stringify(posting(`s${i}`))}`;
      }
      yield '\n]\n';
    }
    const heapBefore = process.memoryUsage().heapUsed;
    const report = await importJobPostings(target, Readable.from(feed()), { batchSize: 250 });
    expect(report).toMatchObject({ records: total, inserted: total, bad: [] });
    // Half the array read: all but the batch being filled are already in the store.
    expect(countWhenHalfRead[0]).toBeGreaterThanOrEqual(total / 2 - 250 - 1);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(200 * 1024 * 1024);
    // 4-5 s alone; 52-74 s in CI, where every package's tests share two cores (load 9-11).
  }, 180_000);

  it('stores text fields as plain text: `Pay < 5 & "fun"` reads back as typed', async () => {
    const target = store();
    const feed = lines(
      posting('t1', {
        title: 'Nurse &amp; Midwife',
        description: '<p>Pay &lt; 5 &amp; "fun"</p><script>x()</script>',
        keySellingPoints: ['Pay < 5 & "fun"'],
      }),
      posting('t2', { disambiguatingDescription: 'Pay < 5 & "fun"' }),
    );
    expect(await importJobPostings(target, Readable.from([feed]))).toMatchObject({
      inserted: 2,
      bad: [],
    });
    const first = await target.getJob('t1');
    expect(first).toMatchObject({
      title: 'Nurse & Midwife',
      summary: 'Pay < 5 & "fun"',
      keySellingPoints: ['Pay < 5 & "fun"'],
      descriptionHtml: '<p>Pay &lt; 5 &amp; "fun"</p>',
    });
    expect((await target.getJob('t2'))?.summary).toBe('Pay < 5 & "fun"');
    const { jobs } = await target.search({ ...defaultJobSearchQuery, keywords: 'fun' });
    expect(jobs.map((job) => [job.id, job.summary])).toEqual(
      expect.arrayContaining([['t1', 'Pay < 5 & "fun"']]),
    );
  });

  it('is idempotent: a second run updates in place, and a repeated id keeps the later record', async () => {
    const target = store();
    const feed = lines(posting('a'), posting('b'), posting('a', { title: 'Clinical Nurse' }));
    expect(await importJobPostings(target, Readable.from([feed]))).toMatchObject({
      inserted: 2,
      updated: 1,
    });
    expect(await importJobPostings(target, Readable.from([feed]))).toMatchObject({
      inserted: 0,
      updated: 3,
    });
    expect((await target.getJob('a'))?.title).toBe('Clinical Nurse');
    expect(target.db.prepare('SELECT count(*) FROM jobs').pluck().get()).toBe(2);
  });
});

describe('jobs-import CLI', () => {
  const run = (args: string[], input?: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8', input });

  it('imports from a file and exits 0, or 1 with the bad lines on stderr', () => {
    const dir = tempDir();
    const db = join(dir, 'jobs.db');
    const good = join(dir, 'good.jsonl');
    writeFileSync(good, lines(posting('a'), posting('b')));
    const ok = run(['--db', db, good]);
    expect(ok.stdout).toBe('2 records: 2 new, 0 updated, 0 bad\n');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const bad = run(['--', '--db', db, '-'], lines(posting('c'), { identifier: 'd' }));
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('2 records: 1 new, 0 updated, 1 bad\n');
    expect(bad.stderr).toMatch(/^line 2: /);
  });

  it('shows progress on a terminal only, and nothing in a pipe', () => {
    const dir = tempDir();
    const feed = join(dir, 'feed.jsonl');
    writeFileSync(feed, lines(...Array.from({ length: 40 }, (_, i) => posting(`p-${i}`))));
    const { CI: _ci, ...env } = process.env;
    const piped = spawnSync(
      process.execPath,
      ['--import', 'tsx', cli, '--db', join(dir, 'piped.db'), '--batch-size', '5', feed],
      { encoding: 'utf8', env },
    );
    expect(piped.status).toBe(0);
    expect(piped.stderr).toBe('');
    // `script` gives the command a terminal (util-linux; on every Debian machine).
    const command = [process.execPath, '--import', 'tsx', cli, '--db', join(dir, 'tty.db')]
      .concat(['--batch-size', '5', feed])
      .map((arg) => `'${arg}'`)
      .join(' ');
    const onTerminal = spawnSync('script', ['-qec', command, '/dev/null'], {
      encoding: 'utf8',
      env,
    });
    expect(onTerminal.status).toBe(0);
    expect(onTerminal.stdout).toMatch(/imported \d+ records · [\d,]+\/s · \d+ % · \d+:\d\d left/);
    expect(onTerminal.stdout).toContain('40 records: 40 new, 0 updated, 0 bad');
  });

  it('explains usage errors and exits 2', () => {
    const missing = run([]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/Missing --db/);
    const noFile = run(['--db', join(tempDir(), 'x.db'), '/nonexistent/feed.json']);
    expect(noFile.status).toBe(2);
    expect(noFile.stderr).toMatch(/No such feed file/);
    const directory = run(['--db', join(tempDir(), 'x.db'), tempDir()]);
    expect(directory.status).toBe(2);
    expect(directory.stderr).toMatch(/is a directory; give a feed file/);
    const flag = run(['--db', join(tempDir(), 'x.db'), '--batch-size', '0']);
    expect(flag.status).toBe(2);
    expect(flag.stderr).toMatch(/--batch-size must be a positive integer, got "0"/);
  });

  it('leaves no half-written batch when killed mid-import, and a re-run completes it', async () => {
    const dir = tempDir();
    const db = join(dir, 'jobs.db');
    const feed = join(dir, 'feed.jsonl');
    const total = 3_000;
    const batchSize = 20;
    writeFileSync(feed, lines(...Array.from({ length: total }, (_, i) => posting(`job-${i}`))));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--db', db, '--batch-size', String(batchSize), feed],
      {
        env: { ...process.env, JOBS_IMPORT_PROGRESS: '1' },
      },
    );
    // Kill it (no chance to clean up) once a few batches have been committed.
    await new Promise<void>((resolve) => {
      let seen = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString().split('committed').length - 1;
        if (seen >= 3) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
    });
    const check = new Database(db);
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.exec("INSERT INTO jobs_fts (jobs_fts, rank) VALUES ('integrity-check', 0)");
    const imported = check.prepare('SELECT count(*) FROM jobs').pluck().get() as number;
    expect(imported).toBeGreaterThanOrEqual(3 * batchSize);
    expect(imported).toBeLessThan(total);
    expect(imported % batchSize).toBe(0);
    check.close();

    const rerun = spawnSync(process.execPath, ['--import', 'tsx', cli, '--db', db, feed], {
      encoding: 'utf8',
    });
    expect(rerun.status).toBe(0);
    expect(rerun.stdout).toBe(
      `${total} records: ${total - imported} new, ${imported} updated, 0 bad\n`,
    );
    const store = openSqliteJobStore({ path: db });
    stores.push(store);
    expect(store.db.prepare('SELECT count(*) FROM jobs').pluck().get()).toBe(total);
    // Two child processes import 3 000 records: generous on a loaded 2-core CI machine.
  }, 180_000);
});
