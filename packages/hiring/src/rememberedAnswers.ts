import type { ScreeningQuestion } from '@joblane/jobs';
import type { Kysely } from 'kysely';

import type { Hiring } from './hiring.ts';
import type { HiringTables } from './schema.ts';

/**
 * What makes two questions "the same question": their kind and their wording, compared without
 * case or spacing (`Do you hold a  driver's licence?` is `do you hold a driver's licence?`).
 */
export function rememberKey(question: Pick<ScreeningQuestion, 'kind' | 'question'>): string {
  return `${question.kind}:${question.question.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim()}`;
}

/** An answer the seeker gave before, for their data download. */
export interface RememberedAnswer {
  question: string;
  answer: string;
  answeredAt: string;
}

/** Keeps the answers of an application being sent (in its transaction). */
export async function rememberAnswers(
  trx: Kysely<HiringTables>,
  seekerId: string,
  questions: readonly ScreeningQuestion[],
  answers: Readonly<Record<string, string>>,
  at: string,
): Promise<void> {
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined) continue;
    const row = { question: question.question, answer, answered_at: at };
    await trx
      .insertInto('remembered_answers')
      .values({ seeker_id: seekerId, question_key: rememberKey(question), ...row })
      .onConflict((conflict) => conflict.columns(['seeker_id', 'question_key']).doUpdateSet(row))
      .execute();
  }
}

/**
 * The seeker's earlier answers to these questions, by question id: only for the same kind and
 * wording, and only answers the question still takes (a choice among its options today).
 */
export async function rememberedAnswers(
  hiring: Hiring,
  seekerId: string,
  questions: readonly ScreeningQuestion[],
): Promise<Record<string, string>> {
  if (questions.length === 0) return {};
  const rows = await hiring.db
    .selectFrom('remembered_answers')
    .select(['question_key', 'answer'])
    .where('seeker_id', '=', seekerId)
    .where('question_key', 'in', questions.map(rememberKey))
    .execute();
  const byKey = new Map(rows.map((row) => [row.question_key, row.answer]));
  const found: Record<string, string> = {};
  for (const question of questions) {
    const answer = byKey.get(rememberKey(question));
    if (answer === undefined) continue;
    if (question.kind === 'yes-no' && answer !== 'yes' && answer !== 'no') continue;
    if (question.kind === 'choice' && !question.options.includes(answer)) continue;
    found[question.id] = answer;
  }
  return found;
}

/** Every answer remembered for the seeker, newest first. */
export async function listRememberedAnswers(
  hiring: Hiring,
  seekerId: string,
): Promise<RememberedAnswer[]> {
  const rows = await hiring.db
    .selectFrom('remembered_answers')
    .select(['question', 'answer', 'answered_at'])
    .where('seeker_id', '=', seekerId)
    .orderBy('answered_at', 'desc')
    .orderBy('question_key')
    .execute();
  return rows.map((row) => ({
    question: row.question,
    answer: row.answer,
    answeredAt: row.answered_at,
  }));
}

/** Forgets every remembered answer of the seeker; returns how many there were. */
export async function forgetRememberedAnswers(hiring: Hiring, seekerId: string): Promise<number> {
  const result = await hiring.db
    .deleteFrom('remembered_answers')
    .where('seeker_id', '=', seekerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
