import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLinkButton } from './TextLinkButton.tsx';

describe('TextLinkButton', () => {
  it('is a button that acts on click, Enter and Space', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProvider(
      <Text>
        3 filters. <TextLinkButton onClick={onClick}>Clear filters</TextLinkButton>
      </Text>,
    );
    const button = screen.getByRole('button', { name: 'Clear filters' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('passes ARIA state through', () => {
    renderWithProvider(
      <TextLinkButton aria-expanded={false} aria-controls="more" onClick={() => undefined}>
        Show more
      </TextLinkButton>,
    );
    const button = screen.getByRole('button', { name: 'Show more', expanded: false });
    expect(button).toHaveAttribute('aria-controls', 'more');
  });
});
