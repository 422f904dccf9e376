import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { ContentBlock, type ContentWidth } from '../ContentBlock/ContentBlock.tsx';

export interface PageBlockProps {
  children: ReactNode;
  /** The content's maximum width. Default `large`. */
  width?: ContentWidth;
  /** Default `div`; `main`, `header`, `footer`... for the page's landmarks. */
  component?: 'div' | 'main' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'aside';
  id?: string;
}

/**
 * A full-width band of the page: the page gutter at the edges (smaller on mobile) and the
 * content centred at a maximum width.
 */
export function PageBlock({ children, width = 'large', component = 'div', id }: PageBlockProps) {
  return (
    <Box component={component} id={id} paddingX={{ mobile: 'small', tablet: 'gutter' }}>
      <ContentBlock width={width}>{children}</ContentBlock>
    </Box>
  );
}
