import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { LinkComponentProps } from '../UIProvider/linkComponent.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { MenuItem } from './MenuItem.tsx';
import { MenuItemCheckbox } from './MenuItemCheckbox.tsx';
import { MenuItemDivider } from './MenuItemDivider.tsx';
import { MenuItemLink } from './MenuItemLink.tsx';
import { MenuPreview, MenuRenderer } from './MenuRenderer.tsx';

function SortMenu({
  onSelect = () => undefined,
  onClose,
}: {
  onSelect?: (value: string) => void;
  onClose?: (reason: string) => void;
}) {
  const [remote, setRemote] = useState(false);
  return (
    <>
      <MenuRenderer
        onClose={onClose}
        renderTrigger={(props) => (
          <button type="button" {...props}>
            Sort
          </button>
        )}
      >
        <MenuItem onClick={() => onSelect('relevance')}>Relevance</MenuItem>
        <MenuItem onClick={() => onSelect('date')}>Date listed</MenuItem>
        <MenuItem onClick={() => onSelect('distance')}>Distance</MenuItem>
        <MenuItemDivider />
        <MenuItemCheckbox checked={remote} onChange={setRemote}>
          Remote only
        </MenuItemCheckbox>
        <MenuItemLink href="/help/sorting">Help with sorting</MenuItemLink>
      </MenuRenderer>
      <button type="button">Next on the page</button>
    </>
  );
}

describe('MenuRenderer', () => {
  it('is a menu button: opening focuses the first item, the menu is labelled by its trigger', async () => {
    const { user } = renderWithProvider(<SortMenu />);
    const trigger = screen.getByRole('button', { name: 'Sort' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Sort' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Relevance' })).toHaveFocus();
  });

  it('moves with Down/Up, wrapping at both ends, and Home/End', async () => {
    const { user } = renderWithProvider(<SortMenu />);
    screen.getByRole('button', { name: 'Sort' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Help with sorting' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Relevance' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Help with sorting' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Remote only' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Relevance' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Help with sorting' })).toHaveFocus();
  });

  it('chooses with Enter and Space, then closes and refocuses the trigger', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProvider(<SortMenu onSelect={onSelect} onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Sort' });
    trigger.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('date');
    expect(onClose).toHaveBeenCalledWith('selection');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Relevance' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('relevance');
    expect(trigger).toHaveFocus();
  });

  it('toggles a checkbox item and stays open', async () => {
    const { user } = renderWithProvider(<SortMenu />);
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    await user.keyboard('{End}{ArrowUp}');
    const remote = screen.getByRole('menuitemcheckbox', { name: 'Remote only' });
    expect(remote).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(remote).toHaveAttribute('aria-checked', 'true');
    expect(remote).toHaveFocus();
  });

  it('moves to the next item starting with typed characters', async () => {
    const { user } = renderWithProvider(<SortMenu />);
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    await user.keyboard('d');
    expect(screen.getByRole('menuitem', { name: 'Date listed' })).toHaveFocus();
    await user.keyboard('d');
    expect(screen.getByRole('menuitem', { name: 'Distance' })).toHaveFocus();
    await user.keyboard('h');
    expect(screen.getByRole('menuitem', { name: 'Help with sorting' })).toHaveFocus();
    await user.keyboard('re');
    expect(screen.getByRole('menuitem', { name: 'Relevance' })).toHaveFocus();
    await user.keyboard('x');
    expect(screen.getByRole('menuitem', { name: 'Relevance' })).toHaveFocus();
  });

  it('closes on Escape and on Tab, returning focus to the trigger', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProvider(<SortMenu onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Sort' });
    await user.click(trigger);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(onClose).toHaveBeenLastCalledWith('escape');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.tab();
    expect(onClose).toHaveBeenLastCalledWith('tab');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('renders link items through the app link component', async () => {
    function VersionedLink({ href, children, ...props }: LinkComponentProps) {
      return (
        <a {...props} href={`${href}?v=2`}>
          {children}
        </a>
      );
    }
    const { user } = renderWithProvider(<SortMenu />, { linkComponent: VersionedLink });
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByRole('menuitem', { name: 'Help with sorting' })).toHaveAttribute(
      'href',
      '/help/sorting?v=2',
    );
  });

  it('throws when an item is used outside a menu', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProvider(<MenuItem>Alone</MenuItem>)).toThrow(
      'MenuItem must be rendered inside MenuRenderer',
    );
  });

  it('renders valid, accessible markup closed and open', async () => {
    await expectAccessibleMarkup(<SortMenu />);
    await expectAccessibleMarkup(
      <MenuPreview label="Sort">
        <MenuItem>Relevance</MenuItem>
        <MenuItemDivider />
        <MenuItemCheckbox checked onChange={() => undefined}>
          Remote only
        </MenuItemCheckbox>
        <MenuItemLink href="/help">Help</MenuItemLink>
      </MenuPreview>,
    );
  });
});
