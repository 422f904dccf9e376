import type { Space } from '@joblane/theme';
import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { Divider, type DividerWeight } from '../Divider/Divider.tsx';
import { type HiddenRule, isHiddenAt } from '../Hidden/hiddenDisplay.ts';
import { hiddenItemDisplay, hiddenItemRule } from '../Hidden/hiddenItemDisplay.ts';
import type { Atoms } from '../private/atoms.css.ts';
import { childKey } from '../private/childKey.ts';
import { flattenChildren } from '../private/flattenChildren.ts';
import { mapResponsiveValue, type ResponsiveValue } from '../private/responsiveValue.ts';

export type StackAlign = 'left' | 'center' | 'right';

export interface StackProps {
  children: ReactNode;
  /** Space between items. */
  space: ResponsiveValue<Space>;
  /** Horizontal alignment of the items. Default `left` (items take the full width). */
  align?: ResponsiveValue<StackAlign>;
  /** A divider between items: `true` is `regular`. */
  dividers?: boolean | DividerWeight;
  /** `ul`/`ol` render each item as an `li`. Default `div`. */
  component?: 'div' | 'ul' | 'ol' | 'section' | 'article' | 'aside' | 'nav' | 'header' | 'footer';
  id?: string;
}

const alignItems = { left: 'stretch', center: 'center', right: 'flexEnd' } as const;

/** Items one above the other with even space (and optional dividers) between them. */
export function Stack({
  children,
  space,
  align = 'left',
  dividers = false,
  component = 'div',
  id,
}: StackProps) {
  const isList = component === 'ul' || component === 'ol';
  const dividerWeight = dividers === true ? 'regular' : dividers === false ? undefined : dividers;
  const items = flattenChildren(children);
  const hiddenRules = items.map(hiddenItemRule);
  return (
    <Box
      component={component}
      id={id}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={mapResponsiveValue(align, (value) => alignItems[value])}
    >
      {items.map((child, index) => (
        <Box
          component={isList ? 'li' : 'div'}
          key={childKey(child, index)}
          display={hiddenItemDisplay(child, 'block')}
        >
          {dividerWeight && index > 0 ? (
            <Box paddingBottom={space} display={dividerDisplay(hiddenRules.slice(0, index))}>
              <Divider weight={dividerWeight} />
            </Box>
          ) : null}
          {child}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A divider sits above its item, so it shows only where some earlier item is visible: with a
 * `Hidden` first item there is no divider at the top of the stack.
 */
function dividerDisplay(rulesBefore: (HiddenRule | undefined)[]): Atoms['display'] {
  if (rulesBefore.includes(undefined)) return undefined;
  return mapResponsiveValue('block' as const, (display, breakpoint) =>
    rulesBefore.some((rule) => rule !== undefined && !isHiddenAt(breakpoint, rule))
      ? display
      : 'none',
  );
}
