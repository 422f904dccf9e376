// The ad form's fields, limits, messages and names: plain data and functions with no
// dependency (no zod, no taxonomy), so the employer page's browser code can use them without
// pulling the schema's libraries into the site's shared chunk. The schema is in `form.ts`.
import type { WorkArrangement, WorkType } from '@joblane/jobs/query';

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
/** What each pay type is called wherever it shows (the form, the moderators' view). */
export const payTypeLabels: Record<PayType, string> = {
  annual: 'Annual salary',
  hourly: 'Hourly rate',
};
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
  /**
   * "This ad is for an existing vacancy": true, or false for a pipeline of roles that may open
   * later; absent when the employer did not say (ads made before the question).
   */
  existingVacancy?: boolean;
  /** "Applications are screened with automated tools"; absent when the employer did not say. */
  automatedScreening?: boolean;
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
  /** `yes`, `no`, or empty (not answered). */
  existingVacancy: string;
  /** `yes`, `no`, or empty (not answered). */
  automatedScreening: string;
}

/** What the form's names are in a posted body (the names the HTML form uses, so it works without JS). */
export const adFormNames = {
  title: 'title',
  summary: 'summary',
  /** `sellingPoint.<n>` for slots 1, 2, 3 (more are read, and refused). */
  sellingPoint: (slot: number) => `sellingPoint.${slot}`,
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
  existingVacancy: 'existingVacancy',
  automatedScreening: 'automatedScreening',
  /** `question.<n>.kind`, `question.<n>.text`, `question.<n>.options` for slots 1, 2, ... */
  question: (slot: number, part: keyof QuestionValues) => `question.${slot}.${part}`,
} as const;

/** Characters as the kit counts them: UTF-16 code units, a posted CR LF is one line break. */
export function characterCount(text: string): number {
  return normaliseLineBreaks(text).length;
}

/** A posted CR LF (or CR) as the one line break the kit counts. */
export function normaliseLineBreaks(text: string): string {
  return text.replaceAll(/\r\n?/g, '\n');
}

/** Options of a choice question: one per line, blank lines ignored. */
export function optionLines(options: string): string[] {
  return normaliseLineBreaks(options)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
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

export const adFormMessages = {
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
  payType: 'Choose an annual salary or an hourly rate',
  payCurrency: 'Choose AUD or NZD',
  payMin: 'Enter the minimum pay as an amount, such as 85000',
  payMaxAmount: 'Enter the maximum pay as an amount, or leave it empty',
  payTooHigh: `Pay above $${adFieldLimits.payMax.toLocaleString('en-AU')} cannot be advertised`,
  payMaxBelowMin: 'The maximum pay must be at least the minimum',
  applyMethod: 'Choose where people apply',
  existingVacancy: 'Choose yes or no: is this ad for an existing vacancy?',
  automatedScreening: 'Choose yes or no: are applications screened with automated tools?',
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

/** A flat form body as `@fastify/formbody` (or `URLSearchParams`) gives it. */
export type FormBody = Record<string, string | string[] | undefined>;

function one(body: FormBody, name: string): string {
  const value = body[name];
  if (Array.isArray(value)) return value[0] ?? '';
  return typeof value === 'string' ? value : '';
}

/** The slot numbers (1, 2, ...) a body has for a numbered field (`question.<n>.text`), in order. */
function slotsOf(body: FormBody, pattern: RegExp): number[] {
  const slots = new Set<number>();
  for (const key of Object.keys(body)) {
    const match = pattern.exec(key);
    if (match) slots.add(Number(match[1]));
  }
  return [...slots].filter((slot) => slot >= 1).sort((a, b) => a - b);
}

/** The form's values from a posted body: missing fields are empty, nothing throws. */
export function adFormValues(body: FormBody): AdFormValues {
  const questions = slotsOf(body, /^question\.(\d{1,2})\.(?:kind|text|options)$/).map((slot) => ({
    kind: one(body, adFormNames.question(slot, 'kind')),
    text: one(body, adFormNames.question(slot, 'text')),
    options: one(body, adFormNames.question(slot, 'options')),
  }));
  const show = one(body, adFormNames.payShow);
  return {
    title: one(body, adFormNames.title),
    summary: one(body, adFormNames.summary),
    sellingPoints: slotsOf(body, /^sellingPoint\.(\d{1,2})$/).map((slot) =>
      one(body, adFormNames.sellingPoint(slot)),
    ),
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
    existingVacancy: one(body, adFormNames.existingVacancy),
    automatedScreening: one(body, adFormNames.automatedScreening),
  };
}

/** A yes/no answer as the form's radio value (empty when not answered). */
const yesNoValue = (answer: boolean | undefined) =>
  answer === undefined ? '' : answer ? 'yes' : 'no';

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
    existingVacancy: '',
    automatedScreening: '',
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
    existingVacancy: yesNoValue(fields.existingVacancy),
    automatedScreening: yesNoValue(fields.automatedScreening),
  };
}

/** Problems keyed by form field (`title`, `sellingPoints.1`, `questions.0.options`): the first per field. */
export type AdFormErrors = Record<string, string>;

/** A place the where text names, as the server resolves it (the browser has no place data). */
export type PlaceResolver = (where: string) => { id: string; label: string } | undefined;
