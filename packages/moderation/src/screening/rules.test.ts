import { describe, expect, it } from 'vitest';

import type { ScreenableAd, ScreeningContext } from './ad.ts';
import { lookAlikeBrand, rules, type RuleId } from './rules.ts';
import { prepare } from './text.ts';

function signal(rule: RuleId, ad: Partial<ScreenableAd>, context: ScreeningContext = {}) {
  const found = rules.find((candidate) => candidate.id === rule)!;
  return found.check(prepare({ title: 'Administration Officer', ...ad }), context);
}

describe('asks-for-money', () => {
  it.each([
    'Before you start, a starter kit fee of $99 covers your account set-up.',
    'New team members pay a one-time registration fee of $75.',
    'A refundable equipment deposit of $250 is required before dispatch.',
    'You will need to pay for your training course ($480) through our partner college.',
    'All cleaners must purchase the uniform and equipment kit for $160 before the first shift.',
    'To hold your position, transfer a $200 bond to our account before you travel.',
    'Course investment: $2,400, payment plans available.',
    'Contractors pay a vehicle signage fee of $220 before the first run.',
  ])('flags “%s”', (details) => {
    const found = signal('asks-for-money', { details });
    expect(found?.weight).toBe(50);
    expect(found?.reason).toMatch(/^Asks the candidate to pay: “.+”$/);
  });

  it.each([
    'Full training is provided and we pay for your police check.',
    'We never charge candidates: our clients pay our fees.',
    'You will process supplier invoices and pay suppliers on time.',
    'Help our enrolments team answer questions about course fees for students.',
    'We pay your TAFE fees and supply your tools in your first year.',
    'Process deposits, withdrawals and international money transfers for customers.',
    'Tier 2 RG146 or willingness to complete it: we pay the course fees.',
    'Lease properties and lodge rental bonds for tenants.',
  ])('leaves “%s” alone', (details) => {
    expect(signal('asks-for-money', { details })).toBeUndefined();
  });
});

describe('off-platform-contact', () => {
  it.each([
    'Message us on WhatsApp +61 400 000 000 or Telegram.',
    'Contact @hr_techhire_au on Telegram to book your slot.',
    'Please message our HR manager via Signal for a quick interview.',
    'Please add our WeChat ID: brandjobs2026.',
    'Chat with us over Whats App and we will send the address.',
  ])('flags “%s”', (details) => {
    expect(signal('off-platform-contact', { details })?.weight).toBe(30);
  });

  it('flags a messenger link as the apply address', () => {
    expect(signal('off-platform-contact', { applyUrl: 'https://wa.me/61400000000' })).toBeDefined();
  });

  it.each([
    'Build our WhatsApp Business API and SMS integrations.',
    'Design digital signal processing algorithms in MATLAB.',
    'File copy for web, newsletters and our Telegram news channel.',
  ])('leaves “%s” alone', (details) => {
    expect(signal('off-platform-contact', { details })).toBeUndefined();
  });
});

describe('personal-contact', () => {
  it.each([
    'Call Dean on 0412 558 931 for a confidential chat.',
    'Email jonesplumbing@gmail.com with your details.',
    'Text me for details.',
    'Call +61 412 558 931.',
  ])('notes “%s” with a small weight', (details) => {
    expect(signal('personal-contact', { details })?.weight).toBe(12);
  });

  it('leaves a company address and a landline alone', () => {
    expect(
      signal('personal-contact', {
        details: 'Email careers@harbourhealth.com.au or call (02) 9123 4567.',
      }),
    ).toBeUndefined();
  });
});

describe('identity-numbers', () => {
  it.each([
    'Please send your tax file number and bank account details with your application.',
    "Include a copy of your passport and driver's licence scan when applying.",
    'Reply with your full name, date of birth and Medicare card number.',
    'Shortlisted applicants will provide their bank details in advance.',
  ])('flags “%s”', (details) => {
    expect(signal('identity-numbers', { details })?.weight).toBe(40);
  });

  it.each([
    'Once an offer is accepted you will collect TFN declarations and bank details from new employees.',
    "Verify claimants' bank details before paying settlements.",
    'Assess passport applications and check identity documents.',
    "A current driver's licence is required.",
    'Provide your bank details on your first day for payroll.',
  ])('leaves “%s” alone', (details) => {
    expect(signal('identity-numbers', { details })).toBeUndefined();
  });
});

describe('crypto-or-gift-cards', () => {
  it.each([
    'Your daily earnings are paid in USDT to your crypto wallet.',
    'Salary is paid in bitcoin each fortnight.',
    'You will purchase gift cards for clients and send photos of the codes.',
  ])('flags “%s”', (details) => {
    expect(signal('crypto-or-gift-cards', { details })?.weight).toBe(40);
  });

  it.each([
    'Build services that move deposits in AUD, bitcoin and stablecoins such as USDT.',
    'Add payment methods such as gift cards and digital wallets.',
    'Sell gift cards and memberships at the counter.',
  ])('leaves “%s” alone', (details) => {
    expect(signal('crypto-or-gift-cards', { details })).toBeUndefined();
  });
});

describe('money-transfer', () => {
  it.each([
    'Receive payments into your personal bank account and transfer them to our suppliers.',
    'You keep 10% of every transfer.',
    'Receive packages at your home address, repackage and ship them overseas.',
    'Deposit each cheque and transfer the balance to our vendors.',
  ])('flags “%s”', (details) => {
    expect(signal('money-transfer', { details })?.weight).toBe(50);
  });

  it.each([
    'Investigate mule accounts and reshipping fraud.',
    'Receive inbound deliveries and ship parcels through our carriers.',
    "Collect returns from customers' homes.",
  ])('leaves “%s” alone', (details) => {
    expect(signal('money-transfer', { details })).toBeUndefined();
  });
});

describe('pay-far-above-typical', () => {
  const typicalPay = { median: 60000, p90: 80000 };

  it('weighs pay at 1.6 times the 90th percentile 20 and at 2.5 times 30', () => {
    const pay = (max: number) => ({ min: 50000, max, period: 'annual' as const });
    expect(signal('pay-far-above-typical', { pay: pay(120000) }, { typicalPay })).toBeUndefined();
    expect(signal('pay-far-above-typical', { pay: pay(130000) }, { typicalPay })?.weight).toBe(20);
    expect(signal('pay-far-above-typical', { pay: pay(200000) }, { typicalPay })?.weight).toBe(30);
  });

  it('reads hourly pay and "$X per week" in the text as annual pay', () => {
    expect(
      signal('pay-far-above-typical', { pay: { min: 70, period: 'hourly' } }, { typicalPay }),
    ).toBeDefined();
    const found = signal(
      'pay-far-above-typical',
      { title: 'Earn $5,000/week from home' },
      { typicalPay },
    );
    expect(found?.weight).toBe(30);
    expect(found?.evidence).toContain('$5,000/week');
  });

  it('says nothing without the typical pay', () => {
    expect(
      signal('pay-far-above-typical', { pay: { min: 900000, period: 'annual' } }),
    ).toBeUndefined();
  });
});

describe('suspicious-apply-url', () => {
  it('flags a look-alike of a known brand and a URL shortener', () => {
    expect(
      signal('suspicious-apply-url', { applyUrl: 'https://amaz0n-careers-au.com/apply' }),
    ).toMatchObject({ weight: 35 });
    expect(signal('suspicious-apply-url', { applyUrl: 'https://bit.ly/3xJob' })).toMatchObject({
      weight: 20,
    });
    expect(
      signal('suspicious-apply-url', { details: 'Apply at https://cutt.ly/barjob today.' }),
    ).toMatchObject({ weight: 20 });
  });

  it('knows brands from their own sites and short names from other words', () => {
    expect(lookAlikeBrand('www.amazon.jobs')).toBeUndefined();
    expect(lookAlikeBrand('careers.woolworthsgroup.com.au')).toBeUndefined();
    expect(lookAlikeBrand('woolworths.wd3.myworkdayjobs.com')).toBeUndefined();
    expect(lookAlikeBrand('anzacplumbing.com.au')).toBeUndefined();
    expect(lookAlikeBrand('seekers-hub.com')).toBeUndefined();
    expect(lookAlikeBrand('nab-careers.com')).toBe('nab');
    expect(lookAlikeBrand('rnicrosoft-jobs.net')).toBe('microsoft');
    expect(lookAlikeBrand('commbank-hiring.com')).toBe('commbank');
  });
});

describe('what the rules learnt from ads written after them', () => {
  it.each([
    ['asks-for-money', 'Get certified with our partner for $299 and start earning next week.'],
    ['asks-for-money', 'Recharge your work account before each set of orders.'],
    ['asks-for-money', 'Not a scam: the $99 starter kit fee is refunded after a month.'],
    ['off-platform-contact', 'WhatsApp HR at +61 491 570 006 with your availability.'],
    [
      'crypto-or-gift-cards',
      'You will be reimbursed for gift card purchases after sending the card codes.',
    ],
    [
      'money-transfer',
      'We will send a cheque for equipment; deposit it and pay our approved vendor.',
    ],
    ['money-transfer', 'Receive goods from home and reship them overseas.'],
    ['off-platform-contact', 'Drop us a line on WhatsApp and our team lead will explain.'],
    [
      'money-transfer',
      'Use your own bank account to collect client payments, then withdraw the cash.',
    ],
    ['money-transfer', 'Parcels will be delivered to your address.'],
    ['asks-for-money', 'Buy into one of our established rounds for $3,500.'],
    ['crypto-or-gift-cards', 'Pick up Google Play cards and text the codes to the executive.'],
  ] as const)('%s flags “%s”', (rule, details) => {
    expect(signal(rule, { details })).toBeDefined();
  });

  it.each([
    ['off-platform-contact', 'Communicate with maintainers via signal boxes and control rooms.'],
    [
      'off-platform-contact',
      'Answer customers through our official WeChat service account and email.',
    ],
    ['money-transfer', 'Weekly payments to your account.'],
    ['money-transfer', 'Inspect returned items and reship replacement orders to customers.'],
    ['money-transfer', 'Tutors keep 80% of each lesson fee, paid weekly to your bank account.'],
    [
      'crypto-or-gift-cards',
      'Explain the warning signs of scams: requests to buy gift cards and send the codes.',
    ],
    [
      'asks-for-money',
      'Subcontractors pay a security deposit under their contract; you manage the register.',
    ],
  ] as const)('%s leaves “%s” alone', (rule, details) => {
    expect(signal(rule, { details })).toBeUndefined();
  });

  it('knows a long brand with one letter changed', () => {
    expect(lookAlikeBrand('linkedln-careers.com')).toBe('linkedin');
    expect(lookAlikeBrand('paypall.net')).toBe('paypal');
  });
});

describe('shouting-title', () => {
  it.each([
    'MAKE $10,000 A MONTH!!! NO EXPERIENCE',
    'Earn $5,000/week from home',
    '$40/hr - $60/hr Drivers',
  ])('flags “%s”', (title) => {
    expect(signal('shouting-title', { title })?.weight).toBe(10);
  });

  it.each([
    'RN - ICU (Night Shift)',
    'Truck Driver HR - $40/hr',
    'EA/PA to CEO',
    'FIFO Mining Engineer',
  ])('leaves “%s” alone', (title) => {
    expect(signal('shouting-title', { title })).toBeUndefined();
  });
});
