import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import * as typography from '../private/typography.css.ts';

export interface StrongProps {
  children: ReactNode;
  id?: string;
}

/** Important words inside `Text`: a `<strong>` in the strong font weight. */
export function Strong({ children, id }: StrongProps) {
  return (
    <Box component="strong" id={id} className={typography.fontWeight.strong}>
      {children}
    </Box>
  );
}
