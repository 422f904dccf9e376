import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Drawer, DrawerPreview } from './Drawer.tsx';

function Filters({ onSubmit }: { onSubmit: (query: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Filter jobs">
        <form
          method="get"
          action="/jobs"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            onSubmit(new URLSearchParams(data as unknown as Record<string, string>).toString());
          }}
        >
          <label>
            <input type="checkbox" name="worktype" value="fulltime" /> Full time
          </label>
          <button type="submit">Show jobs</button>
        </form>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog named by its title that traps focus and closes on Escape', async () => {
    const { user } = renderWithProvider(<Filters onSubmit={() => undefined} />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Filter jobs' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Show jobs' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('holds an ordinary GET form whose fields submit as in the page', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProvider(<Filters onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Full time' }));
    await user.click(screen.getByRole('button', { name: 'Show jobs' }));
    expect(onSubmit).toHaveBeenCalledWith('worktype=fulltime');
  });

  it('rejects an unknown position', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProvider(
        // @ts-expect-error -- the bad value under test
        <Drawer open={false} onClose={() => undefined} title="T" position="top">
          x
        </Drawer>,
      ),
    ).toThrow('Drawer does not support position "top"; use one of left, right.');
  });

  it('renders valid, accessible markup when previewed open', async () => {
    await expectAccessibleMarkup(
      <DrawerPreview title="Filter jobs" position="left">
        <form method="get" action="/jobs">
          <button type="submit">Show jobs</button>
        </form>
      </DrawerPreview>,
    );
  });
});
