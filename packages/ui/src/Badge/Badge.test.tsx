import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Heading } from '../Heading/Heading.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Badge, type BadgeTone, type BadgeWeight } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text and can describe another element', () => {
    renderWithProvider(
      <>
        <Heading level="3">
          <a href="/job/1" aria-describedby="badge-1">
            Product designer
          </a>
        </Heading>
        <Badge id="badge-1" tone="positive">
          New
        </Badge>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Product designer' })).toHaveAccessibleDescription(
      'New',
    );
  });

  it('styles weak and strong weights and each tone differently', () => {
    renderWithProvider(
      <>
        <Badge>Neutral weak</Badge>
        <Badge tone="critical">Critical weak</Badge>
        <Badge tone="critical" weight="strong">
          Critical strong
        </Badge>
      </>,
    );
    const classes = ['Neutral weak', 'Critical weak', 'Critical strong'].map(
      (text) => screen.getByText(text).className,
    );
    expect(new Set(classes).size).toBe(3);
    expect(classes[1]).toMatch(/weak_critical/);
    expect(classes[2]).toMatch(/strong_critical/);
  });

  it('throws a developer error for an unknown tone or weight', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProvider(<Badge tone={'foo' as BadgeTone}>X</Badge>)).toThrow(
      'Badge does not support tone "foo"; use one of neutral, info, critical, caution, positive, promote',
    );
    expect(() => renderWithProvider(<Badge weight={'bold' as BadgeWeight}>X</Badge>)).toThrow(
      'Badge does not support weight "bold"; use one of weak, strong',
    );
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server', async () => {
    const markup = await expectAccessibleMarkup(<Badge tone="promote">Featured</Badge>);
    expect(markup).toContain('>Featured</span>');
  });
});
