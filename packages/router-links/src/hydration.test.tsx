import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentLocationProvider, VersionField } from './CurrentLocation.tsx';
import { createLinkComponent } from './createLinkComponent.tsx';

const Link = createLinkComponent();

function Page({ href }: { href: string }): ReactNode {
  return (
    <CurrentLocationProvider href={href}>
      <nav>
        <Link href="/jobs?q=nurse">Nurse jobs</Link>
        <Link href="https://example.com" target="_blank">
          Partner
        </Link>
      </nav>
      <form method="get" action="/jobs">
        <VersionField />
      </form>
    </CurrentLocationProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  window.history.replaceState(null, '', '/');
});

describe('hydration', () => {
  it('hydrates server markup without a mismatch, then follows window.location', async () => {
    // The server rendered with a path-only URL; the browser's location is absolute and
    // (say, after a redirect) carries another pin.
    container.innerHTML = renderToString(<Page href="/jobs?v=preview-7" />);
    window.history.replaceState(null, '', '/jobs?v=preview-8');
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await act(async () => {
      root = hydrateRoot(container, <Page href="/jobs?v=preview-7" />, {
        onRecoverableError: recoverable,
      });
    });

    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    // After hydration the links follow the browser's location.
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/jobs?q=nurse&v=preview-8');
    expect(container.querySelector('input[name="v"]')?.getAttribute('value')).toBe('preview-8');
  });

  it('keeps the same markup when server and browser agree', async () => {
    const html = renderToString(<Page href="http://localhost:3000/jobs?v=a" />);
    container.innerHTML = html;
    window.history.replaceState(null, '', '/jobs?v=a');
    const errors = vi.spyOn(console, 'error');

    await act(async () => {
      root = hydrateRoot(container, <Page href="http://localhost:3000/jobs?v=a" />);
    });

    expect(errors).not.toHaveBeenCalled();
    const serverMarkup = document.createElement('div');
    serverMarkup.innerHTML = html;
    expect(container.innerHTML).toBe(serverMarkup.innerHTML);
  });

  it('would report a mismatch if the client rendered other hrefs (the spy can fail)', async () => {
    container.innerHTML = renderToString(<Page href="/jobs?v=preview-7" />);
    window.history.replaceState(null, '', '/jobs?v=preview-7');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();

    await act(async () => {
      root = hydrateRoot(container, <Page href="/jobs?v=other" />, {
        onRecoverableError: recoverable,
      });
    });

    expect(errors.mock.calls.length + recoverable.mock.calls.length).toBeGreaterThan(0);
  });
});
