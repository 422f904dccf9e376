import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { TileCount } from './Tiles.css.ts';
import { Tiles } from './Tiles.tsx';

describe('Tiles', () => {
  it('renders each child as a tile, as list items when it is a list', () => {
    render(
      <Tiles space="small" columns={2} component="ul">
        <span>One</span>
        <span>Two</span>
        <span>Three</span>
      </Tiles>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('uses a different column class at each breakpoint where the count changes', () => {
    const { container, rerender } = render(
      <Tiles space="small" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        <span>One</span>
      </Tiles>,
    );
    const responsive = container.firstElementChild!.className;
    rerender(
      <Tiles space="small" columns={1}>
        <span>One</span>
      </Tiles>,
    );
    const single = container.firstElementChild!.className;
    rerender(
      <Tiles space="small" columns={[1, 2, 3, 3]}>
        <span>One</span>
      </Tiles>,
    );
    expect(container.firstElementChild!.className).toBe(responsive);
    expect(responsive.split(' ').length).toBe(single.split(' ').length + 2);
  });

  it('throws a developer error for an unsupported column count', () => {
    expect(() =>
      render(
        <Tiles space="small" columns={[1, 8 as TileCount]}>
          <span>One</span>
        </Tiles>,
      ),
    ).toThrow('Tiles does not support columns=8; use a whole number from 1 to 6.');
  });
});
