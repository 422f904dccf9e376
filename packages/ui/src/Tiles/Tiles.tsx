import type { Space } from '@joblane/theme';
import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { childKey } from '../private/childKey.ts';
import { flattenChildren } from '../private/flattenChildren.ts';
import {
  mapResponsiveValue,
  normaliseResponsiveValue,
  type ResponsiveValue,
} from '../private/responsiveValue.ts';
import * as styles from './Tiles.css.ts';
import { type TileCount, tileCounts } from './Tiles.css.ts';

export interface TilesProps {
  children: ReactNode;
  /** Space between tiles, across and down. */
  space: ResponsiveValue<Space>;
  /** Tiles per row (1-6), by breakpoint: `{ mobile: 1, tablet: 2, desktop: 3 }`. */
  columns: ResponsiveValue<TileCount>;
  /** `ul`/`ol` render each tile as an `li`. Default `div`. */
  component?: 'div' | 'ul' | 'ol';
  id?: string;
}

/** A grid of equal-width tiles, with a number of columns per breakpoint. */
export function Tiles({ children, space, columns, component = 'div', id }: TilesProps) {
  for (const count of Object.values(normaliseResponsiveValue(columns))) {
    if (!(tileCounts as readonly unknown[]).includes(count)) {
      throw new Error(
        `Tiles does not support columns=${JSON.stringify(count)}; use a whole number from 1 to 6.`,
      );
    }
  }
  const columnClasses = Object.entries(mapResponsiveValue(columns, (count) => count)).map(
    ([breakpoint, count]) =>
      styles.columns[breakpoint as keyof typeof styles.columns][count as TileCount],
  );
  const isList = component === 'ul' || component === 'ol';
  return (
    <Box component={component} id={id} gap={space} className={[styles.grid, columnClasses]}>
      {flattenChildren(children).map((child, index) => (
        <Box component={isList ? 'li' : 'div'} key={childKey(child, index)} minWidth={0}>
          {child}
        </Box>
      ))}
    </Box>
  );
}
