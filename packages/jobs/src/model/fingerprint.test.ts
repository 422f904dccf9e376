import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyKeyOf } from './company.ts';
import { jobFingerprint, normaliseForFingerprint } from './fingerprint.ts';

/** Words that say what a job is (none of them a place, month or weekday). */
const contentWord = fc.constantFrom(
  'nurse',
  'registered',
  'theatre',
  'team',
  'experience',
  'patients',
  'roster',
  'accountant',
  'payroll',
  'xero',
  'senior',
  'developer',
  'typescript',
  'forklift',
  'licence',
  'warehouse',
  'customer',
  'service',
  'we',
  'are',
  'looking',
  'for',
  'a',
  'to',
  'join',
  'our',
);
/** What a repost or another place changes: places, dates, URLs. */
const noise = fc.constantFrom(
  'Parramatta',
  'Blacktown NSW',
  'Sydney',
  'Melbourne VIC',
  '2150',
  'Auckland',
  'https://careers.example.com/jobs/123?ref=feed',
  'www.example.org/apply',
  'example.com.au/jobs/77',
  '12/03/2026',
  '2026-03-12',
  '3.12.26',
  '1st',
  '22nd',
  '2027',
  'March',
  '14 March',
  'Sept 3',
  'Monday',
  'fri',
);
const separator = fc.constantFrom(' ', '  ', '\n', ', ', ' - ', '. ', ' (', ') ', ': ');

describe('normaliseForFingerprint', () => {
  it('keeps the words that say what the job is, folded to lower case and single spaces', () => {
    fc.assert(
      fc.property(
        fc.array(contentWord, { minLength: 1, maxLength: 20 }),
        separator,
        (words, sep) => {
          const text = words.map((word, i) => (i % 3 === 0 ? word.toUpperCase() : word)).join(sep);
          expect(normaliseForFingerprint(text)).toBe(words.join(' '));
        },
      ),
    );
  });

  it('ignores places, postcodes, dates and URLs wherever they appear', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(contentWord, fc.option(noise, { nil: undefined })), {
          minLength: 1,
          maxLength: 20,
        }),
        separator,
        (pairs, sep) => {
          const plain = pairs.map(([word]) => word).join(' ');
          const noisy = pairs
            .flatMap(([word, extra]) => (extra === undefined ? [word] : [word, extra]))
            .join(sep);
          expect(normaliseForFingerprint(noisy)).toBe(plain);
        },
      ),
    );
  });

  it('takes out place names as whole names, not their words alone', () => {
    expect(normaliseForFingerprint('New team in New South Wales, north of Sydney')).toBe(
      'new team in north of',
    );
    expect(normaliseForFingerprint('new Sydney south wales')).toBe('');
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.array(fc.oneof(contentWord, noise, separator)).map((parts) => parts.join(' ')),
        ),
        (text) => {
          const once = normaliseForFingerprint(text);
          expect(normaliseForFingerprint(once)).toBe(once);
        },
      ),
    );
  });

  it('tells different content apart', () => {
    fc.assert(
      fc.property(
        fc.array(contentWord, { minLength: 1, maxLength: 10 }),
        fc.array(contentWord, { minLength: 1, maxLength: 10 }),
        (a, b) => {
          fc.pre(a.join(' ') !== b.join(' '));
          expect(normaliseForFingerprint(a.join(' '))).not.toBe(
            normaliseForFingerprint(b.join(' ')),
          );
        },
      ),
    );
  });
});

describe('jobFingerprint', () => {
  const job = {
    company: { name: 'Harbour Health' },
    title: 'Registered Nurse – Parramatta',
    descriptionHtml:
      '<p>Join our Parramatta theatre team from 12 March 2026.</p><p>Apply at https://harbour.example/jobs/1</p>',
  };

  it('is the same for the same job in another place, on another date, with another link', () => {
    expect(
      jobFingerprint({
        ...job,
        title: 'Registered Nurse - Blacktown',
        descriptionHtml:
          '<p>Join our Blacktown theatre team from 3rd April 2026.</p><p>Apply at https://harbour.example/jobs/2</p>',
      }),
    ).toBe(jobFingerprint(job));
  });

  it('differs by organisation, title and description', () => {
    const base = jobFingerprint(job);
    expect(jobFingerprint({ ...job, company: { name: 'Harbour Health Group' } })).not.toBe(base);
    expect(jobFingerprint({ ...job, title: 'Enrolled Nurse – Parramatta' })).not.toBe(base);
    expect(jobFingerprint({ ...job, descriptionHtml: '<p>Join our ward team.</p>' })).not.toBe(
      base,
    );
  });
});

describe('companyKeyOf', () => {
  it("is the slug of an ad's organisation, else its folded name", () => {
    expect(companyKeyOf({ name: 'Harbour Health', slug: 'harbour-health' })).toBe('harbour-health');
    expect(companyKeyOf({ name: '  Café  Nova, Pty Ltd ' })).toBe('name:cafe nova pty ltd');
  });
});
