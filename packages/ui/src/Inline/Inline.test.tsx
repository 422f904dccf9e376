import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('renders each child in order, as list items when it is a list', () => {
    render(
      <Inline space="small" component="ul">
        <span>Full time</span>
        <span>Hybrid</span>
      </Inline>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Full time',
      'Hybrid',
    ]);
  });

  it('wraps rows with the given space', () => {
    const { container } = render(
      <Inline space="xsmall">
        <span>One</span>
      </Inline>,
    );
    const classes = [...container.firstElementChild!.classList];
    expect(classes).toContainEqual(expect.stringMatching(/flexWrap_wrap_mobile/));
    expect(classes).toContainEqual(expect.stringMatching(/gap_xsmall_mobile/));
  });

  it('stacks vertically below `collapseBelow` and becomes a row from there', () => {
    const { container } = render(
      <Inline space="small" collapseBelow="desktop" align="center">
        <span>One</span>
      </Inline>,
    );
    const classes = [...container.firstElementChild!.classList];
    expect(classes).toContainEqual(expect.stringMatching(/flexDirection_column_mobile/));
    expect(classes).toContainEqual(expect.stringMatching(/flexDirection_row_desktop/));
    // Collapsed, `align` centres across the column; in a row it centres along it.
    expect(classes).toContainEqual(expect.stringMatching(/alignItems_center_mobile/));
    expect(classes).toContainEqual(expect.stringMatching(/justifyContent_center_desktop/));
    expect(classes).not.toContainEqual(expect.stringMatching(/_tablet/));
  });

  it('aligns vertically in rows', () => {
    const { container } = render(
      <Inline space="small" alignY="bottom">
        <span>One</span>
      </Inline>,
    );
    expect([...container.firstElementChild!.classList]).toContainEqual(
      expect.stringMatching(/alignItems_flexEnd_mobile/),
    );
  });
});
