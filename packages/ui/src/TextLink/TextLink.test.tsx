import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Text } from '../Text/Text.tsx';
import type { LinkComponentProps } from '../UIProvider/linkComponent.tsx';
import { TextLink, type TextLinkWeight } from './TextLink.tsx';

describe('TextLink', () => {
  it('renders through the provider link component with the anchor props', () => {
    const received = vi.fn<(props: LinkComponentProps) => void>();
    function PinnedLink({ href, children, ...props }: LinkComponentProps) {
      received({ href, ...props });
      return (
        <a {...props} href={`${href}?v=abc`}>
          {children}
        </a>
      );
    }
    renderWithProvider(
      <Text>
        Read the{' '}
        <TextLink href="/privacy" id="privacy-link">
          privacy policy
        </TextLink>
      </Text>,
      { linkComponent: PinnedLink },
    );
    const link = screen.getByRole('link', { name: 'privacy policy' });
    expect(link).toHaveAttribute('href', '/privacy?v=abc');
    expect(link).toHaveAttribute('id', 'privacy-link');
    expect(received).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/privacy', className: expect.any(String) }),
    );
  });

  it('is a plain anchor without a provider and forwards its ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <TextLink href="/jobs" ref={ref}>
        Jobs
      </TextLink>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Jobs' }));
  });

  it('follows the link when clicked', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderWithProvider(
      <TextLink href="/jobs" onClick={onClick}>
        Jobs
      </TextLink>,
    );
    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('styles weak, visited and large-hit-area links with their own classes', () => {
    render(
      <>
        <TextLink href="/a">Regular</TextLink>
        <TextLink href="/b" weight="weak">
          Weak
        </TextLink>
        <TextLink href="/c" showVisited hitArea="large">
          Visited
        </TextLink>
      </>,
    );
    const regular = screen.getByRole('link', { name: 'Regular' }).className;
    expect(screen.getByRole('link', { name: 'Weak' }).className).not.toBe(regular);
    const visited = screen.getByRole('link', { name: 'Visited' }).className;
    expect(visited).toMatch(/visited/);
    expect(visited).toMatch(/virtualTouchable/);
    expect(regular).not.toMatch(/virtualTouchable/);
  });

  it('keeps an icon out of the accessible name', () => {
    render(
      <TextLink href="https://example.com" icon={<svg aria-hidden="true" />}>
        Company site
      </TextLink>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Company site');
  });

  it('throws a developer error for an unknown weight', () => {
    expect(() =>
      render(
        <TextLink href="/x" weight={'bold' as TextLinkWeight}>
          X
        </TextLink>,
      ),
    ).toThrow('TextLink does not support weight "bold"; use one of regular, weak.');
  });
});
