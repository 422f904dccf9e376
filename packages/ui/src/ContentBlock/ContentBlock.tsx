import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import * as styles from './ContentBlock.css.ts';

export const contentWidths = ['xsmall', 'small', 'medium', 'large'] as const;
export type ContentWidth = (typeof contentWidths)[number];

export interface ContentBlockProps {
  children: ReactNode;
  /** The maximum width (the theme's content widths). Default `large`. */
  width?: ContentWidth;
  /** Default `div`. */
  component?: 'div' | 'main' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'aside';
  id?: string;
}

/** Limits content to a readable maximum width and centres it. */
export function ContentBlock({
  children,
  width = 'large',
  component = 'div',
  id,
}: ContentBlockProps) {
  if (!(contentWidths as readonly unknown[]).includes(width)) {
    throw new Error(
      `ContentBlock does not support width ${JSON.stringify(width)}; use one of ${contentWidths.join(', ')}.`,
    );
  }
  return (
    <Box component={component} id={id} maxWidth={width} width="full" className={styles.centred}>
      {children}
    </Box>
  );
}
