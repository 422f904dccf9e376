import { formatNumber } from '../../Text/formatNumber.ts';

/**
 * The length from which the character count shows: 70 % of the limit rounded up to the nearest
 * ten (50 -> 40, 100 -> 70, 25 -> 20, 10 -> 10). `limit * 7 / 100` keeps the product an integer,
 * so no floating-point residue can push `ceil` up a step.
 */
export function characterCountThreshold(limit: number): number {
  return Math.ceil((limit * 7) / 100) * 10;
}

/** Whether the count shows for a value of this length, and what it says (`limit - length`). */
export function characterCount(
  length: number,
  limit: number,
): { visible: boolean; remaining: number } {
  return { visible: length >= characterCountThreshold(limit), remaining: limit - length };
}

export function assertCharacterLimit(componentName: string, limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(
      `${componentName} characterLimit must be a whole number of at least 1; got ${String(limit)}.`,
    );
  }
}

/**
 * Default wording of the count, shown under the field and read with it; callers override it with
 * `characterCountMessage`: `1,976 characters remaining`, `24 characters too many`.
 */
export function defaultCharacterCountMessage(remaining: number): string {
  if (remaining >= 0) {
    return `${formatNumber(remaining)} ${remaining === 1 ? 'character' : 'characters'} remaining`;
  }
  const over = -remaining;
  return `${formatNumber(over)} ${over === 1 ? 'character' : 'characters'} too many`;
}
