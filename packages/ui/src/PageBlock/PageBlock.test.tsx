import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PageBlock } from './PageBlock.tsx';

describe('PageBlock', () => {
  it('is the chosen landmark with the page gutter, smaller on mobile', () => {
    render(
      <PageBlock component="main" width="medium">
        <p>Page</p>
      </PageBlock>,
    );
    const main = screen.getByRole('main');
    expect(main.className).toMatch(/paddingLeft_small_mobile/);
    expect(main.className).toMatch(/paddingLeft_gutter_tablet/);
    expect(screen.getByText('Page').parentElement!.className).toMatch(/maxWidth_medium/);
  });
});
