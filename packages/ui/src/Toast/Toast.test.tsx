import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { UITestProvider } from '../test/UITestProvider.tsx';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import { hydrateServerRender } from '../test/hydrateServerRender.tsx';
import { ToastPreview } from './Toast.tsx';
import { type ShowToast, ToastProvider, useToast } from './ToastProvider.tsx';

let show: ShowToast = () => undefined;

function CaptureShowToast({ onReady }: { onReady?: (showToast: ShowToast) => void }) {
  const showToast = useToast();
  useEffect(() => onReady?.(showToast), [onReady, showToast]);
  return <button type="button">Page button</button>;
}

const capture = (showToast: ShowToast) => {
  show = showToast;
};

function renderToasts() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <UITestProvider>
      <ToastProvider>
        <CaptureShowToast onReady={capture} />
      </ToastProvider>
    </UITestProvider>,
  );
  return { user };
}

function setReducedMotion(reduce: boolean) {
  (
    window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }
  ).happyDOM.settings.device.prefersReducedMotion = reduce ? 'reduce' : 'no-preference';
}

/** The toast element that shows `message`. */
function toast(message: string): HTMLElement {
  return screen.getByText(message).closest('[data-state]') as HTMLElement;
}

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library's async wrapper (used by user-event) advances fake timers only through a
  // global `jest`; without it, every user-event call waits forever on a faked setTimeout.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  setReducedMotion(false);
});

describe('ToastProvider and useToast', () => {
  it('has empty live regions in the page before the first toast', () => {
    renderToasts();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces positive and neutral toasts politely and critical ones as alerts', () => {
    renderToasts();
    act(() => show({ message: 'Job saved', tone: 'positive' }));
    act(() => show({ message: 'Search updated', tone: 'neutral' }));
    act(() => show({ message: 'Could not save', tone: 'critical', description: 'Try again.' }));
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(within(status).getByText('Job saved')).toBeInTheDocument();
    expect(within(status).getByText('Search updated')).toBeInTheDocument();
    expect(within(alert).getByText('Could not save')).toBeInTheDocument();
    expect(within(alert).getByText('Try again.')).toBeInTheDocument();
  });

  it('animates in for 200 ms, closes itself after 10,000 ms, and animates out for 200 ms', () => {
    renderToasts();
    act(() => show({ message: 'Job saved', tone: 'positive' }));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'entering');
    act(() => vi.advanceTimersByTime(199));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'entering');
    act(() => vi.advanceTimersByTime(1));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(10_000 - 200 - 1));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(1));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'exiting');
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByText('Job saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Job saved')).not.toBeInTheDocument();
  });

  it('appears and leaves at once when the user prefers reduced motion', () => {
    setReducedMotion(true);
    renderToasts();
    act(() => show({ message: 'Job saved', tone: 'positive' }));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(9_999));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Job saved')).not.toBeInTheDocument();
  });

  it('puts the newest toast first in the document, so one Tab from its cause reaches it', () => {
    renderToasts();
    act(() => show({ message: 'Filters applied', tone: 'neutral' }));
    act(() =>
      show({ message: 'Job saved', tone: 'positive', action: { label: 'Undo', onClick() {} } }),
    );
    const buttons = within(screen.getByRole('status')).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Undo');
    expect(
      within(screen.getByRole('status'))
        .getAllByText(/Filters applied|Job saved/)
        .map((element) => element.textContent),
    ).toEqual(['Job saved', 'Filters applied']);
  });

  it('replaces a visible toast that has the same key, leaving one toast per key', () => {
    renderToasts();
    act(() => {
      show({ message: 'Saved 1 job', tone: 'positive', key: 'saved' });
      show({ message: 'Filters applied', tone: 'neutral', key: 'filters' });
      show({ message: 'Saved 2 jobs', tone: 'positive', key: 'saved' });
    });
    act(() => show({ message: 'Saved 3 jobs', tone: 'positive', key: 'saved' }));
    act(() => show({ message: 'Filters cleared', tone: 'neutral', key: 'filters' }));
    const messages = within(screen.getByRole('status'))
      .getAllByText(/Saved|Filters/)
      .map((element) => element.textContent);
    // Each keeps its place (newest first in the document): "Saved" came first, so it is last.
    expect(messages).toEqual(['Filters cleared', 'Saved 3 jobs']);
    // The replacement starts a fresh 10,000 ms.
    act(() => vi.advanceTimersByTime(10_000));
    expect(toast('Saved 3 jobs')).toHaveAttribute('data-state', 'exiting');
  });

  it('pauses every countdown while the pointer is over the stack', async () => {
    const { user } = renderToasts();
    act(() => show({ message: 'Job saved', tone: 'positive' }));
    act(() => vi.advanceTimersByTime(6_000));
    await user.hover(screen.getByText('Job saved'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'visible');
    await user.unhover(screen.getByText('Job saved'));
    act(() => vi.advanceTimersByTime(3_999));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(1));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'exiting');
  });

  it('pauses every countdown while focus is in the stack', async () => {
    const { user } = renderToasts();
    act(() => show({ message: 'Job saved', tone: 'positive' }));
    act(() => vi.advanceTimersByTime(1_000));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(60_000));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'visible');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Page button' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(8_999));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(1));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'exiting');
  });

  it('closes with its close button', async () => {
    const { user } = renderToasts();
    act(() => show({ message: 'Job saved', tone: 'positive' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toast('Job saved')).toHaveAttribute('data-state', 'exiting');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Job saved')).not.toBeInTheDocument();
  });

  it('runs its action from the keyboard, then closes', async () => {
    const onUndo = vi.fn();
    const { user } = renderToasts();
    act(() =>
      show({ message: 'Job removed', tone: 'neutral', action: { label: 'Undo', onClick: onUndo } }),
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(toast('Job removed')).toHaveAttribute('data-state', 'exiting');
  });

  it('collapses a stack of several to the newest, and expands it on hover', async () => {
    const { user } = renderToasts();
    act(() => {
      show({ message: 'First', tone: 'neutral' });
      show({ message: 'Second', tone: 'positive' });
      show({ message: 'Third', tone: 'neutral' });
    });
    expect(toast('Third')).not.toHaveAttribute('data-behind');
    expect(toast('Second')).toHaveAttribute('data-behind', '1');
    expect(toast('First')).toHaveAttribute('data-behind', '2');
    await user.hover(screen.getByText('Third'));
    for (const message of ['First', 'Second', 'Third']) {
      expect(toast(message)).not.toHaveAttribute('data-behind');
    }
    await user.unhover(screen.getByText('Third'));
    expect(toast('First')).toHaveAttribute('data-behind', '2');
  });

  it('keeps a critical toast in front of newer positive and neutral ones', () => {
    renderToasts();
    act(() => {
      show({ message: 'Could not save the job', tone: 'critical' });
      show({ message: 'Job saved', tone: 'positive' });
      show({ message: 'Job removed', tone: 'neutral' });
    });
    expect(toast('Could not save the job')).not.toHaveAttribute('data-behind');
    expect(toast('Job removed')).toHaveAttribute('data-behind', '1');
    expect(toast('Job saved')).toHaveAttribute('data-behind', '2');
    // Drawn from the bottom when expanded: the critical toast last, nearest the bottom edge.
    const toasts = [...document.querySelectorAll('[data-state]')];
    expect(toasts.at(-1)).toBe(toast('Could not save the job'));
  });

  it('expands the stack when focus moves into it by keyboard', async () => {
    const { user } = renderToasts();
    act(() => {
      show({ message: 'First', tone: 'neutral' });
      show({ message: 'Second', tone: 'neutral' });
    });
    expect(toast('First')).toHaveAttribute('data-behind', '1');
    await user.tab();
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Close' })[0]).toHaveFocus();
    expect(toast('First')).not.toHaveAttribute('data-behind');
    await user.tab({ shift: true });
    expect(toast('First')).toHaveAttribute('data-behind', '1');
  });

  it('rejects an unknown tone and an empty message', () => {
    renderToasts();
    expect(() => show({ message: 'Hi', tone: 'info' as 'neutral' })).toThrow(
      'Toast does not support tone "info"; use one of positive, neutral, critical',
    );
    expect(() => show({ message: ' ', tone: 'neutral' })).toThrow('showToast needs a message');
  });

  it('throws a clear error when useToast is used without ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <UIProvider>
          <CaptureShowToast />
        </UIProvider>,
      ),
    ).toThrow('useToast must be used inside ToastProvider');
  });

  it('renders no toasts on the server and hydrates cleanly', async () => {
    vi.useRealTimers();
    const app = (
      <UIProvider>
        <ToastProvider>
          <CaptureShowToast onReady={capture} />
        </ToastProvider>
      </UIProvider>
    );
    const { html, container, root, consoleError, onRecoverableError } =
      await hydrateServerRender(app);
    expect(html).toMatch(/<div [^>]*role="alert"[^>]*><\/div>/);
    expect(html).toMatch(/<div [^>]*role="status"[^>]*><\/div>/);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    act(() => show({ message: 'After hydration', tone: 'positive' }));
    expect(within(container).getByRole('status')).toHaveTextContent('After hydration');
    act(() => root.unmount());
    container.remove();
  });

  it('renders valid, accessible markup with a toast showing', async () => {
    vi.useRealTimers();
    await expectAccessibleMarkup(
      <ToastPreview
        toasts={[
          { message: 'Job saved', tone: 'positive' },
          { message: 'Could not save', tone: 'critical', description: 'Try again.' },
          { message: 'Removed', tone: 'neutral', action: { label: 'Undo', onClick: () => null } },
        ]}
      />,
    );
  });
});
