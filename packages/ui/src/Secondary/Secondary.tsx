import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import * as typography from '../private/typography.css.ts';

export interface SecondaryProps {
  children: ReactNode;
  id?: string;
}

/** Less important words inside `Text`, in the secondary tone (`3d ago`, `(optional)`). */
export function Secondary({ children, id }: SecondaryProps) {
  return (
    <Box component="span" id={id} className={typography.tone.secondary}>
      {children}
    </Box>
  );
}
