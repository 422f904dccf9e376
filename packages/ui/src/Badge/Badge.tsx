import { clsx } from 'clsx';

import { assertTone } from '../private/assertTone.ts';
import { base as resetBase } from '../private/reset.css.ts';
import * as styles from './Badge.css.ts';

export const badgeTones = [
  'neutral',
  'info',
  'critical',
  'caution',
  'positive',
  'promote',
] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeWeights = ['weak', 'strong'] as const;
export type BadgeWeight = (typeof badgeWeights)[number];

export interface BadgeProps {
  /** A word or two ("New", "Featured", "Expires soon"); one line, truncated if too long. */
  children: string;
  /** Default `neutral`. */
  tone?: BadgeTone;
  /** `weak` (default): a light background in the tone. `strong`: a solid background. */
  weight?: BadgeWeight;
  /** For `aria-describedby` on the thing the badge describes. */
  id?: string;
  /** The full text on hover, when it may be truncated. */
  title?: string;
}

/** A short status label: "New", "Featured". Its text is the meaning; the colour only supports it. */
export function Badge({ children, tone = 'neutral', weight = 'weak', id, title }: BadgeProps) {
  assertTone('Badge', tone, badgeTones);
  if (!(badgeWeights as readonly unknown[]).includes(weight)) {
    throw new Error(
      `Badge does not support weight ${JSON.stringify(weight)}; use one of ${badgeWeights.join(', ')}`,
    );
  }
  return (
    <span
      id={id}
      title={title}
      className={clsx(
        resetBase,
        styles.base,
        weight === 'strong' ? styles.strong[tone] : styles.weak[tone],
      )}
    >
      {children}
    </span>
  );
}
