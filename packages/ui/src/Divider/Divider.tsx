import { Box } from '../Box/Box.tsx';
import * as styles from './Divider.css.ts';

export const dividerWeights = ['regular', 'strong'] as const;
export type DividerWeight = (typeof dividerWeights)[number];

export interface DividerProps {
  /** Default `regular` (light); `strong` for more contrast. */
  weight?: DividerWeight;
}

/** A horizontal rule between blocks of content. Decorative: screen readers skip it. */
export function Divider({ weight = 'regular' }: DividerProps) {
  if (!(dividerWeights as readonly unknown[]).includes(weight)) {
    throw new Error(
      `Divider does not support weight ${JSON.stringify(weight)}; use one of ${dividerWeights.join(', ')}.`,
    );
  }
  return <Box className={[styles.base, styles.weight[weight]]} />;
}
