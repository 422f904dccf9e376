import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Hidden } from '../Hidden/Hidden.tsx';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders each child in order, as list items when it is a list', () => {
    render(
      <Stack space="small" component="ul">
        <span>First</span>
        <span>Second</span>
      </Stack>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('spaces the children of a fragment as separate items and skips empty children', () => {
    const showSalary = false;
    render(
      <Stack space="small" component="ol">
        <>
          <span>Title</span>
          <span>Company</span>
        </>
        {showSalary && <span>Salary</span>}
        {null}
        <span>Place</span>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Title',
      'Company',
      'Place',
    ]);
  });

  it('puts a divider between items, not before the first', () => {
    const { container } = render(
      <Stack space="medium" dividers>
        <span>One</span>
        <span>Two</span>
        <span>Three</span>
      </Stack>,
    );
    const stack = container.firstElementChild!;
    const items = [...stack.children];
    expect(items).toHaveLength(3);
    expect(items[0]!.children).toHaveLength(1);
    expect(items[1]!.children).toHaveLength(2);
    expect(items[2]!.children).toHaveLength(2);
  });

  it('shows no divider above the first item that is visible at a breakpoint', () => {
    render(
      <Stack space="medium" dividers>
        <Hidden below="tablet">
          <span>Tablet up</span>
        </Hidden>
        <span>Always</span>
        <span>Last</span>
      </Stack>,
    );
    // On mobile the first item is hidden, so "Always" comes first there: no divider above it.
    const alwaysDivider = screen.getByText('Always').previousElementSibling!;
    expect(alwaysDivider.className).toMatch(/display_none_mobile/);
    expect(alwaysDivider.className).toMatch(/display_block_tablet/);
    const lastDivider = screen.getByText('Last').previousElementSibling!;
    expect(lastDivider.className).not.toMatch(/display_/);
  });

  it('sets the space between items per breakpoint', () => {
    const { container } = render(
      <Stack space={{ mobile: 'small', desktop: 'xlarge' }}>
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    const classes = [...container.firstElementChild!.classList];
    expect(classes).toContainEqual(expect.stringMatching(/gap_small_mobile/));
    expect(classes).toContainEqual(expect.stringMatching(/gap_xlarge_desktop/));
  });

  it('aligns items per breakpoint', () => {
    const { container } = render(
      <Stack space="small" align={{ mobile: 'center', tablet: 'right' }}>
        <span>One</span>
      </Stack>,
    );
    const classes = [...container.firstElementChild!.classList];
    expect(classes).toContainEqual(expect.stringMatching(/alignItems_center_mobile/));
    expect(classes).toContainEqual(expect.stringMatching(/alignItems_flexEnd_tablet/));
  });
});
