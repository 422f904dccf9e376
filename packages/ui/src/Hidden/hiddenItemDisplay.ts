import { isValidElement, type ReactNode } from 'react';

import type { Atoms } from '../private/atoms.css.ts';
import { Hidden, type HiddenProps } from './Hidden.tsx';
import { hiddenDisplay, type HiddenRule } from './hiddenDisplay.ts';

/** The breakpoints a layout item hides at, when the item is a `Hidden`. */
export function hiddenItemRule(child: ReactNode): HiddenRule | undefined {
  if (!isValidElement<HiddenProps>(child) || child.type !== Hidden) return undefined;
  const { below, above } = child.props;
  return { below, above };
}

/**
 * For `Stack` and `Inline`: when an item is a `Hidden`, its wrapper hides at the same
 * breakpoints, so a hidden item leaves no gap.
 */
export function hiddenItemDisplay(
  child: ReactNode,
  visibleDisplay: 'block' | 'flex',
): Atoms['display'] {
  const rule = hiddenItemRule(child);
  return rule === undefined ? undefined : hiddenDisplay(rule, visibleDisplay);
}
