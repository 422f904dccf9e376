import type { JobInput, ScreeningQuestion } from '@joblane/jobs';

import { applicationLimits } from './hiring.ts';

/** A job as an application needs it: only jobs that take applications on Joblane have one. */
export interface ApplicationJob {
  id: string;
  title: string;
  companyName: string;
  validThrough: string;
  questions: readonly ScreeningQuestion[];
}

/** The job's application terms, or undefined when it does not take applications here. */
export function applicationJob(job: JobInput): ApplicationJob | undefined {
  const onJoblane = job.howToApply.onJoblane;
  if (onJoblane === undefined) return undefined;
  return {
    id: job.id,
    title: job.title,
    companyName: job.company.name,
    validThrough: job.validThrough,
    questions: onJoblane.questions,
  };
}

/** Problems by form field: `coverLetter`, `resume`, `answer.<questionId>`. */
export type ApplicationErrors = Record<string, string>;

/**
 * A cover letter as it is counted and kept: line breaks as one character each (a browser posts
 * them as CR LF; the Textarea counts one), trailing white space dropped.
 */
export function normaliseCoverLetter(text: string): string {
  return text.replace(/\r\n?/gu, '\n').trimEnd();
}

// Comma thousands separators, as the site writes every number (`2,024`).
const formatCount = (count: number) => count.toLocaleString('en-AU');

/** The cover letter's problem, or undefined (it is optional, and at most 2,000 characters). */
export function coverLetterProblem(text: string): string | undefined {
  const length = normaliseCoverLetter(text).length;
  const limit = applicationLimits.coverLetter;
  if (length <= limit) return undefined;
  return `Your cover letter is ${formatCount(length)} characters long. Shorten it to ${formatCount(limit)} characters or fewer.`;
}

/**
 * The answers to the job's questions, checked and normalised: every question answered, yes/no
 * as `yes` or `no`, a choice one of its options, free text 1-1 000 characters. Answers to
 * questions the job does not ask are dropped.
 */
export function checkAnswers(
  questions: readonly ScreeningQuestion[],
  answers: Readonly<Record<string, string | undefined>>,
): { answers: Record<string, string>; errors: ApplicationErrors } {
  const kept: Record<string, string> = {};
  const errors: ApplicationErrors = {};
  for (const question of questions) {
    const field = `answer.${question.id}`;
    const raw = answers[question.id];
    const value = typeof raw === 'string' ? raw.replace(/\r\n?/gu, '\n').trim() : '';
    if (value === '') {
      errors[field] =
        question.kind === 'text' ? 'Answer this question.' : 'Choose an answer to this question.';
      continue;
    }
    switch (question.kind) {
      case 'yes-no':
        if (value !== 'yes' && value !== 'no') errors[field] = 'Choose yes or no.';
        break;
      case 'choice':
        if (!question.options.includes(value)) errors[field] = 'Choose one of the answers given.';
        break;
      case 'text':
        if (value.length > applicationLimits.answer)
          errors[field] =
            `Your answer is ${formatCount(value.length)} characters long. Shorten it to ${formatCount(applicationLimits.answer)} or fewer.`;
        break;
    }
    if (errors[field] === undefined) kept[question.id] = value;
  }
  return { answers: kept, errors };
}
