import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Card, type CardTone } from './Card.tsx';

describe('Card', () => {
  it('renders its content in the element chosen by component', () => {
    renderWithProvider(
      <Card component="article" id="job-1">
        <Heading level="3">Product designer</Heading>
        <Text>Acme Corp</Text>
      </Card>,
    );
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('id', 'job-1');
    expect(article).toContainElement(screen.getByRole('heading', { name: 'Product designer' }));
  });

  it('shows a keyline only with a tone, and rounds its corners when asked', () => {
    renderWithProvider(
      <>
        <Card id="plain">
          <Text>Plain</Text>
        </Card>
        <Card id="featured" tone="promote" rounded>
          <Text>Featured</Text>
        </Card>
      </>,
    );
    const plain = document.getElementById('plain')!;
    const featured = document.getElementById('featured')!;
    expect(plain.querySelector('[class*="keylineTone_promote"]')).toBeNull();
    expect(featured.querySelector('[class*="keylineTone_promote"]')).not.toBeNull();
    expect(plain.className).toMatch(/borderRadius_none/);
    expect(featured.className).toMatch(/borderRadius_large/);
  });

  it('throws a developer error for an unknown tone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProvider(
        <Card tone={'neutral' as CardTone}>
          <Text>X</Text>
        </Card>,
      ),
    ).toThrow(
      'Card does not support tone "neutral"; use one of formAccent, brandAccent, promote, critical, caution, positive, info',
    );
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(
      <Card component="article" tone="formAccent" rounded>
        <Text>Content</Text>
      </Card>,
    );
  });
});
