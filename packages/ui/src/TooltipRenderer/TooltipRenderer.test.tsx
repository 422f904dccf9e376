import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { UITestProvider } from '../test/UITestProvider.tsx';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import { hydrateServerRender } from '../test/hydrateServerRender.tsx';
import { TooltipPreview, TooltipRenderer } from './TooltipRenderer.tsx';

function SalaryHint() {
  return (
    <>
      <button type="button">Before</button>
      <TooltipRenderer tooltip="Salary as the employer listed it">
        {({ triggerProps }) => (
          <button type="button" {...triggerProps}>
            $120k
          </button>
        )}
      </TooltipRenderer>
    </>
  );
}

function renderHint() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <UITestProvider>
      <SalaryHint />
    </UITestProvider>,
  );
  return { user, trigger: screen.getByRole('button', { name: '$120k' }) };
}

beforeEach(() => {
  vi.useFakeTimers();
  // Lets Testing Library's async wrapper (used by user-event) advance the fake timers.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TooltipRenderer', () => {
  it('describes its trigger with a role="tooltip" element', () => {
    const { trigger } = renderHint();
    expect(trigger).toHaveAccessibleDescription('Salary as the employer listed it');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(tooltip).not.toBeVisible();
  });

  it('shows after the pointer rests on the trigger for 300 ms, and stays while over the tooltip', async () => {
    const { user, trigger } = renderHint();
    await user.hover(trigger);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Salary as the employer listed it');
    await user.unhover(trigger);
    await user.hover(tooltip);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(tooltip);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows at once on keyboard focus, hides on blur', async () => {
    const { user, trigger } = renderHint();
    await user.tab();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab({ shift: true });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on Escape, leaving focus on the trigger', async () => {
    const { user, trigger } = renderHint();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('renders only the trigger on the server and hydrates cleanly', async () => {
    vi.useRealTimers();
    const app = (
      <UIProvider>
        <SalaryHint />
      </UIProvider>
    );
    const { html, container, root, consoleError, onRecoverableError } =
      await hydrateServerRender(app);
    expect(html).not.toContain('tooltip');
    expect(html).not.toContain('aria-describedby');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '$120k' })).toHaveAccessibleDescription(
      'Salary as the employer listed it',
    );
    act(() => root.unmount());
    container.remove();
  });

  it('renders valid, accessible markup closed and open', async () => {
    vi.useRealTimers();
    await expectAccessibleMarkup(<SalaryHint />);
    await expectAccessibleMarkup(<TooltipPreview tooltip="Salary as the employer listed it" />);
  });
});
