import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Text } from '../Text/Text.tsx';
import { Secondary } from './Secondary.tsx';

describe('Secondary', () => {
  it('renders its words in the secondary tone, inline in the text', () => {
    render(
      <Text>
        Cover letter <Secondary>(optional)</Secondary>
      </Text>,
    );
    const secondary = screen.getByText('(optional)');
    expect(secondary.tagName).toBe('SPAN');
    expect(secondary.className).toMatch(/tone_secondary/);
  });
});
