import type { MediaBreakpoint, Space } from '@joblane/theme';
import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { hiddenItemDisplay } from '../Hidden/hiddenItemDisplay.ts';
import { childKey } from '../private/childKey.ts';
import { isCollapsed } from '../private/collapse.ts';
import { flattenChildren } from '../private/flattenChildren.ts';
import {
  mapResponsiveValue,
  normaliseResponsiveValue,
  type ResponsiveValue,
} from '../private/responsiveValue.ts';

export type InlineAlign = 'left' | 'center' | 'right';
export type InlineAlignY = 'top' | 'center' | 'bottom';

export interface InlineProps {
  children: ReactNode;
  /** Space between items, across and down when they wrap. */
  space: ResponsiveValue<Space>;
  /** Horizontal alignment. Default `left`. */
  align?: ResponsiveValue<InlineAlign>;
  /** Vertical alignment of items in a row. Default `top`. */
  alignY?: ResponsiveValue<InlineAlignY>;
  /** Below this breakpoint the items stack vertically instead of wrapping in rows. */
  collapseBelow?: MediaBreakpoint;
  /** `ul`/`ol` render each item as an `li`. Default `div`. */
  component?: 'div' | 'ul' | 'ol' | 'nav';
  id?: string;
}

const horizontal = { left: 'flexStart', center: 'center', right: 'flexEnd' } as const;
const vertical = { top: 'flexStart', center: 'center', bottom: 'flexEnd' } as const;

/** Items side by side that wrap onto more rows, with even space between them. */
export function Inline({
  children,
  space,
  align = 'left',
  alignY = 'top',
  collapseBelow,
  component = 'div',
  id,
}: InlineProps) {
  const isList = component === 'ul' || component === 'ol';
  const alignByBreakpoint = normaliseResponsiveValue(align);
  const alignYByBreakpoint = normaliseResponsiveValue(alignY);
  // Collapsed, the axes swap: `align` moves to `alignItems`, and rows become a column.
  return (
    <Box
      component={component}
      id={id}
      display="flex"
      flexWrap="wrap"
      gap={space}
      flexDirection={mapResponsiveValue(alignByBreakpoint, (_, breakpoint) =>
        isCollapsed(breakpoint, collapseBelow) ? 'column' : 'row',
      )}
      justifyContent={mapResponsiveValue(alignByBreakpoint, (value, breakpoint) =>
        isCollapsed(breakpoint, collapseBelow) ? 'flexStart' : horizontal[value],
      )}
      alignItems={mapResponsiveValue(alignByBreakpoint, (value, breakpoint) =>
        isCollapsed(breakpoint, collapseBelow)
          ? horizontal[value]
          : vertical[alignYByBreakpoint[breakpoint]],
      )}
    >
      {flattenChildren(children).map((child, index) => (
        <Box
          component={isList ? 'li' : 'div'}
          key={childKey(child, index)}
          minWidth={0}
          display={hiddenItemDisplay(child, 'block')}
        >
          {child}
        </Box>
      ))}
    </Box>
  );
}
