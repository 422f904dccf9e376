import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  adFieldLimits,
  adFormMessages,
  adFormValuesOf,
  characterCount,
  formatMoney,
  parseAdForm,
  parseMoney,
  type FormBody,
} from './form.ts';
import { resolveAdPlace } from './places.ts';
import { sampleAdFields, sampleAdFormBody } from './testing/sampleAds.ts';

const parse = (body: FormBody) => parseAdForm(body, { resolvePlace: resolveAdPlace });

function errorsOf(body: FormBody) {
  const result = parse(body);
  if (result.ok) throw new Error('expected the form to be refused');
  return result;
}

describe('parseAdForm', () => {
  it('turns a posted form into the ad fields: trimmed, money in cents, place resolved, empty slots ignored', () => {
    const result = parse(sampleAdFormBody());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fields).toEqual(sampleAdFields());
  });

  it('refuses an 81-character title and keeps every value as typed', () => {
    const body = { ...sampleAdFormBody(), title: 'x'.repeat(81) };
    const { errors, values } = errorsOf(body);
    expect(errors).toEqual({ title: adFormMessages.titleLong });
    expect(values.title).toBe('x'.repeat(81));
    expect(values.payMin).toBe('85,000');
    expect(values.sellingPoints).toEqual(['Salary packaging', 'Free parking', '']);
    expect(values.questions[1]).toEqual({
      kind: 'choice',
      text: 'When could you start?',
      options: 'Now\r\nIn a month\r\n',
    });
    expect(parse({ ...body, title: 'x'.repeat(80) }).ok).toBe(true);
  });

  it('refuses a missing or 151-character summary', () => {
    expect(errorsOf({ ...sampleAdFormBody(), summary: ' ' }).errors).toEqual({
      summary: adFormMessages.summary,
    });
    expect(errorsOf({ ...sampleAdFormBody(), summary: 's'.repeat(151) }).errors).toEqual({
      summary: adFormMessages.summaryLong,
    });
    expect(parse({ ...sampleAdFormBody(), summary: 's'.repeat(150) }).ok).toBe(true);
  });

  it('counts a posted CR LF as one character, as the kit does', () => {
    expect(characterCount('a\r\nb')).toBe(3);
    const details = `${'a'.repeat(7_499)}\r\n${'b'.repeat(7_500)}`;
    expect(parse({ ...sampleAdFormBody(), details }).ok).toBe(true);
    expect(errorsOf({ ...sampleAdFormBody(), details: `${details}b` }).errors).toEqual({
      details: adFormMessages.detailsLong,
    });
  });

  it('refuses a 4th selling point and an 81-character one, at its own field', () => {
    const four = {
      ...sampleAdFormBody(),
      'sellingPoint.3': 'Three',
      'sellingPoint.4': 'Four',
    };
    expect(errorsOf(four).errors).toEqual({ sellingPoints: adFormMessages.sellingPoints });
    const long = { ...sampleAdFormBody(), 'sellingPoint.2': 'p'.repeat(81) };
    expect(errorsOf(long).errors).toEqual({ 'sellingPoints.1': adFormMessages.sellingPointLong });
  });

  it('refuses a maximum below the minimum, and amounts that are not money', () => {
    expect(errorsOf({ ...sampleAdFormBody(), payMin: '90000', payMax: '80000' }).errors).toEqual({
      payMax: adFormMessages.payMaxBelowMin,
    });
    expect(errorsOf({ ...sampleAdFormBody(), payMin: 'lots' }).errors).toEqual({
      payMin: adFormMessages.payMin,
    });
    expect(errorsOf({ ...sampleAdFormBody(), payMin: '' }).errors).toEqual({
      payMin: adFormMessages.payMin,
    });
    const minimumOnly = parse({ ...sampleAdFormBody(), payMin: '32.5', payMax: '' });
    expect(minimumOnly.ok && minimumOnly.fields.pay).toMatchObject({
      minCents: 3250,
      maxCents: null,
    });
  });

  it('takes an https apply address only: http:, javascript: and others are refused', () => {
    const external = (url: string) => ({
      ...sampleAdFormBody(),
      applyMethod: 'external',
      applyUrl: url,
    });
    for (const url of [
      'http://careers.example.com/apply',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,hi',
      '//careers.example.com',
      'careers.example.com',
      'https://user:secret@careers.example.com/',
    ]) {
      expect(errorsOf(external(url)).errors, url).toEqual({
        applyUrl: adFormMessages.applyUrlSecure,
      });
    }
    expect(errorsOf(external('')).errors).toEqual({ applyUrl: adFormMessages.applyUrl });
    const ok = parse(external(' https://careers.example.com/apply?job=1 '));
    expect(ok.ok && ok.fields.apply).toEqual({
      method: 'external',
      url: 'https://careers.example.com/apply?job=1',
    });
  });

  it('asks at most 5 screening questions; a 6th is refused', () => {
    const body: FormBody = { ...sampleAdFormBody() };
    for (let slot = 1; slot <= 6; slot += 1) {
      body[`question.${slot}.kind`] = 'text';
      body[`question.${slot}.text`] = `Question ${slot}?`;
      body[`question.${slot}.options`] = '';
    }
    expect(errorsOf(body).errors).toEqual({ questions: adFormMessages.questions });
    body['question.6.text'] = '';
    const five = parse(body);
    expect(
      five.ok && five.fields.apply.method === 'joblane' && five.fields.apply.questions,
    ).toHaveLength(5);
  });

  it('checks a choice question has 2 to 10 different options and every question a kind', () => {
    const body = (options: string, kind = 'choice') => ({
      ...sampleAdFormBody(),
      'question.2.kind': kind,
      'question.2.options': options,
    });
    expect(errorsOf(body('Only one')).errors).toEqual({
      'questions.1.options': adFormMessages.options,
    });
    expect(errorsOf(body(Array.from({ length: 11 }, (_, i) => `O${i}`).join('\n'))).errors).toEqual(
      {
        'questions.1.options': adFormMessages.options,
      },
    );
    expect(errorsOf(body('Same\nSame')).errors).toEqual({
      'questions.1.options': adFormMessages.optionsSame,
    });
    expect(errorsOf(body('', 'essay')).errors).toEqual({
      'questions.1.kind': adFormMessages.questionKind,
    });
  });

  it('resolves the place like search does, and says so when it knows no such place', () => {
    const melbourne = parse({ ...sampleAdFormBody(), where: 'melbourne vic' });
    expect(melbourne.ok && melbourne.fields.place).toEqual({
      id: 'melbourne-vic-au',
      label: 'Melbourne VIC',
    });
    expect(errorsOf({ ...sampleAdFormBody(), where: 'Atlantis' }).errors.where).toMatch(
      /We do not know “Atlantis”/,
    );
    expect(errorsOf({ ...sampleAdFormBody(), where: 'Remote' }).errors.where).toBeDefined();
    expect(errorsOf({ ...sampleAdFormBody(), where: '' }).errors).toEqual({
      where: adFormMessages.where,
    });
  });

  it('checks the sub-classification belongs to the classification', () => {
    expect(
      errorsOf({ ...sampleAdFormBody(), subClassification: 'accounting.payroll' }).errors,
    ).toEqual({ subClassification: adFormMessages.subClassification });
    expect(errorsOf({ ...sampleAdFormBody(), classification: 'astrology' }).errors).toEqual({
      classification: adFormMessages.classification,
    });
  });

  it('never throws, whatever is posted, and gives back a message or fields', () => {
    const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 5 }));
    const names = fc.constantFrom(
      ...Object.keys(sampleAdFormBody()),
      'question.7.kind',
      'question.99.text',
      'question.0.text',
      'sellingPoint.9',
      'sellingPoint.0',
      '__proto__',
      'constructor',
    );
    fc.assert(
      fc.property(fc.dictionary(names, value), fc.boolean(), (overrides, start) => {
        const body: FormBody = { ...(start ? sampleAdFormBody() : {}), ...overrides };
        const result = parse(body);
        if (!result.ok) expect(Object.keys(result.errors).length).toBeGreaterThan(0);
      }),
    );
  });

  it('fills an ad back into the form so that posting it again gives the same fields', () => {
    const fields = sampleAdFields({
      pay: { type: 'hourly', currency: 'NZD', minCents: 3_250, maxCents: null, show: false },
    });
    const values = adFormValuesOf(fields);
    const body: FormBody = {
      title: values.title,
      summary: values.summary,
      details: values.details,
      classification: values.classification,
      subClassification: values.subClassification,
      where: values.where,
      workType: values.workType,
      workArrangement: values.workArrangement,
      payType: values.payType,
      payCurrency: values.payCurrency,
      payMin: values.payMin,
      payMax: values.payMax,
      applyMethod: values.applyMethod,
      applyUrl: values.applyUrl,
      existingVacancy: values.existingVacancy,
      automatedScreening: values.automatedScreening,
    };
    values.sellingPoints.forEach((point, index) => {
      body[`sellingPoint.${index + 1}`] = point;
    });
    values.questions.forEach((question, index) => {
      body[`question.${index + 1}.kind`] = question.kind;
      body[`question.${index + 1}.text`] = question.text;
      body[`question.${index + 1}.options`] = question.options;
    });
    const again = parse(body);
    expect(again.ok && again.fields).toEqual(fields);
  });
});

describe('transparency', () => {
  it('reads "existing vacancy" and "automated screening" as yes, no, or not stated', () => {
    const answered = parse({
      ...sampleAdFormBody(),
      existingVacancy: 'no',
      automatedScreening: 'yes',
    });
    expect(answered.ok && answered.fields).toMatchObject({
      existingVacancy: false,
      automatedScreening: true,
    });
    const unstated = parse({ ...sampleAdFormBody(), existingVacancy: '', automatedScreening: '' });
    expect(unstated.ok).toBe(true);
    expect(unstated.ok && 'existingVacancy' in unstated.fields).toBe(false);
    expect(unstated.ok && 'automatedScreening' in unstated.fields).toBe(false);
    const bad = parse({ ...sampleAdFormBody(), existingVacancy: 'maybe' });
    expect(!bad.ok && bad.errors.existingVacancy).toBe(
      'Choose yes or no: is this ad for an existing vacancy?',
    );
  });
});

describe('money', () => {
  it('reads amounts as typed and writes them back', () => {
    expect(parseMoney('$85,000')).toBe(8_500_000);
    expect(parseMoney('32.5')).toBe(3_250);
    expect(parseMoney('-5')).toBeUndefined();
    expect(parseMoney('1e5')).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: adFieldLimits.payMax * 100 }), (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(cents);
      }),
    );
  });
});
