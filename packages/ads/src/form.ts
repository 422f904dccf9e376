// The ad form's one schema, used by the server (every post) and by the browser (the employer
// page): no Node.js, no place data (the server resolves the where text; see `parseAdForm`).
import {
  classifications,
  findClassification,
  findSubClassification,
  workArrangements,
  workTypes,
  type WorkArrangement,
  type WorkType,
} from '@joblane/jobs/query';
import { z } from 'zod';

/** SEEK's published limits, in characters as the kit's TextField and Textarea count them. */
export const adFieldLimits = {
  title: 80,
  summary: 150,
  sellingPoints: 3,
  sellingPoint: 80,
  details: 15_000,
  where: 150,
  questions: 5,
  question: 200,
  options: { min: 2, max: 10 },
  option: 100,
  applyUrl: 2000,
  /** Whole currency units (dollars), the job store's ceiling. */
  payMax: 10_000_000,
} as const;

export const payTypes = ['annual', 'hourly'] as const;
export type PayType = (typeof payTypes)[number];
export const payCurrencies = ['AUD', 'NZD'] as const;
export type PayCurrency = (typeof payCurrencies)[number];
export const applyMethods = ['joblane', 'external'] as const;
export type ApplyMethod = (typeof applyMethods)[number];
export const questionKinds = [
  { id: 'text', label: 'Free text' },
  { id: 'yes-no', label: 'Yes or no' },
  { id: 'choice', label: 'Single choice' },
] as const;
export type QuestionKind = (typeof questionKinds)[number]['id'];

/** A screening question as the employer writes it; its id is its position (`q1`...), fixed once live. */
export type AdQuestion =
  | { kind: 'text' | 'yes-no'; question: string }
  | { kind: 'choice'; question: string; options: string[] };

/** Everything an employer fills in: what is stored for an ad (money in cents). */
export interface AdFields {
  title: string;
  summary: string;
  sellingPoints: string[];
  /** The details as written, in the small markup (paragraphs, `- ` bullets, `**bold**`). */
  details: string;
  classification: string;
  subClassification: string;
  place: { id: string; label: string };
  workType: WorkType;
  workArrangement: WorkArrangement;
  pay: {
    type: PayType;
    currency: PayCurrency;
    minCents: number;
    /** Null when the employer gives a minimum only. */
    maxCents: number | null;
    /** Hidden pay is not shown to seekers but still filters searches. */
    show: boolean;
  };
  apply: { method: 'joblane'; questions: AdQuestion[] } | { method: 'external'; url: string };
}

/** One screening question slot of the form, as typed (`options` one per line). */
export interface QuestionValues {
  kind: string;
  text: string;
  options: string;
}

/** The form's values as typed: what a form with errors is filled in with again. */
export interface AdFormValues {
  title: string;
  summary: string;
  sellingPoints: string[];
  details: string;
  classification: string;
  subClassification: string;
  where: string;
  workType: string;
  workArrangement: string;
  payType: string;
  payCurrency: string;
  payMin: string;
  payMax: string;
  payShow: boolean;
  applyMethod: string;
  applyUrl: string;
  questions: QuestionValues[];
}

/** What the form's names are in a posted body (the names the HTML form uses, so it works without JS). */
export const adFormNames = {
  title: 'title',
  summary: 'summary',
  /** Repeated, one per selling point. */
  sellingPoint: 'sellingPoint',
  details: 'details',
  classification: 'classification',
  subClassification: 'subClassification',
  where: 'where',
  workType: 'workType',
  workArrangement: 'workArrangement',
  payType: 'payType',
  payCurrency: 'payCurrency',
  payMin: 'payMin',
  payMax: 'payMax',
  payShow: 'payShow',
  applyMethod: 'applyMethod',
  applyUrl: 'applyUrl',
  /** `question.<n>.kind`, `question.<n>.text`, `question.<n>.options` for slots 1, 2, ... */
  question: (slot: number, part: keyof QuestionValues) => `question.${slot}.${part}`,
} as const;

/** Characters as the kit counts them: UTF-16 code units, a posted CR LF is one line break. */
export function characterCount(text: string): number {
  return normaliseLineBreaks(text).length;
}

function normaliseLineBreaks(text: string): string {
  return text.replaceAll(/\r\n?/g, '\n');
}

/** `85000`, `85,000`, `$85,000.50` -> cents; undefined when it is not an amount. */
export function parseMoney(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(/[,\s]/g, '');
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the form shows them: `85000`, `32.50`. */
export function formatMoney(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Is this a web address people may be sent to apply at? Only `https:` with a host. */
export function isSecureApplyUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  );
}

const messages = {
  title: 'Enter a job title',
  titleLong: `Keep the job title to ${adFieldLimits.title} characters or fewer`,
  summary: 'Write a short summary of the job',
  summaryLong: `Keep the summary to ${adFieldLimits.summary} characters or fewer`,
  sellingPoints: `Add up to ${adFieldLimits.sellingPoints} selling points`,
  sellingPointLong: `Keep each selling point to ${adFieldLimits.sellingPoint} characters or fewer`,
  details: 'Describe the job',
  detailsLong: `Keep the details to ${adFieldLimits.details.toLocaleString('en-AU')} characters or fewer`,
  classification: 'Choose a classification',
  subClassification: 'Choose a sub-classification of the classification',
  where: 'Enter where the job is: a suburb, city, region or country',
  whereLong: `Keep the place to ${adFieldLimits.where} characters or fewer`,
  workType: 'Choose a work type',
  workArrangement: 'Choose on-site, hybrid or remote',
  payType: 'Choose annual or hourly pay',
  payCurrency: 'Choose AUD or NZD',
  payMin: 'Enter the minimum pay as an amount, such as 85000',
  payMaxAmount: 'Enter the maximum pay as an amount, or leave it empty',
  payTooHigh: `Pay above $${adFieldLimits.payMax.toLocaleString('en-AU')} cannot be advertised`,
  payMaxBelowMin: 'The maximum pay must be at least the minimum',
  applyMethod: 'Choose where people apply',
  applyUrl: 'Enter the web address where people apply',
  applyUrlSecure: 'Use a secure web address that starts with https://',
  applyUrlLong: `Keep the web address to ${adFieldLimits.applyUrl} characters or fewer`,
  questions: `Ask up to ${adFieldLimits.questions} screening questions`,
  questionKind: 'Choose free text, yes or no, or single choice',
  questionLong: `Keep each question to ${adFieldLimits.question} characters or fewer`,
  options: `Give ${adFieldLimits.options.min} to ${adFieldLimits.options.max} options, one per line`,
  optionLong: `Keep each option to ${adFieldLimits.option} characters or fewer`,
  optionsSame: 'Give each option once',
} as const;

export const adFormMessages = messages;

const text = z.string();
const classificationIds = new Set(classifications.map((each) => each.id));

/** Options of a choice question: one per line, blank lines ignored. */
export function optionLines(options: string): string[] {
  return normaliseLineBreaks(options)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The questions the employer filled in: slots with no question text are ignored. */
function askedQuestions(values: AdFormValues): { slot: number; values: QuestionValues }[] {
  return values.questions
    .map((question, index) => ({ slot: index, values: question }))
    .filter(({ values: question }) => question.text.trim() !== '');
}

/**
 * The ad form: its values as typed in, out the ad's fields (without the place, which the server
 * resolves from `where`). Each problem's path is the form field it belongs to (`title`,
 * `sellingPoints.1`, `questions.0.options`) and its message is written for the employer.
 */
export const adFormSchema = z
  .object({
    title: text,
    summary: text,
    sellingPoints: z.array(text),
    details: text,
    classification: text,
    subClassification: text,
    where: text,
    workType: text,
    workArrangement: text,
    payType: text,
    payCurrency: text,
    payMin: text,
    payMax: text,
    payShow: z.boolean(),
    applyMethod: text,
    applyUrl: text,
    questions: z.array(z.object({ kind: text, text, options: text })),
  })
  .superRefine((values, context) => {
    const problem = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });

    const title = values.title.trim();
    if (title === '') problem(['title'], messages.title);
    else if (characterCount(title) > adFieldLimits.title) problem(['title'], messages.titleLong);

    const summary = values.summary.trim();
    if (summary === '') problem(['summary'], messages.summary);
    else if (characterCount(summary) > adFieldLimits.summary)
      problem(['summary'], messages.summaryLong);

    const points = values.sellingPoints.map((point) => point.trim());
    if (points.filter((point) => point !== '').length > adFieldLimits.sellingPoints)
      problem(['sellingPoints'], messages.sellingPoints);
    points.forEach((point, index) => {
      if (characterCount(point) > adFieldLimits.sellingPoint)
        problem(['sellingPoints', index], messages.sellingPointLong);
    });

    const details = normaliseLineBreaks(values.details).trim();
    if (details === '') problem(['details'], messages.details);
    else if (details.length > adFieldLimits.details) problem(['details'], messages.detailsLong);

    if (!classificationIds.has(values.classification))
      problem(['classification'], messages.classification);
    else if (
      findSubClassification(values.subClassification)?.classification.id !== values.classification
    )
      problem(['subClassification'], messages.subClassification);

    const where = values.where.trim();
    if (where === '') problem(['where'], messages.where);
    else if (characterCount(where) > adFieldLimits.where) problem(['where'], messages.whereLong);

    if (!workTypes.some((type) => type.id === values.workType))
      problem(['workType'], messages.workType);
    if (!workArrangements.some((arrangement) => arrangement.id === values.workArrangement))
      problem(['workArrangement'], messages.workArrangement);

    if (!(payTypes as readonly string[]).includes(values.payType))
      problem(['payType'], messages.payType);
    if (!(payCurrencies as readonly string[]).includes(values.payCurrency))
      problem(['payCurrency'], messages.payCurrency);
    const min = parseMoney(values.payMin);
    if (min === undefined || min === 0) problem(['payMin'], messages.payMin);
    else if (min > adFieldLimits.payMax * 100) problem(['payMin'], messages.payTooHigh);
    if (values.payMax.trim() !== '') {
      const max = parseMoney(values.payMax);
      if (max === undefined) problem(['payMax'], messages.payMaxAmount);
      else if (max > adFieldLimits.payMax * 100) problem(['payMax'], messages.payTooHigh);
      else if (min !== undefined && max < min) problem(['payMax'], messages.payMaxBelowMin);
    }

    if (values.applyMethod === 'external') {
      const url = values.applyUrl.trim();
      if (url === '') problem(['applyUrl'], messages.applyUrl);
      else if (url.length > adFieldLimits.applyUrl) problem(['applyUrl'], messages.applyUrlLong);
      else if (!isSecureApplyUrl(url)) problem(['applyUrl'], messages.applyUrlSecure);
    } else if (values.applyMethod === 'joblane') {
      const asked = askedQuestions(values);
      if (asked.length > adFieldLimits.questions) problem(['questions'], messages.questions);
      for (const { slot, values: question } of asked) {
        if (!questionKinds.some((kind) => kind.id === question.kind))
          problem(['questions', slot, 'kind'], messages.questionKind);
        if (characterCount(question.text.trim()) > adFieldLimits.question)
          problem(['questions', slot, 'text'], messages.questionLong);
        if (question.kind === 'choice') {
          const options = optionLines(question.options);
          if (
            options.length < adFieldLimits.options.min ||
            options.length > adFieldLimits.options.max
          )
            problem(['questions', slot, 'options'], messages.options);
          else if (options.some((option) => option.length > adFieldLimits.option))
            problem(['questions', slot, 'options'], messages.optionLong);
          else if (new Set(options).size !== options.length)
            problem(['questions', slot, 'options'], messages.optionsSame);
        }
      }
    } else {
      problem(['applyMethod'], messages.applyMethod);
    }
  })
  .transform((values): Omit<AdFields, 'place'> & { where: string } => {
    const maxText = values.payMax.trim();
    return {
      title: values.title.trim(),
      summary: values.summary.trim(),
      sellingPoints: values.sellingPoints.map((point) => point.trim()).filter((p) => p !== ''),
      details: normaliseLineBreaks(values.details).trim(),
      classification: values.classification,
      subClassification: values.subClassification,
      where: values.where.trim(),
      workType: values.workType as WorkType,
      workArrangement: values.workArrangement as WorkArrangement,
      pay: {
        type: values.payType as PayType,
        currency: values.payCurrency as PayCurrency,
        minCents: parseMoney(values.payMin)!,
        maxCents: maxText === '' ? null : parseMoney(maxText)!,
        show: values.payShow,
      },
      apply:
        values.applyMethod === 'external'
          ? { method: 'external', url: values.applyUrl.trim() }
          : {
              method: 'joblane',
              questions: askedQuestions(values).map(({ values: question }): AdQuestion => {
                const kind = question.kind as QuestionKind;
                return kind === 'choice'
                  ? { kind, question: question.text.trim(), options: optionLines(question.options) }
                  : { kind, question: question.text.trim() };
              }),
            },
    };
  });

/** A flat form body as `@fastify/formbody` (or `URLSearchParams`) gives it. */
export type FormBody = Record<string, string | string[] | undefined>;

function one(body: FormBody, name: string): string {
  const value = body[name];
  if (Array.isArray(value)) return value[0] ?? '';
  return typeof value === 'string' ? value : '';
}

function all(body: FormBody, name: string): string[] {
  const value = body[name];
  if (Array.isArray(value)) return value.filter((each) => typeof each === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The form's values from a posted body: missing fields are empty, nothing throws. */
export function adFormValues(body: FormBody): AdFormValues {
  const slots = new Set<number>();
  for (const key of Object.keys(body)) {
    const match = /^question\.(\d{1,2})\.(?:kind|text|options)$/.exec(key);
    if (match) slots.add(Number(match[1]));
  }
  const questions = [...slots]
    .filter((slot) => slot >= 1)
    .sort((a, b) => a - b)
    .map((slot) => ({
      kind: one(body, adFormNames.question(slot, 'kind')),
      text: one(body, adFormNames.question(slot, 'text')),
      options: one(body, adFormNames.question(slot, 'options')),
    }));
  const show = one(body, adFormNames.payShow);
  return {
    title: one(body, adFormNames.title),
    summary: one(body, adFormNames.summary),
    sellingPoints: all(body, adFormNames.sellingPoint),
    details: one(body, adFormNames.details),
    classification: one(body, adFormNames.classification),
    subClassification: one(body, adFormNames.subClassification),
    where: one(body, adFormNames.where),
    workType: one(body, adFormNames.workType),
    workArrangement: one(body, adFormNames.workArrangement),
    payType: one(body, adFormNames.payType),
    payCurrency: one(body, adFormNames.payCurrency),
    payMin: one(body, adFormNames.payMin),
    payMax: one(body, adFormNames.payMax),
    payShow: show !== '' && show !== 'off' && show !== 'false',
    applyMethod: one(body, adFormNames.applyMethod),
    applyUrl: one(body, adFormNames.applyUrl),
    questions,
  };
}

/** The values an empty form starts with. */
export function emptyAdFormValues(): AdFormValues {
  return {
    title: '',
    summary: '',
    sellingPoints: [],
    details: '',
    classification: '',
    subClassification: '',
    where: '',
    workType: 'full-time',
    workArrangement: 'on-site',
    payType: 'annual',
    payCurrency: 'AUD',
    payMin: '',
    payMax: '',
    payShow: true,
    applyMethod: 'joblane',
    applyUrl: '',
    questions: [],
  };
}

/** The form filled in with a stored ad's fields (to edit it). */
export function adFormValuesOf(fields: AdFields): AdFormValues {
  return {
    title: fields.title,
    summary: fields.summary,
    sellingPoints: [...fields.sellingPoints],
    details: fields.details,
    classification: fields.classification,
    subClassification: fields.subClassification,
    where: fields.place.label,
    workType: fields.workType,
    workArrangement: fields.workArrangement,
    payType: fields.pay.type,
    payCurrency: fields.pay.currency,
    payMin: formatMoney(fields.pay.minCents),
    payMax: fields.pay.maxCents === null ? '' : formatMoney(fields.pay.maxCents),
    payShow: fields.pay.show,
    applyMethod: fields.apply.method,
    applyUrl: fields.apply.method === 'external' ? fields.apply.url : '',
    questions:
      fields.apply.method === 'joblane'
        ? fields.apply.questions.map((question) => ({
            kind: question.kind,
            text: question.question,
            options: question.kind === 'choice' ? question.options.join('\n') : '',
          }))
        : [],
  };
}

/** Problems keyed by form field (`title`, `sellingPoints.1`, `questions.0.options`): the first per field. */
export type AdFormErrors = Record<string, string>;

/** The schema's problems as one message per form field. */
export function adFormErrors(issues: readonly z.core.$ZodIssue[]): AdFormErrors {
  const errors: AdFormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A place the where text names, as the server resolves it (the browser has no place data). */
export type PlaceResolver = (where: string) => { id: string; label: string } | undefined;

export type ParsedAdForm =
  | { ok: true; fields: AdFields; values: AdFormValues }
  | { ok: false; values: AdFormValues; errors: AdFormErrors };

/**
 * Parses a posted ad form: every field checked with `adFormSchema`, the where text resolved with
 * `resolvePlace` (the server passes `resolveAdPlace` from `@joblane/ads`). On error, every value
 * comes back as typed with one message per field.
 */
export function parseAdForm(
  body: FormBody,
  { resolvePlace }: { resolvePlace: PlaceResolver },
): ParsedAdForm {
  const values = adFormValues(body);
  const result = adFormSchema.safeParse(values);
  const errors = result.success ? {} : adFormErrors(result.error.issues);
  const place = values.where.trim() === '' ? undefined : resolvePlace(values.where);
  if (place === undefined && errors.where === undefined)
    errors.where = `We do not know “${values.where.trim()}”: choose a suburb, city, region or country from the suggestions`;
  if (!result.success || place === undefined) return { ok: false, values, errors };
  const { where: _where, ...fields } = result.data;
  return { ok: true, fields: { ...fields, place }, values };
}

/** The label of a classification or sub-classification id, for previews and lists. */
export function classificationLabel(id: string): string | undefined {
  return findClassification(id)?.label ?? findSubClassification(id)?.label;
}
