import { joblaneTheme } from '@joblane/theme';
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useBreakpoint } from './breakpoint.ts';
import { KitLink, type LinkComponentProps } from './linkComponent.tsx';
import { themeClassName, UIProvider } from './UIProvider.tsx';

function ShowBreakpoint() {
  return <p>breakpoint: {useBreakpoint() ?? 'unknown'}</p>;
}

function setViewportWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }
  ).happyDOM.setViewport({ width });
}

describe('UIProvider', () => {
  afterEach(() => setViewportWidth(1024));

  it('puts the theme class on a wrapper, or renders no wrapper for a themed document', () => {
    const { container, rerender } = render(
      <UIProvider>
        <p>Themed</p>
      </UIProvider>,
    );
    expect(screen.getByText('Themed').parentElement).toHaveClass(joblaneTheme);
    rerender(
      <UIProvider themeWrapper={false}>
        <p>Themed</p>
      </UIProvider>,
    );
    expect(container.firstElementChild?.tagName).toBe('P');
    expect(themeClassName('dark')).toContain(joblaneTheme);
    expect(themeClassName('dark')).not.toBe(themeClassName());
  });

  it('renders kit links (KitLink) as a plain anchor with a forwarded ref by default', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <UIProvider>
        <KitLink href="/jobs" ref={ref}>
          Jobs
        </KitLink>
      </UIProvider>,
    );
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link).toHaveAttribute('href', '/jobs');
    expect(ref.current).toBe(link);
  });

  it('renders kit links through the given link component', () => {
    const received = vi.fn<(props: LinkComponentProps) => void>();
    function VersionedLink({ href, children, ...props }: LinkComponentProps) {
      received({ href, children, ...props });
      return (
        <a {...props} href={`${href}?v=2`}>
          {children}
        </a>
      );
    }
    render(
      <UIProvider linkComponent={VersionedLink}>
        <KitLink href="/jobs">Jobs</KitLink>
      </UIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs?v=2');
    expect(received).toHaveBeenCalledWith(expect.objectContaining({ href: '/jobs' }));
  });

  it('provides the viewport breakpoint and follows changes', () => {
    setViewportWidth(800);
    render(
      <UIProvider>
        <ShowBreakpoint />
      </UIProvider>,
    );
    expect(screen.getByText('breakpoint: tablet')).toBeInTheDocument();
    act(() => setViewportWidth(1300));
    expect(screen.getByText('breakpoint: wide')).toBeInTheDocument();
    act(() => setViewportWidth(400));
    expect(screen.getByText('breakpoint: mobile')).toBeInTheDocument();
    act(() => setViewportWidth(1000));
    expect(screen.getByText('breakpoint: desktop')).toBeInTheDocument();
  });

  it('renders an unknown breakpoint on the server', () => {
    const html = renderToString(
      <UIProvider>
        <ShowBreakpoint />
      </UIProvider>,
    );
    expect(html).toContain('breakpoint: <!-- -->unknown');
  });
});
