// What the ad form's field groups share: their ids, counters and problem messages.
import { formatNumber } from '@joblane/ui/Text';

export const countMessage = (remaining: number) =>
  remaining >= 0
    ? `${formatNumber(remaining)} ${remaining === 1 ? 'character' : 'characters'} left`
    : `${formatNumber(-remaining)} ${remaining === -1 ? 'character' : 'characters'} over the limit`;

/** The id of the control a problem belongs to (`sellingPoints.1` -> `ad-selling-point-2`). */
export function fieldIdOf(key: string): string {
  const point = /^sellingPoints(?:\.(\d+))?$/.exec(key);
  if (point) return `ad-selling-point-${Number(point[1] ?? 0) + 1}`;
  const question = /^questions(?:\.(\d+)\.(kind|text|options))?$/.exec(key);
  if (question) return `ad-question-${Number(question[1] ?? 0) + 1}-${question[2] ?? 'text'}`;
  return `ad-${key.replaceAll(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export const problem = (message: string | undefined) =>
  message === undefined ? {} : { message, tone: 'critical' as const };

/** One of the options, or the first: a kit select's value must be one of its options. */
export const oneOf = <Value extends string>(options: readonly Value[], value: string): Value =>
  (options as readonly string[]).includes(value) ? (value as Value) : options[0]!;
