import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** argon2id cost. The defaults take about 65 ms a sign-in on this project's 2-core machines. */
export interface PasswordHashing {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const defaultPasswordHashing: PasswordHashing = {
  memoryCost: 65_536,
  timeCost: 4,
  parallelism: 1,
};

export const MIN_PASSWORD_LENGTH = 10;
/** Longer inputs are refused before hashing, so nobody can make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline attacks". */
const MIN_SCORE = 3;

export function hashPassword(password: string, cost: PasswordHashing): Promise<string> {
  // 2 is Algorithm.Argon2id (a const enum, which this build cannot import).
  return hash(password, { ...cost, algorithm: 2 });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let estimator: ZxcvbnFactory | undefined;
/**
 * How much of a password the estimator reads, and how many of its characters the l33t matcher
 * may swap. The estimator runs on the server's event loop: with its defaults (256 and 100) a
 * 256-character password of l33t symbols took 11 s, 3 s at 64; with these, under 0.2 s. A
 * password whose first 64 characters are strong is strong.
 */
export const STRENGTH_CHECKED_LENGTH = 64;
const L33T_MAX_SUBSTITUTIONS = 5;

function strength() {
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    maxLength: STRENGTH_CHECKED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return estimator;
}

/**
 * Why a password is not good enough, or null when it is: at least 10 characters, at most 256,
 * and hard to guess by a strength estimator that knows common and leaked-looking passwords,
 * keyboard patterns, dates, and the person's own name and email.
 */
export function passwordProblem(password: string, personal: readonly string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  const inputs = personal.flatMap((value) => [value, ...value.split(/[@.\s]+/)]).filter(Boolean);
  const result = strength().check(password, inputs);
  if (result.score >= MIN_SCORE) return null;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0] ?? null;
  return `This password is too easy to guess.${hint ? ` ${hint}` : ''} Try a few unrelated words.`;
}
