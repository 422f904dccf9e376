import { joblaneTokens } from '@joblane/theme';
import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import { Popover, type PopoverCloseReason, PopoverPreview } from './Popover.tsx';

function SalaryFilter({
  modal = false,
  tabBehavior,
  onClose,
}: {
  modal?: boolean;
  tabBehavior?: 'close' | 'leave';
  onClose?: (reason: PopoverCloseReason) => void;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={triggerRef}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        Salary
      </button>
      <button type="button">After</button>
      <Popover
        open={open}
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
        triggerRef={triggerRef}
        modal={modal}
        tabBehavior={tabBehavior}
        aria-label="Salary filter"
      >
        <label>
          Minimum <input type="text" name="salarymin" />
        </label>
        <label>
          Maximum <input type="text" name="salarymax" />
        </label>
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('opens in a portal with focus on its first field', async () => {
    const { user, container } = renderWithProvider(<SalaryFilter />);
    await user.click(screen.getByRole('button', { name: 'Salary' }));
    const panel = screen.getByRole('dialog', { name: 'Salary filter' });
    expect(container).not.toContainElement(panel);
    expect(screen.getByRole('textbox', { name: 'Minimum' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProvider(<SalaryFilter onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Salary' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Tab and on Shift+Tab by default, focusing the trigger', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProvider(<SalaryFilter onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Salary' });
    await user.click(trigger);
    expect(screen.getByRole('textbox', { name: 'Minimum' })).toHaveFocus();
    await user.tab();
    expect(onClose).toHaveBeenLastCalledWith('tab');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.tab({ shift: true });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('with tabBehavior="leave", lets Tab move between its fields and closes on Tab out of either end', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProvider(<SalaryFilter tabBehavior="leave" onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Salary' });
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Maximum' })).toHaveFocus();
    await user.tab();
    expect(onClose).toHaveBeenLastCalledWith('tab');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.tab({ shift: true });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on its backdrop when modal, returning focus to the trigger', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProvider(<SalaryFilter modal onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Salary' });
    await user.click(trigger);
    const panel = screen.getByRole('dialog');
    await user.click(panel);
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = panel.previousElementSibling as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledWith('backdrop');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a press outside when not modal, and toggles from its trigger', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProvider(<SalaryFilter onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Salary' });
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(onClose).toHaveBeenCalledWith('outside');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is placed below its trigger, and flips above near the bottom of the viewport', async () => {
    const { user } = renderWithProvider(<SalaryFilter />);
    const trigger = screen.getByRole('button', { name: 'Salary' });
    const rect = (top: number) =>
      ({ top, bottom: top + 40, left: 100, right: 200, width: 100, height: 40 }) as DOMRect;
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(rect(100));
    await user.click(trigger);
    const panel = screen.getByRole('dialog');
    expect(panel).toHaveAttribute('data-placement', 'bottom');
    expect(panel.style.top).toBe('148px');
    await user.keyboard('{Escape}');

    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(rect(window.innerHeight - 50));
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'top');
  });

  it('animates in within the 125-200 ms the spec allows', () => {
    expect(joblaneTokens.motion.duration.popover).toBeGreaterThanOrEqual(125);
    expect(joblaneTokens.motion.duration.popover).toBeLessThanOrEqual(200);
  });

  it('renders nothing on the server', () => {
    function Open() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Popover open onClose={() => undefined} triggerRef={ref}>
          Panel text
        </Popover>
      );
    }
    expect(
      renderToString(
        <UIProvider>
          <Open />
        </UIProvider>,
      ),
    ).not.toContain('Panel text');
  });

  it('renders valid, accessible markup when previewed open', async () => {
    await expectAccessibleMarkup(
      <PopoverPreview aria-label="Salary filter">
        <label>
          Minimum <input type="text" name="salarymin" />
        </label>
      </PopoverPreview>,
    );
  });
});
