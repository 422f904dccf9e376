import { breakpointNames } from '@joblane/theme';
import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import * as styles from './Hidden.css.ts';
import { hiddenDisplay, type HiddenRule, isHiddenAt } from './hiddenDisplay.ts';

export interface HiddenProps extends HiddenRule {
  children: ReactNode;
  /** Also hidden when the page is printed. */
  print?: boolean;
  /** Render a `span` shown inline (inside text) instead of a block `div`. */
  inline?: boolean;
}

/**
 * Content hidden on screen at some breakpoints (`below`, `above`) and/or on print, for everyone
 * including screen readers (it is `display: none` there). In `Stack` and `Inline` the hidden item
 * takes no space.
 */
export function Hidden({ children, below, above, print = false, inline = false }: HiddenProps) {
  if (breakpointNames.every((breakpoint) => isHiddenAt(breakpoint, { below, above }))) {
    throw new Error(
      `Hidden with below="${below}" and above="${above}" hides everything; remove one of them.`,
    );
  }
  return (
    <Box
      component={inline ? 'span' : 'div'}
      display={hiddenDisplay({ below, above }, inline ? 'inline' : 'block')}
      className={print ? styles.hiddenOnPrint : undefined}
    >
      {children}
    </Box>
  );
}
