import type { MediaBreakpoint, Space } from '@joblane/theme';
import { createContext, useContext } from 'react';

import type { ResponsiveValue } from '../private/responsiveValue.ts';

export interface ColumnsContextValue {
  space: ResponsiveValue<Space>;
  collapseBelow: MediaBreakpoint | undefined;
  isList: boolean;
}

export const ColumnsContext = createContext<ColumnsContextValue | null>(null);

export function useColumnsContext(): ColumnsContextValue {
  const context = useContext(ColumnsContext);
  if (context === null) {
    throw new Error(
      'Column must be rendered inside Columns; wrap your columns in <Columns space="...">.',
    );
  }
  return context;
}
