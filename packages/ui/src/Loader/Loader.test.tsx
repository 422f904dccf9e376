import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { UITestProvider } from '../test/UITestProvider.tsx';
import { hydrateServerRender } from '../test/hydrateServerRender.tsx';
import { Loader } from './Loader.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Loader', () => {
  it('is an empty status region until 1000 ms have passed, then announces "Loading"', () => {
    vi.useFakeTimers();
    renderWithProvider(<Loader />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(999));
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Loading');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows nothing if it goes away before its delay', () => {
    vi.useFakeTimers();
    const { unmount } = renderWithProvider(<Loader delay={500} />);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('appears at once with delay 0, with its own label', () => {
    renderWithProvider(<Loader delay={0} label="Loading jobs" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs');
  });

  it('renders the empty status region on the server', () => {
    const markup = renderToString(
      <UITestProvider>
        <Loader />
      </UITestProvider>,
    );
    expect(markup).toMatch(/<span role="status" class="[^"]+"><\/span>/);
  });

  it('hydrates the empty server markup without warnings, then appears after its delay', async () => {
    vi.useFakeTimers();
    const app = (
      <UITestProvider>
        <Loader label="Loading jobs" />
      </UITestProvider>
    );
    const { html, container, root, consoleError, onRecoverableError } =
      await hydrateServerRender(app);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs');
    act(() => root.unmount());
    container.remove();
  });

  it('throws a developer error for a bad delay', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProvider(<Loader delay={-1} />)).toThrow(
      'Loader delay must be a number of milliseconds, 0 or more; got -1.',
    );
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(<Loader delay={0} />);
  });
});
