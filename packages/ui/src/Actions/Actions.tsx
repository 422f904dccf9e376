import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { ActionsContext } from './ActionsContext.ts';

export interface ActionsProps {
  /** `Button`, `ButtonLink` and `TextLinkButton` elements. */
  children: ReactNode;
  /** The size of every button inside. Default `standard`. */
  size?: 'standard' | 'small';
  id?: string;
}

/**
 * A row of buttons with even space between them. On mobile the buttons stack, each the full
 * width, in source order (put the main action first).
 */
export function Actions({ children, size = 'standard', id }: ActionsProps) {
  return (
    <ActionsContext value={{ size }}>
      <Box
        id={id}
        display="flex"
        flexDirection={{ mobile: 'column', tablet: 'row' }}
        flexWrap={{ mobile: 'nowrap', tablet: 'wrap' }}
        alignItems={{ mobile: 'stretch', tablet: 'center' }}
        gap="xsmall"
      >
        {children}
      </Box>
    </ActionsContext>
  );
}
