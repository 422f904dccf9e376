import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MenuItem } from '../MenuRenderer/MenuItem.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { OverflowMenu } from './OverflowMenu.tsx';

describe('OverflowMenu', () => {
  it('is a labelled icon button that opens its menu and returns focus after a choice', async () => {
    const onHide = vi.fn();
    const { user } = renderWithProvider(
      <OverflowMenu label="Actions for Product designer">
        <MenuItem onClick={onHide}>Hide job</MenuItem>
        <MenuItem>Report job</MenuItem>
      </OverflowMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Product designer' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Actions for Product designer' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Hide job' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });

  it('renders valid, accessible markup', async () => {
    await expectAccessibleMarkup(
      <OverflowMenu label="Actions">
        <MenuItem>Hide job</MenuItem>
      </OverflowMenu>,
    );
  });
});
