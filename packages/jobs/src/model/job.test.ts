import { describe, expect, it } from 'vitest';
import { makeJob } from '../store/sqlite/testJobs.ts';
import { salaryLabel, validateJob } from './job.ts';

describe('validateJob', () => {
  it('accepts a complete job', () => {
    const job = makeJob('abc-123', { pay: [90_000, 110_000, 'annual'] });
    expect(validateJob(job)).toEqual({ ok: true, job });
  });

  it('names every problem of a bad job', () => {
    const result = validateJob({
      ...makeJob('bad id'),
      title: '',
      workType: 'gig',
      subClassification: 'accounting.payroll',
      keySellingPoints: ['a', 'b', 'c', 'd'],
      location: { placeId: 'atlantis', label: 'Atlantis', country: 'Nowhere' },
    });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((error) => error.split(':')[0])).toEqual(
      expect.arrayContaining(['id', 'title', 'workType', 'keySellingPoints', 'location.placeId']),
    );
  });

  it('checks that the sub-classification belongs to the classification and dates are in order', () => {
    const wrongSub = validateJob(makeJob('a', { subClassification: 'accounting.payroll' }));
    expect(!wrongSub.ok && wrongSub.errors).toEqual([
      'subClassification: subClassification must belong to the classification',
    ]);
    const job = makeJob('b');
    const backwards = validateJob({ ...job, validThrough: job.listedAt });
    expect(!backwards.ok && backwards.errors).toEqual([
      'validThrough: validThrough must be after listedAt',
    ]);
  });
});

describe('salaryLabel', () => {
  it('formats annual, hourly and single figures', () => {
    expect(salaryLabel(90_000, 110_000, 'AUD', 'annual')).toBe('$90,000 – $110,000 per year');
    expect(salaryLabel(45, 45, 'NZD', 'hourly')).toBe('$45 per hour');
    expect(salaryLabel(45.5, 50, 'AUD', 'hourly')).toBe('$45.50 – $50.00 per hour');
    expect(salaryLabel(100_000, 120_000, 'USD', 'annual')).toBe(
      'USD 100,000 – USD 120,000 per year',
    );
  });
});
