import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MenuItem } from '../MenuRenderer/MenuItem.tsx';
import { MenuRenderer } from '../MenuRenderer/MenuRenderer.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import { hydrateServerRender } from '../test/hydrateServerRender.tsx';
import { Dialog, DialogPreview } from './Dialog.tsx';

function SaveSearch({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Save search
      </button>
      <a href="/help">Help</a>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Save this search"
        description="We will email you new jobs."
      >
        <label>
          Name <input type="text" name="name" />
        </label>
        <button type="button">Save</button>
      </Dialog>
    </main>
  );
}

function setReducedMotion(reduce: boolean) {
  (
    window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }
  ).happyDOM.settings.device.prefersReducedMotion = reduce ? 'reduce' : 'no-preference';
}

afterEach(() => {
  vi.useRealTimers();
  setReducedMotion(false);
});

describe('Dialog', () => {
  it('moves focus into the dialog, labelled by its title and described by its description', async () => {
    const { user } = renderWithProvider(<SaveSearch />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We will email you new jobs.');
    expect(dialog).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderWithProvider(<SaveSearch />);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    setReducedMotion(true);
    const onClose = vi.fn();
    const { user } = renderWithProvider(<SaveSearch onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Save search' });
    await user.click(opener);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and with a click on the backdrop, not inside the panel', async () => {
    setReducedMotion(true);
    const { user } = renderWithProvider(<SaveSearch />);
    const opener = screen.getByRole('button', { name: 'Save search' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const frame = screen.getByRole('dialog').parentElement!;
    await user.click(frame);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('makes the page behind inert and unscrollable while open, and restores it', async () => {
    setReducedMotion(true);
    const { user, container } = renderWithProvider(<SaveSearch />);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(container).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('plays a 150 ms exit animation before leaving the page, none with reduced motion', async () => {
    vi.useFakeTimers();
    setReducedMotion(false);
    renderWithProvider(<SaveSearch />);
    act(() => screen.getByRole('button', { name: 'Save search' }).click());
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
    act(() => vi.advanceTimersByTime(149));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing on the server, even when open', () => {
    const html = renderToString(
      <UIProvider>
        <Dialog open onClose={() => undefined} title="Server">
          Content
        </Dialog>
      </UIProvider>,
    );
    expect(html).not.toContain('Server');
  });

  it('hydrates cleanly when open on the server, then opens as a modal', async () => {
    const app = (
      <UIProvider>
        <button type="button">Page</button>
        <Dialog open onClose={() => undefined} title="Save this search">
          <button type="button">Save</button>
        </Dialog>
      </UIProvider>
    );
    const { container, root, consoleError, onRecoverableError } = await hydrateServerRender(app);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    act(() => root.unmount());
    container.remove();
    expect(document.body.style.overflow).toBe('');
  });

  it('lets a menu inside it close first on Escape, keeping the dialog open', async () => {
    setReducedMotion(true);
    function DialogWithMenu() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="Saved search">
          <MenuRenderer
            renderTrigger={(props) => (
              <button type="button" {...props}>
                Frequency
              </button>
            )}
          >
            <MenuItem>Daily</MenuItem>
            <MenuItem>Weekly</MenuItem>
          </MenuRenderer>
        </Dialog>
      );
    }
    const { user } = renderWithProvider(<DialogWithMenu />);
    await user.click(screen.getByRole('button', { name: 'Frequency' }));
    expect(screen.getByRole('menuitem', { name: 'Daily' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Saved search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Frequency' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects an unknown width', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProvider(
        // @ts-expect-error -- the bad value under test
        <Dialog open={false} onClose={() => undefined} title="T" width="huge">
          x
        </Dialog>,
      ),
    ).toThrow('Dialog does not support width "huge"; use one of xsmall, small, medium, large');
  });

  it('renders valid, accessible markup when previewed open', async () => {
    const markup = await expectAccessibleMarkup(
      <DialogPreview title="Save this search">
        <p>Content</p>
      </DialogPreview>,
    );
    expect(markup).toContain('<dialog open=""');
  });
});
