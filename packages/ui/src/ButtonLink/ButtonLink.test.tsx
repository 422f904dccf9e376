import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { ButtonTone } from '../Button/buttonOptions.ts';
import { IconExternalLink } from '../Icons/icons.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import type { LinkComponentProps } from '../UIProvider/linkComponent.tsx';
import { ButtonLink } from './ButtonLink.tsx';

function PinnedLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a {...props} href={href.startsWith('/') ? `${href}?v=abc` : href}>
      {children}
    </a>
  );
}

describe('ButtonLink', () => {
  it('is a link rendered through the provider link component', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderWithProvider(
      <ButtonLink href="/jobs" onClick={onClick}>
        Browse jobs
      </ButtonLink>,
      { linkComponent: PinnedLink },
    );
    const link = screen.getByRole('link', { name: 'Browse jobs' });
    expect(link).toHaveAttribute('href', '/jobs?v=abc');
    await user.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('passes anchor props and its ref, and keeps the icon out of the name', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderWithProvider(
      <ButtonLink
        ref={ref}
        href="https://example.com/apply"
        target="_blank"
        rel="noopener noreferrer"
        icon={<IconExternalLink />}
        iconPosition="trailing"
        variant="ghost"
        tone="brandAccent"
      >
        Apply on company site
      </ButtonLink>,
      { linkComponent: PinnedLink },
    );
    const link = screen.getByRole('link', { name: 'Apply on company site' });
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute('href', 'https://example.com/apply');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.className).toMatch(/variant_ghost/);
    expect(link.className).toMatch(/variantTone_ghost_brandAccent/);
  });

  it('throws a developer error for an unknown tone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProvider(
        <ButtonLink href="/" tone={'positive' as ButtonTone}>
          Home
        </ButtonLink>,
      ),
    ).toThrow('ButtonLink does not support tone "positive"');
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(<ButtonLink href="/jobs">Browse jobs</ButtonLink>);
  });
});
