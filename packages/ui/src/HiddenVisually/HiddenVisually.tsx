import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import * as styles from './HiddenVisually.css.ts';

export interface HiddenVisuallyProps {
  children: ReactNode;
  /** Default `span`; `div` or `p` for block content. */
  component?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'label' | 'legend';
  id?: string;
}

/** Content for screen readers only: hidden on screen, still read out and still in the DOM. */
export function HiddenVisually({ children, component = 'span', id }: HiddenVisuallyProps) {
  return (
    <Box component={component} id={id} className={styles.hiddenVisually}>
      {children}
    </Box>
  );
}
