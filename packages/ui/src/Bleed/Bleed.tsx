import type { Space } from '@joblane/theme';
import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { mapResponsiveValue, type ResponsiveValue } from '../private/responsiveValue.ts';

export interface BleedProps {
  children: ReactNode;
  /** Bleed by this much on every side. */
  space?: ResponsiveValue<Space>;
  /** Left and right. */
  horizontal?: ResponsiveValue<Space>;
  /** Top and bottom. */
  vertical?: ResponsiveValue<Space>;
  top?: ResponsiveValue<Space>;
  bottom?: ResponsiveValue<Space>;
  left?: ResponsiveValue<Space>;
  right?: ResponsiveValue<Space>;
  /** Default `div`; `span` inside text. */
  component?: 'div' | 'span';
}

const negative = (space: ResponsiveValue<Space> | undefined) =>
  space === undefined
    ? undefined
    : mapResponsiveValue(space, (value) => (value === 'none' ? 'none' : (`-${value}` as const)));

/**
 * Lets content reach past its container's padding (a full-bleed image inside a padded card)
 * with negative margins. The most specific side wins: `top` over `vertical` over `space`.
 */
export function Bleed({
  children,
  space,
  horizontal,
  vertical,
  top,
  bottom,
  left,
  right,
  component = 'div',
}: BleedProps) {
  return (
    <Box
      component={component}
      display={component === 'span' ? 'block' : undefined}
      marginTop={negative(top ?? vertical ?? space)}
      marginBottom={negative(bottom ?? vertical ?? space)}
      marginLeft={negative(left ?? horizontal ?? space)}
      marginRight={negative(right ?? horizontal ?? space)}
    >
      {/* Positioned so the content paints over the container's own background. */}
      <Box
        component={component}
        display={component === 'span' ? 'block' : undefined}
        position="relative"
      >
        {children}
      </Box>
    </Box>
  );
}
