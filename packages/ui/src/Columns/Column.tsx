import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { mapResponsiveValue } from '../private/responsiveValue.ts';
import { isCollapsed } from '../private/collapse.ts';
import * as styles from './Column.css.ts';
import { type ColumnFraction, columnWidths } from './Column.css.ts';
import { useColumnsContext } from './ColumnsContext.ts';

export type ColumnWidth = ColumnFraction | 'content';

export interface ColumnProps {
  children: ReactNode;
  /** A fraction of the row, or `content` (as wide as its content). Default: share what is left. */
  width?: ColumnWidth;
}

/** One column of `Columns`. */
export function Column({ children, width }: ColumnProps) {
  const { space, collapseBelow, isList } = useColumnsContext();
  if (width !== undefined && width !== 'content' && !(width in columnWidths)) {
    throw new Error(
      `Column does not support width ${JSON.stringify(width)}; use content or one of ${Object.keys(columnWidths).join(', ')}.`,
    );
  }
  const collapse = collapseBelow ?? 'none';
  const widthClass =
    width === undefined
      ? styles.fluid[collapse]
      : width === 'content'
        ? styles.content[collapse]
        : styles.fraction[width][collapse];
  return (
    <Box
      component={isList ? 'li' : 'div'}
      className={[styles.column, widthClass]}
      paddingLeft={mapResponsiveValue(space, (value, breakpoint) =>
        isCollapsed(breakpoint, collapseBelow) ? 'none' : value,
      )}
    >
      {children}
    </Box>
  );
}
