import type { MediaBreakpoint, Space } from '@joblane/theme';
import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import {
  mapResponsiveValue,
  normaliseResponsiveValue,
  type ResponsiveValue,
} from '../private/responsiveValue.ts';
import { isCollapsed } from '../private/collapse.ts';
import { ColumnsContext } from './ColumnsContext.ts';

export type ColumnsAlign = 'left' | 'center' | 'right';
export type ColumnsAlignY = 'top' | 'center' | 'bottom';

export interface ColumnsProps {
  /** `Column` elements. */
  children: ReactNode;
  /** Space between columns (and between rows while collapsed). */
  space: ResponsiveValue<Space>;
  /** Below this breakpoint the columns stack vertically, full width, in source order. */
  collapseBelow?: MediaBreakpoint;
  /** Show the columns in reverse order when they are side by side. */
  reverse?: boolean;
  /** Horizontal alignment of the columns when they do not fill the row. Default `left`. */
  align?: ResponsiveValue<ColumnsAlign>;
  /** Vertical alignment of columns of different heights. Default `top`. */
  alignY?: ResponsiveValue<ColumnsAlignY>;
  /** `ul`/`ol` make each `Column` an `li`. Default `div`. */
  component?: 'div' | 'ul' | 'ol';
  id?: string;
}

const horizontal = { left: 'flexStart', center: 'center', right: 'flexEnd' } as const;
const mirrored = { left: 'right', center: 'center', right: 'left' } as const;
const vertical = { top: 'flexStart', center: 'center', bottom: 'flexEnd' } as const;

/** Content side by side in columns of set or shared widths, collapsing to a stack if asked. */
export function Columns({
  children,
  space,
  collapseBelow,
  reverse = false,
  align = 'left',
  alignY = 'top',
  component = 'div',
  id,
}: ColumnsProps) {
  const spaceByBreakpoint = normaliseResponsiveValue(space);
  const alignYByBreakpoint = normaliseResponsiveValue(alignY);
  const collapsed = (breakpoint: Parameters<typeof isCollapsed>[0]) =>
    isCollapsed(breakpoint, collapseBelow);
  return (
    <ColumnsContext
      value={{ space, collapseBelow, isList: component === 'ul' || component === 'ol' }}
    >
      <Box
        component={component}
        id={id}
        display="flex"
        flexDirection={mapResponsiveValue(spaceByBreakpoint, (_, breakpoint) =>
          collapsed(breakpoint) ? 'column' : reverse ? 'rowReverse' : 'row',
        )}
        // Columns pad their left side by `space`; the row pulls back by the same amount.
        marginLeft={mapResponsiveValue(spaceByBreakpoint, (value, breakpoint) =>
          collapsed(breakpoint) || value === 'none' ? 'none' : (`-${value}` as const),
        )}
        rowGap={mapResponsiveValue(spaceByBreakpoint, (value, breakpoint) =>
          collapsed(breakpoint) ? value : 'none',
        )}
        justifyContent={mapResponsiveValue(align, (value, breakpoint) =>
          collapsed(breakpoint)
            ? 'flexStart'
            : // In a reversed row the main axis starts on the right.
              horizontal[reverse ? mirrored[value] : value],
        )}
        alignItems={mapResponsiveValue(align, (value, breakpoint) =>
          collapsed(breakpoint)
            ? value === 'left'
              ? 'stretch'
              : horizontal[value]
            : vertical[alignYByBreakpoint[breakpoint]],
        )}
      >
        {children}
      </Box>
    </ColumnsContext>
  );
}
