import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateJob } from '../model/job.ts';
import { sanitizeDescription } from '../model/richText.ts';
import { htmlToText } from '../model/text.ts';
import { openSqliteJobStore } from '../store/sqlite/sqliteStore.ts';
import { generateJobs, iterateJobs, sampleIndustryOf } from './generate.ts';
import { classifications } from '../model/taxonomy.ts';
import { everyIndustryHires, industryHires, sampleIndustries } from './profiles.ts';
import { seedSampleJobs } from './seed.ts';

const now = new Date('2026-06-15T00:00:00.000Z');

describe('generateJobs', () => {
  it('is deterministic for a seed, and differs between seeds', () => {
    const first = generateJobs({ count: 50, seed: 7, now });
    expect(generateJobs({ count: 50, seed: 7, now })).toEqual(first);
    expect(generateJobs({ count: 50, seed: 8, now })).not.toEqual(first);
  });

  it('makes the same job for an index whether generated whole or in chunks', () => {
    const whole = generateJobs({ count: 30, seed: 3, now });
    const chunks = [
      ...iterateJobs({ count: 10, seed: 3, now }),
      ...iterateJobs({ count: 20, seed: 3, now, start: 10 }),
    ];
    expect(chunks).toEqual(whole);
  });

  it('has about a third of the jobs take applications on Joblane, with 0-3 valid questions', () => {
    const jobs = generateJobs({ count: 3000, seed: 1, now });
    const here = jobs.filter((job) => job.howToApply.onJoblane !== undefined);
    expect(here.length / jobs.length).toBeGreaterThan(0.28);
    expect(here.length / jobs.length).toBeLessThan(0.39);
    const counts = new Set(here.map((job) => job.howToApply.onJoblane!.questions.length));
    expect([...counts].sort()).toEqual([0, 1, 2, 3]);
    for (const job of here) expect(job.howToApply.url).toBeUndefined();
    for (const elsewhere of jobs.filter((job) => job.howToApply.onJoblane === undefined)) {
      expect(elsewhere.howToApply.url).toBe(`https://careers.example.com/jobs/${elsewhere.id}`);
    }
  });

  it('makes valid, varied, realistic jobs', () => {
    const jobs = generateJobs({ count: 2000, seed: 1, now });
    for (const job of jobs) expect(validateJob(job)).toEqual({ ok: true, job });
    const dayMs = 86_400_000;
    for (const job of jobs) {
      const age = now.getTime() - Date.parse(job.listedAt);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(30 * dayMs);
      expect(job.descriptionHtml).toMatch(/<ul><li>/);
      // Well-formed and within the description policy: the store's sanitiser keeps every word,
      // and names such as "M&A Analyst" read as text.
      expect(htmlToText(sanitizeDescription(job.descriptionHtml))).toBe(
        htmlToText(job.descriptionHtml),
      );
      expect(htmlToText(job.descriptionHtml)).toContain(job.company.name);
    }
    const share = (test: (job: (typeof jobs)[number]) => boolean) =>
      jobs.filter(test).length / jobs.length;
    expect(share((job) => job.salary?.hidden === true)).toBeGreaterThan(0.05);
    expect(share((job) => job.salary?.period === 'hourly')).toBeGreaterThan(0.03);
    expect(share((job) => job.location.country === 'New Zealand')).toBeGreaterThan(0.02);
    // Population weighting: Sydney and Melbourne lead, but not alone.
    expect(share((job) => job.location.placeId === 'sydney-nsw-au')).toBeGreaterThan(0.05);
    expect(new Set(jobs.map((job) => job.location.placeId)).size).toBeGreaterThan(200);
    expect(new Set(jobs.map((job) => job.classification)).size).toBe(29);
    expect(new Set(jobs.map((job) => job.title)).size).toBeGreaterThan(300);
    // Seniority shows in pay: senior roles earn more than junior ones on average.
    const meanPay = (prefix: string) => {
      const paid = jobs.filter(
        (job) => job.title.startsWith(prefix) && job.salary?.period === 'annual',
      );
      return paid.reduce((sum, job) => sum + job.salary!.min, 0) / paid.length;
    };
    expect(meanPay('Senior ')).toBeGreaterThan(meanPay('Junior ') * 1.3);
    // One level per title: never "Senior Senior Estimator" or "Lead Senior Associate".
    expect(
      jobs.filter((job) =>
        /^(?:Graduate|Junior|Senior|Lead) (?:Graduate|Junior|Senior|Lead) /.test(job.title),
      ),
    ).toEqual([]);
  });

  it("gives every job a company whose industry advertises the job's classification", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 1_000_000 }), (seed, start) => {
        for (const job of iterateJobs({ count: 40, seed, now, start })) {
          const industry = sampleIndustryOf(job.company.name);
          expect(industry, job.company.name).toBeDefined();
          expect(
            industryHires(industry!, job.classification),
            `${job.company.name} (${industry!.id}) advertising ${job.classification}`,
          ).toBe(true);
          // The description calls the company what it is, not what the job is.
          expect(htmlToText(job.descriptionHtml)).toContain(`${industry!.label} employer`);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('has an industry for every kind of job, and each name says one industry', () => {
    for (const classification of classifications) {
      expect(
        sampleIndustries.filter((industry) => industryHires(industry, classification.id)).length,
        classification.id,
      ).toBeGreaterThan(0);
    }
    const ids = new Set(classifications.map((classification) => classification.id));
    for (const id of everyIndustryHires) expect(ids.has(id)).toBe(true);
    for (const industry of sampleIndustries) {
      for (const id of industry.classifications) expect(ids.has(id), id).toBe(true);
    }
    const names = sampleIndustries.flatMap((industry) => industry.names);
    expect(new Set(names).size).toBe(names.length);
    // The nurses of 3 000 sample jobs work for health or community care companies.
    const nurses = generateJobs({ count: 3000, seed: 1, now }).filter(
      (job) => job.classification === 'healthcare-and-medical' && /\bNurse\b/.test(job.title),
    );
    expect(nurses.length).toBeGreaterThan(20);
    for (const job of nurses) {
      expect(['health', 'community']).toContain(sampleIndustryOf(job.company.name)?.id);
    }
  });

  it('seeds a store', async () => {
    const store = openSqliteJobStore({ path: ':memory:' });
    expect(await seedSampleJobs(store, { count: 120, seed: 1, now, batchSize: 50 })).toBe(120);
    const counts = await store.countByClassification({ now });
    expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(120);
    await store.close();
  });
});

describe('jobs-seed CLI', () => {
  const cli = join(import.meta.dirname, 'cli.ts');
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });

  it('fills an empty database once, accepting a leading `--`, quiet on a pipe', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobs-seed-'));
    try {
      const db = join(dir, 'jobs.db');
      const first = run(['--', '--db', db, '--count', '30']);
      expect(first).toMatchObject({ status: 0, stderr: '' });
      expect(first.stdout).toBe(`added 30 sample jobs to ${db}\n`);
      const again = run(['--db', db]);
      expect(again.status).toBe(0);
      expect(again.stdout).toMatch(/already holds 30 jobs; nothing to do/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains usage errors and exits 2', () => {
    const unknown = run(['--db', 'x.db', '--bogus']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--bogus'[\s\S]*Usage: jobs-seed/);
    const count = run(['--db', 'x.db', '--count', 'many']);
    expect(count.status).toBe(2);
    expect(count.stderr).toMatch(/--count must be a whole number of jobs, got "many"/);
    expect(run([]).stderr).toMatch(/Missing --db/);
  });
});
