import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import type { LinkComponentProps } from '../UIProvider/linkComponent.tsx';
import { Pagination } from './Pagination.tsx';

function PinnedLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a {...props} href={`${href}&v=abc`}>
      {children}
    </a>
  );
}

const hrefForPage = (page: number) => `/jobs?q=design&page=${page}`;

describe('Pagination', () => {
  it('is a nav landmark named by its label, with page links through the link component', () => {
    renderWithProvider(
      <Pagination page={6} pageCount={20} hrefForPage={hrefForPage} label="Search results pages" />,
      { linkComponent: PinnedLink },
    );
    const nav = screen.getByRole('navigation', { name: 'Search results pages' });
    const current = within(nav).getByRole('link', { name: 'Page 6' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/jobs?q=design&page=6&v=abc');
    expect(current).toHaveTextContent('6');
    expect(within(nav).getByRole('link', { name: 'Page 7' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/jobs?q=design&page=5&v=abc',
    );
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/jobs?q=design&page=7&v=abc',
    );
  });

  it('has no Previous on the first page and no Next on the last', () => {
    const { rerender } = renderWithProvider(
      <Pagination page={1} pageCount={3} hrefForPage={hrefForPage} />,
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    rerender(<Pagination page={3} pageCount={3} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Previous',
      '1',
      '2',
      '3',
    ]);
  });

  it('tabs through the links in order, skipping the ellipsis', async () => {
    const { user } = renderWithProvider(
      <Pagination page={1} pageCount={20} hrefForPage={hrefForPage} />,
    );
    const names: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      await user.tab();
      names.push(document.activeElement?.getAttribute('aria-label') ?? '');
    }
    // Pages 1-7, then (past the ellipsis) 20, then Next.
    expect(names).toEqual([
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 20',
      '',
    ]);
    expect(document.activeElement).toHaveAccessibleName('Next');
    const ellipsis = screen.getAllByText('…');
    for (const gap of ellipsis) {
      expect(gap).toHaveAttribute('aria-hidden', 'true');
      expect(gap.querySelector('a, button, [tabindex]')).toBeNull();
    }
  });

  it('collapses to first, current and last on mobile with CSS', () => {
    renderWithProvider(<Pagination page={10} pageCount={20} hrefForPage={hrefForPage} />);
    const item = (page: number) =>
      screen.getByRole('link', { name: `Page ${page}` }).parentElement!;
    for (const page of [1, 10, 20]) {
      expect(item(page).className).not.toMatch(/display_none/);
    }
    for (const page of [8, 9, 11, 12]) {
      expect(item(page).className).toMatch(/display_none_mobile/);
      expect(item(page).className).toMatch(/display_block_tablet/);
    }
  });

  it('takes translated labels', () => {
    renderWithProvider(
      <Pagination
        page={2}
        pageCount={3}
        hrefForPage={hrefForPage}
        label="Seiten"
        previousLabel="Zurück"
        nextLabel="Weiter"
        pageLabel={(page) => `Seite ${page}`}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(nav).getByRole('link', { name: 'Zurück' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Weiter' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('throws a developer error for a page outside 1-pageCount or a bad pageCount', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProvider(<Pagination page={4} pageCount={3} hrefForPage={hrefForPage} />),
    ).toThrow('Pagination needs a page from 1 to 3 (pageCount); got 4.');
    expect(() =>
      renderWithProvider(<Pagination page={1} pageCount={0} hrefForPage={hrefForPage} />),
    ).toThrow('Pagination needs a pageCount that is a whole number, 1 or more; got 0.');
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server', async () => {
    const markup = await expectAccessibleMarkup(
      <Pagination page={6} pageCount={20} hrefForPage={hrefForPage} />,
    );
    expect(markup).toContain('aria-current="page"');
  });
});
