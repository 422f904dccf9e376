// The ad form's one schema, used by the server on every post (and by tests): zod over the
// form's values, with the limits and messages of `fields.ts`. No Node.js, no place data (the
// server resolves the where text; see `parseAdForm`).
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

import {
  adFieldLimits,
  adFormMessages as messages,
  adFormValues,
  characterCount,
  isSecureApplyUrl,
  normaliseLineBreaks,
  optionLines,
  parseMoney,
  payCurrencies,
  payTypes,
  questionKinds,
  type AdFields,
  type AdFormErrors,
  type AdFormValues,
  type AdQuestion,
  type FormBody,
  type PayCurrency,
  type PayType,
  type PlaceResolver,
  type QuestionKind,
  type QuestionValues,
} from './fields.ts';

export * from './fields.ts';

const text = z.string();
const classificationIds = new Set(classifications.map((each) => each.id));

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
    existingVacancy: text,
    automatedScreening: text,
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

    // Transparency (issue 30): answered yes or no, or left unanswered (not stated).
    if (!['', 'yes', 'no'].includes(values.existingVacancy))
      problem(['existingVacancy'], messages.existingVacancy);
    if (!['', 'yes', 'no'].includes(values.automatedScreening))
      problem(['automatedScreening'], messages.automatedScreening);
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
      ...(values.existingVacancy === ''
        ? {}
        : { existingVacancy: values.existingVacancy === 'yes' }),
      ...(values.automatedScreening === ''
        ? {}
        : { automatedScreening: values.automatedScreening === 'yes' }),
    };
  });

/** The schema's problems as one message per form field. */
export function adFormErrors(issues: readonly z.core.$ZodIssue[]): AdFormErrors {
  const errors: AdFormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

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
