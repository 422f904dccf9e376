import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CurrentLocationProvider,
  LOCATION_CHANGE_EVENT,
  VersionField,
  notifyLocationChange,
  useCurrentHref,
  useVersionFormFields,
  useVersionedHref,
} from './CurrentLocation.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function inProvider(href: string) {
  return ({ children }: { children: ReactNode }) => (
    <CurrentLocationProvider href={href}>{children}</CurrentLocationProvider>
  );
}

describe('CurrentLocationProvider in the browser', () => {
  it('follows window.location once rendered on the client', () => {
    window.history.replaceState(null, '', '/jobs?v=browser');
    const { result } = renderHook(() => useCurrentHref(), {
      wrapper: inProvider('/jobs?v=server'),
    });
    expect(result.current).toBe(`${window.location.origin}/jobs?v=browser`);
  });

  it('updates after pushState when the router calls notifyLocationChange', () => {
    window.history.replaceState(null, '', '/jobs?v=1');
    const { result } = renderHook(() => useVersionedHref('/companies'), {
      wrapper: inProvider('/jobs?v=1'),
    });
    expect(result.current).toBe('/companies?v=1');

    act(() => {
      window.history.pushState(null, '', '/jobs?v=2');
    });
    // pushState fires no event: without the notification the links keep the old pin.
    expect(result.current).toBe('/companies?v=1');

    act(() => notifyLocationChange());
    expect(result.current).toBe('/companies?v=2');
  });

  it('updates on back and forward (popstate)', () => {
    window.history.replaceState(null, '', '/jobs?v=1');
    const { result } = renderHook(() => useVersionedHref('/companies'), {
      wrapper: inProvider('/jobs?v=1'),
    });
    act(() => {
      window.history.replaceState(null, '', '/jobs?v=3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toBe('/companies?v=3');
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useCurrentHref(), { wrapper: inProvider('/') });
    unmount();
    const removed = remove.mock.calls.map(([type]) => type);
    expect(removed).toEqual(
      expect.arrayContaining(['popstate', 'hashchange', LOCATION_CHANGE_EVENT]),
    );
  });
});

describe('useCurrentHref outside its provider', () => {
  it('throws a developer error that says how to fix it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCurrentHref())).toThrow(
      /useCurrentHref must be used inside CurrentLocationProvider: wrap the app in <CurrentLocationProvider href=\{context\.url\}>/,
    );
  });

  it('throws when the provider gets no href', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const NoHref = CurrentLocationProvider as (props: { children: ReactNode }) => ReactNode;
    expect(() => render(<NoHref>x</NoHref>)).toThrow(
      /CurrentLocationProvider needs an `href` string/,
    );
  });
});

describe('forms', () => {
  it('gives a GET form the hidden v field that its submission would otherwise lose', () => {
    window.history.replaceState(null, '', '/jobs?q=nurse&v=arm-b');
    function SearchForm() {
      const action = useVersionedHref('/jobs?ignored=1');
      return (
        <form method="get" action={action} aria-label="Search">
          <input name="q" defaultValue="nurse" />
          <VersionField />
        </form>
      );
    }
    render(<SearchForm />, { wrapper: inProvider('/jobs?q=nurse&v=arm-b') });

    const form = screen.getByRole('form', { name: 'Search' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/jobs?ignored=1&v=arm-b');
    const submitted = new URLSearchParams(
      [...new FormData(form)].map(([name, value]) => [name, String(value)]),
    );
    expect(submitted.toString()).toBe('q=nurse&v=arm-b');
  });

  it('renders no field and no data without a pin', () => {
    window.history.replaceState(null, '', '/jobs?q=nurse');
    const { container } = render(
      <form>
        <VersionField />
      </form>,
      { wrapper: inProvider('/jobs?q=nurse') },
    );
    expect(container.querySelectorAll('input')).toHaveLength(0);
    const { result } = renderHook(() => useVersionFormFields(), { wrapper: inProvider('/') });
    expect(result.current).toEqual([]);
  });

  it('yields the fields for forms built by hand', () => {
    window.history.replaceState(null, '', '/?v=a+b');
    const { result } = renderHook(() => useVersionFormFields(), { wrapper: inProvider('/?v=a+b') });
    expect(result.current).toEqual([{ name: 'v', value: 'a b' }]);
  });
});
