import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  holdThreshold,
  RULES_VERSION,
  screenableFromAdFields,
  screenableFromJob,
  screenAd,
  type ScreenableAd,
  type ScreeningContext,
} from './index.ts';

const newOrganisation: ScreeningContext = { organisation: { verified: false, liveAdsBefore: 0 } };
const verified: ScreeningContext = { organisation: { verified: true, liveAdsBefore: 0 } };

describe('screenAd', () => {
  it('holds the ad of the issue (money asked, contact moved off the platform) for a moderator', () => {
    const result = screenAd(
      {
        title: 'Earn $5,000/week from home',
        summary: 'Simple online admin tasks.',
        details:
          'Before you start, pay the $99 starter kit fee.\n\nMessage us on WhatsApp +61 400 000 000 or Telegram.',
        pay: { min: 90000, max: 260000, period: 'annual', currency: 'AUD' },
        subClassification: 'administration-and-office-support.data-entry-and-word-processing',
      },
      { ...newOrganisation, typicalPay: { median: 65000, p90: 90000 } },
    );
    expect(result.outcome).toBe('hold');
    expect(result.rulesVersion).toBe(RULES_VERSION);
    expect(result.signals.map((signal) => signal.rule)).toEqual([
      'asks-for-money',
      'off-platform-contact',
      'personal-contact',
      'pay-far-above-typical',
      'shouting-title',
    ]);
    expect(result.score).toBe(result.signals.reduce((sum, signal) => sum + signal.weight, 0));
    expect(result.signals[0]!.reason).toBe(
      'Asks the candidate to pay: “Before you start, pay the $99 starter kit fee.”',
    );
  });

  it('holds one or two patterns of fraud however high their score, and refuses three', () => {
    const money = { title: 'Cleaner', details: 'A refundable uniform deposit of $150 applies.' };
    expect(screenAd(money, verified)).toMatchObject({ outcome: 'hold', score: 50 });
    const two = { ...money, details: `${money.details}\nText Jo on WhatsApp.` };
    expect(screenAd(two, verified)).toMatchObject({ outcome: 'hold', score: 80 });
    expect(
      screenAd(
        {
          ...two,
          details: `${two.details}\nSend your BSB and account number with your application.`,
        },
        verified,
      ).outcome,
    ).toBe('refuse');
  });

  it("holds an unverified organisation's first ads from a lower score than a verified one's", () => {
    const messenger = { title: 'Virtual Assistant', details: 'Message our manager on Telegram.' };
    expect(screenAd(messenger, newOrganisation)).toMatchObject({ outcome: 'hold', score: 30 });
    expect(screenAd(messenger, verified)).toMatchObject({ outcome: 'clear', score: 30 });
    expect(holdThreshold(newOrganisation)).toBe(25);
    expect(holdThreshold({ organisation: { verified: false, liveAdsBefore: 3 } })).toBe(40);
    expect(holdThreshold(verified)).toBe(40);
    expect(holdThreshold({})).toBe(25);
  });

  it('clears an honest ad with a phone number and training provided', () => {
    const result = screenAd(
      {
        title: 'Casual Waitstaff',
        details: 'Full training provided. Text or call Maria on 0401 223 948.',
        pay: { min: 29, max: 33, period: 'hourly' },
      },
      newOrganisation,
    );
    expect(result).toMatchObject({ outcome: 'clear', score: 12 });
  });

  it("screens an employer's ad fields (money in cents) and an imported job alike", () => {
    const fromAd = screenableFromAdFields(
      {
        title: 'Data Entry',
        summary: 'Remote data entry.',
        sellingPoints: ['Paid weekly'],
        details: '- Pay the **$75 registration fee**\n- Contact us on Telegram',
        classification: 'administration-and-office-support',
        subClassification: 'administration-and-office-support.data-entry-and-word-processing',
        pay: { type: 'hourly', currency: 'AUD', minCents: 3500, maxCents: null },
        apply: { method: 'external', url: 'https://bit.ly/abc' },
      },
      'DataFlex',
    );
    expect(fromAd.pay).toEqual({ min: 35, max: null, period: 'hourly', currency: 'AUD' });
    const fromJob = screenableFromJob({
      title: 'Data Entry',
      summary: 'Remote data entry.',
      keySellingPoints: ['Paid weekly'],
      descriptionHtml:
        '<ul><li>Pay the <strong>$75 registration fee</strong></li><li>Contact us on Telegram</li></ul>',
      salary: {
        min: 35,
        max: 35,
        currency: 'AUD',
        period: 'hourly',
        hidden: false,
        label: '$35 an hour',
      },
      classification: 'administration-and-office-support',
      subClassification: 'administration-and-office-support.data-entry-and-word-processing',
      howToApply: { url: 'https://bit.ly/abc' },
      company: { name: 'DataFlex' },
    });
    const rulesOf = (ad: ScreenableAd) => screenAd(ad).signals.map((signal) => signal.rule);
    expect(rulesOf(fromAd)).toEqual([
      'asks-for-money',
      'off-platform-contact',
      'suspicious-apply-url',
    ]);
    expect(rulesOf(fromJob)).toEqual(rulesOf(fromAd));
  });

  it('sees through zero-width characters and full-width letters', () => {
    const result = screenAd({
      title: 'Assistant',
      details: 'Message us on Tele\u200Bgram or ＷｈａｔｓＡｐｐ.',
    });
    expect(result.signals.map((signal) => signal.rule)).toEqual(['off-platform-contact']);
  });
});

const anyAd: fc.Arbitrary<ScreenableAd> = fc.record(
  {
    title: fc.string({ maxLength: 100 }),
    summary: fc.string({ maxLength: 200 }),
    sellingPoints: fc.array(fc.string({ maxLength: 80 }), { maxLength: 3 }),
    details: fc.oneof(
      fc.string({ maxLength: 600 }),
      fc
        .array(
          fc.constantFrom(
            'You will ',
            'pay ',
            '$99 ',
            'fee ',
            'WhatsApp ',
            'on ',
            'Telegram',
            'your ',
            'passport ',
            'bank details',
            '. ',
            '\n',
            'keep 10% ',
            'gift cards ',
            'https://bit.ly/x ',
            '0412 345 678 ',
            'we pay ',
            '<p>',
            '</p>',
            '**',
          ),
          { maxLength: 60 },
        )
        .map((parts) => parts.join('')),
    ),
    pay: fc.record({
      min: fc.oneof(fc.double(), fc.integer({ min: 0, max: 10_000_000 })),
      max: fc.option(fc.double()),
      period: fc.constantFrom('annual' as const, 'hourly' as const),
    }),
    applyUrl: fc.oneof(fc.webUrl(), fc.string({ maxLength: 40 })),
    applyEmail: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })),
  },
  { requiredKeys: ['title'] },
);
const anyContext: fc.Arbitrary<ScreeningContext> = fc.record(
  {
    organisation: fc.record({ verified: fc.boolean(), liveAdsBefore: fc.nat(20) }),
    typicalPay: fc.record({ median: fc.double(), p90: fc.double() }),
  },
  { requiredKeys: [] },
);
const moneySentences = [
  'You must pay a $99 starter kit fee before you start.',
  'A refundable equipment deposit of $250 is required.',
  'New starters pay a one-time registration fee of $75.',
];

describe('screenAd on any ad (fast-check)', () => {
  it('never throws and gives the same result for the same ad', () => {
    fc.assert(
      fc.property(anyAd, anyContext, (ad, context) => {
        const first = screenAd(ad, context);
        expect(screenAd(structuredClone(ad), structuredClone(context))).toEqual(first);
        expect(first.score).toBe(first.signals.reduce((sum, signal) => sum + signal.weight, 0));
        expect(['clear', 'hold', 'refuse']).toContain(first.outcome);
      }),
      { numRuns: 400 },
    );
  });

  it('never lowers the score when a money-asking sentence is added', () => {
    fc.assert(
      fc.property(anyAd, anyContext, fc.constantFrom(...moneySentences), (ad, context, money) => {
        const before = screenAd(ad, context);
        const after = screenAd({ ...ad, details: `${ad.details ?? ''}\n\n${money}` }, context);
        expect(after.score).toBeGreaterThanOrEqual(before.score);
        expect(after.signals.map((signal) => signal.rule)).toContain('asks-for-money');
      }),
      { numRuns: 400 },
    );
  });
});
