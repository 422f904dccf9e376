import { salaryLabel, validateJob } from '@joblane/jobs';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { adToJob } from './adToJob.ts';
import type { Ad } from './ads.ts';
import { adFieldLimits, type AdFields } from './form.ts';
import { sampleAdFields } from './testing/sampleAds.ts';

const company = { name: 'Harbour Health Group', slug: 'harbour-health-group' };

function liveAd(fields: AdFields): Ad {
  return {
    id: 'ad-abc123def456',
    organisationId: 'org-1',
    status: 'live',
    fields,
    createdBy: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    publishedAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-12-20T09:00:00.000Z',
    closedAt: null,
  };
}

describe('adToJob', () => {
  it('makes the job the store keeps: dates, place, pay, details, questions with stable ids, company slug, verified employer', () => {
    const job = adToJob(liveAd(sampleAdFields()), company);
    expect(validateJob(job).ok).toBe(true);
    expect(job.verifiedEmployer).toBe(false);
    expect(adToJob(liveAd(sampleAdFields()), { ...company, verified: true }).verifiedEmployer).toBe(
      true,
    );
    expect(job).toMatchObject({
      id: 'ad-abc123def456',
      title: 'Registered Nurse - Emergency',
      company: { name: 'Harbour Health Group', slug: 'harbour-health-group' },
      location: {
        placeId: 'sydney-nsw-au',
        label: 'Sydney NSW',
        city: 'Sydney',
        country: 'Australia',
      },
      listedAt: '2026-11-20T09:00:00.000Z',
      validThrough: '2026-12-20T09:00:00.000Z',
      salary: {
        min: 85_000,
        max: 95_000,
        currency: 'AUD',
        period: 'annual',
        hidden: false,
        label: '$85,000 – $95,000 per year',
      },
      keySellingPoints: ['Salary packaging', 'Free parking'],
      descriptionHtml:
        '<p>We are a friendly team.</p>\n<p><strong>What you do</strong></p>\n<ul>\n<li>Triage patients</li>\n<li>Work with doctors</li>\n</ul>\n<p>Apply now.</p>',
      howToApply: {
        onJoblane: {
          questions: [
            { id: 'q1', kind: 'yes-no', question: 'Do you hold AHPRA registration?' },
            {
              id: 'q2',
              kind: 'choice',
              question: 'When could you start?',
              options: ['Now', 'In a month'],
            },
          ],
        },
      },
    });
  });

  it('keeps hidden pay for filtering, gives a minimum-only range, and links an external apply address', () => {
    const job = adToJob(
      liveAd(
        sampleAdFields({
          pay: { type: 'hourly', currency: 'NZD', minCents: 3_250, maxCents: null, show: false },
          apply: { method: 'external', url: 'https://careers.example.com/apply' },
          place: { id: 'vic-au', label: 'Victoria' },
        }),
      ),
      company,
    );
    expect(validateJob(job).ok).toBe(true);
    expect(job.salary).toEqual({
      min: 32.5,
      max: 32.5,
      currency: 'NZD',
      period: 'hourly',
      hidden: true,
      label: salaryLabel(32.5, 32.5, 'NZD', 'hourly'),
    });
    expect(job.howToApply).toEqual({ url: 'https://careers.example.com/apply' });
    expect(job.location).toEqual({
      placeId: 'vic-au',
      label: 'Victoria',
      region: 'Victoria',
      country: 'Australia',
    });
  });

  it('dates a draft (a preview) from now', () => {
    const draft = {
      ...liveAd(sampleAdFields()),
      status: 'draft' as const,
      publishedAt: null,
      expiresAt: null,
    };
    const job = adToJob(draft, company, { now: new Date('2026-11-24T10:00:00.000Z') });
    expect(job.listedAt).toBe('2026-11-24T10:00:00.000Z');
    expect(job.validThrough).toBe('2026-12-24T10:00:00.000Z');
  });

  it('gives a valid job for any fields the form accepts', () => {
    const line = (max: number) =>
      fc
        .string({ minLength: 1, maxLength: max })
        .filter((text) => text.trim() === text && text !== '');
    const question = fc.oneof(
      fc.record({
        kind: fc.constantFrom('text' as const, 'yes-no' as const),
        question: line(adFieldLimits.question),
      }),
      fc.record({
        kind: fc.constant('choice' as const),
        question: line(adFieldLimits.question),
        options: fc.uniqueArray(line(adFieldLimits.option), { minLength: 2, maxLength: 10 }),
      }),
    );
    fc.assert(
      fc.property(
        line(adFieldLimits.title),
        line(adFieldLimits.summary),
        fc.array(line(adFieldLimits.sellingPoint), { maxLength: 3 }),
        fc.string({ maxLength: 300 }),
        fc.integer({ min: 1, max: adFieldLimits.payMax * 100 }),
        fc.array(question, { maxLength: 5 }),
        fc.boolean(),
        (title, summary, sellingPoints, details, minCents, questions, show) => {
          const fields = sampleAdFields({
            title,
            summary,
            sellingPoints,
            details,
            pay: { type: 'annual', currency: 'AUD', minCents, maxCents: null, show },
            apply: { method: 'joblane', questions },
          });
          const result = validateJob(adToJob(liveAd(fields), company));
          expect(result).toEqual(expect.objectContaining({ ok: true }));
        },
      ),
      { numRuns: 200 },
    );
  });
});
