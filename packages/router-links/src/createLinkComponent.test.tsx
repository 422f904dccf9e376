import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentLocationProvider } from './CurrentLocation.tsx';
import { createLinkComponent } from './createLinkComponent.tsx';

const Link = createLinkComponent();

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function renderAt(href: string, ui: React.ReactNode) {
  window.history.replaceState(null, '', href);
  return render(<CurrentLocationProvider href={href}>{ui}</CurrentLocationProvider>);
}

describe('the link component', () => {
  it('renders a link whose href carries the current v', () => {
    renderAt('/jobs?q=nurse&v=preview-7', <Link href="/jobs/42?from=search#apply">Nurse</Link>);
    expect(screen.getByRole('link', { name: 'Nurse' }).getAttribute('href')).toBe(
      '/jobs/42?from=search&v=preview-7#apply',
    );
  });

  it('leaves external hrefs exactly as given', () => {
    renderAt(
      '/?v=2',
      <>
        <Link href="https://example.com/?v=9">Partner</Link>
        <Link href="mailto:help@joblane.test">Mail us</Link>
        <Link href="/\example.com">Sneaky</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Partner' }).getAttribute('href')).toBe(
      'https://example.com/?v=9',
    );
    expect(screen.getByRole('link', { name: 'Mail us' }).getAttribute('href')).toBe(
      'mailto:help@joblane.test',
    );
    expect(screen.getByRole('link', { name: 'Sneaky' }).getAttribute('href')).toBe(
      '/\\example.com',
    );
  });

  it('forwards its ref to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(
      '/',
      <Link href="/jobs" ref={ref}>
        Jobs
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Jobs' }));
    expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
  });

  it('forwards every anchor prop and handler', () => {
    const clicks: string[] = [];
    renderAt(
      '/?v=2',
      <Link
        href="/saved"
        id="saved-link"
        className="tone-link"
        aria-current="page"
        data-testid="saved"
        hrefLang="en"
        download="saved.csv"
        onClick={(event) => {
          event.preventDefault();
          clicks.push(event.currentTarget.getAttribute('href') ?? '');
        }}
      >
        Saved
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Saved' });
    expect(link.id).toBe('saved-link');
    expect(link.className).toBe('tone-link');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.dataset.testid).toBe('saved');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('download')).toBe('saved.csv');
    link.click();
    expect(clicks).toEqual(['/saved?v=2']);
  });

  it('adds noopener noreferrer to external targets opened in a new tab, keeping other rel tokens', () => {
    renderAt(
      '/?v=2',
      <>
        <Link href="https://example.com" target="_blank">
          New tab
        </Link>
        <Link href="//example.com" target="_BLANK" rel="nofollow noopener">
          Sponsored
        </Link>
        <Link href="https://example.com" rel="nofollow">
          Same tab
        </Link>
        <Link href="/jobs" target="_blank">
          Internal new tab
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'New tab' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'Sponsored' }).getAttribute('rel')).toBe(
      'nofollow noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'Same tab' }).getAttribute('rel')).toBe('nofollow');
    const internal = screen.getByRole('link', { name: 'Internal new tab' });
    expect(internal.getAttribute('rel')).toBeNull();
    expect(internal.getAttribute('href')).toBe('/jobs?v=2');
    expect(internal.getAttribute('target')).toBe('_blank');
  });
});
