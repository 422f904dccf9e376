import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { assertTone } from '../private/assertTone.ts';
import * as keyline from '../private/keyline.css.ts';
import * as styles from './Card.css.ts';

export const cardTones = [
  'formAccent',
  'brandAccent',
  'promote',
  'critical',
  'caution',
  'positive',
  'info',
] as const;
export type CardTone = (typeof cardTones)[number];

export interface CardProps {
  children: ReactNode;
  /**
   * A keyline in this tone along the left edge (a featured or selected card). Decorative: say
   * what it means in the content too (a `Badge`).
   */
  tone?: CardTone;
  /** Rounded corners. Default `false` (square, e.g. edge to edge on mobile). */
  rounded?: boolean;
  /** The element. Default `div`; `article` for a self-contained item such as a job. */
  component?: 'div' | 'article' | 'section' | 'aside' | 'li';
  /** `full` fills its container's height (cards in a row of `Tiles`). Default `content`. */
  height?: 'content' | 'full';
  id?: string;
}

/** A surface with padding and a light border that groups content: a job in the results. */
export function Card({
  children,
  tone,
  rounded = false,
  component = 'div',
  height = 'content',
  id,
}: CardProps) {
  if (tone !== undefined) assertTone('Card', tone, cardTones);
  return (
    <Box
      component={component}
      id={id}
      className={styles.card}
      background="surface"
      boxShadow="borderNeutralLight"
      borderRadius={rounded ? 'large' : 'none'}
      padding="gutter"
      height={height === 'full' ? 'full' : undefined}
    >
      {tone ? <span className={`${keyline.keyline} ${keyline.keylineTone[tone]}`} /> : null}
      {children}
    </Box>
  );
}
