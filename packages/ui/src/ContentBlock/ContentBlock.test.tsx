import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ContentBlock, type ContentWidth } from './ContentBlock.tsx';

describe('ContentBlock', () => {
  it('limits the width with the chosen content width', () => {
    render(
      <>
        <ContentBlock component="main">
          <p>Large</p>
        </ContentBlock>
        <ContentBlock width="small" component="aside">
          <p>Small</p>
        </ContentBlock>
      </>,
    );
    expect(screen.getByRole('main').className).toMatch(/maxWidth_large/);
    expect(screen.getByRole('complementary').className).toMatch(/maxWidth_small/);
  });

  it('throws a developer error for an unknown width', () => {
    expect(() =>
      render(
        <ContentBlock width={'huge' as ContentWidth}>
          <p>Huge</p>
        </ContentBlock>,
      ),
    ).toThrow(
      'ContentBlock does not support width "huge"; use one of xsmall, small, medium, large.',
    );
  });
});
