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

describe('applications on Joblane (howToApply.onJoblane)', () => {
  const onJoblane = (questions: unknown[]) => ({
    ...makeJob('apply-here'),
    howToApply: { onJoblane: { questions } },
  });

  it('accepts up to 5 questions of the three kinds', () => {
    const job = onJoblane([
      { id: 'visa', kind: 'yes-no', question: 'Do you have the right to work here?' },
      { id: 'why', kind: 'text', question: 'Why this role?' },
      { id: 'years', kind: 'choice', question: 'Experience?', options: ['None', 'Some'] },
    ]);
    expect(validateJob(job)).toEqual({ ok: true, job });
    expect(validateJob(onJoblane([])).ok).toBe(true);
  });

  it('refuses a sixth question, repeated ids, unknown kinds and choices without options', () => {
    const six = Array.from({ length: 6 }, (_, index) => ({
      id: `q${index}`,
      kind: 'text',
      question: 'Tell us more',
    }));
    const errorsOf = (questions: unknown[]) => {
      const result = validateJob(onJoblane(questions));
      return result.ok ? [] : result.errors;
    };
    expect(errorsOf(six)).toEqual([
      'howToApply.onJoblane.questions: Too big: expected array to have <=5 items',
    ]);
    expect(
      errorsOf([
        { id: 'same', kind: 'text', question: 'One?' },
        { id: 'same', kind: 'yes-no', question: 'Two?' },
      ]),
    ).toEqual(['howToApply.onJoblane.questions: question ids must be unique within the job']);
    expect(errorsOf([{ id: 'a', kind: 'essay', question: 'Why?' }])).toHaveLength(1);
    expect(errorsOf([{ id: 'a', kind: 'choice', question: 'Pick', options: ['Only'] }])).toEqual([
      'howToApply.onJoblane.questions.0.options: Too small: expected array to have >=2 items',
    ]);
    expect(errorsOf([{ id: 'Bad Id', kind: 'text', question: 'Why?' }])).toHaveLength(1);
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
