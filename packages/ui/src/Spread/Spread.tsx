import type { Space } from '@joblane/theme';
import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { childKey } from '../private/childKey.ts';
import { flattenChildren } from '../private/flattenChildren.ts';
import { mapResponsiveValue, type ResponsiveValue } from '../private/responsiveValue.ts';

export type SpreadAlignY = 'top' | 'center' | 'bottom';

export interface SpreadProps {
  children: ReactNode;
  /** The least space between items. */
  space: ResponsiveValue<Space>;
  /** `horizontal` (default): first item at the left edge, last at the right. `vertical`: top and bottom of the container's height. */
  direction?: 'horizontal' | 'vertical';
  /** Vertical alignment of horizontal items. Default `top`. */
  alignY?: ResponsiveValue<SpreadAlignY>;
  /** Default `div`. */
  component?: 'div' | 'ul' | 'ol';
  id?: string;
}

const vertical = { top: 'flexStart', center: 'center', bottom: 'flexEnd' } as const;

/** Items pushed apart to fill the space: the first at the start, the last at the end. */
export function Spread({
  children,
  space,
  direction = 'horizontal',
  alignY = 'top',
  component = 'div',
  id,
}: SpreadProps) {
  const isList = component === 'ul' || component === 'ol';
  return (
    <Box
      component={component}
      id={id}
      display="flex"
      flexDirection={direction === 'vertical' ? 'column' : 'row'}
      height={direction === 'vertical' ? 'full' : undefined}
      justifyContent="spaceBetween"
      alignItems={
        direction === 'vertical'
          ? 'stretch'
          : mapResponsiveValue(alignY, (value) => vertical[value])
      }
      gap={space}
    >
      {flattenChildren(children).map((child, index) => (
        <Box component={isList ? 'li' : 'div'} key={childKey(child, index)} minWidth={0}>
          {child}
        </Box>
      ))}
    </Box>
  );
}
