import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Text } from '../Text/Text.tsx';
import { Strong } from './Strong.tsx';

describe('Strong', () => {
  it('marks important words with a strong element in the strong weight', () => {
    render(
      <Text>
        Closes <Strong>Friday</Strong>
      </Text>,
    );
    const strong = screen.getByText('Friday');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.className).toMatch(/fontWeight_strong/);
    expect(strong.parentElement).toHaveTextContent('Closes Friday');
  });
});
