import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Spread } from './Spread.tsx';

describe('Spread', () => {
  it('pushes horizontal items apart, with at least the given space', () => {
    const { container } = render(
      <Spread space="small" alignY="center">
        <span>Left</span>
        <span>Right</span>
      </Spread>,
    );
    const spread = container.firstElementChild!;
    expect(spread.className).toMatch(/justifyContent_spaceBetween/);
    expect(spread.className).toMatch(/flexDirection_row/);
    expect(spread.className).toMatch(/alignItems_center/);
    expect(spread.className).toMatch(/gap_small/);
    expect(spread.children).toHaveLength(2);
  });

  it('spreads vertically over the full height', () => {
    const { container } = render(
      <Spread space="small" direction="vertical">
        <span>Top</span>
        <span>Bottom</span>
      </Spread>,
    );
    const spread = container.firstElementChild!;
    expect(spread.className).toMatch(/flexDirection_column/);
    expect(spread.className).toMatch(/height_full/);
  });
});
