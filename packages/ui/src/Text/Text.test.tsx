import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { IconLocation } from '../Icons/icons.tsx';
import { Text, type TextTone } from './Text.tsx';

describe('Text', () => {
  it('renders its children as a block span by default, or the chosen element', () => {
    render(
      <>
        <Text>Plain</Text>
        <Text component="p">A paragraph</Text>
      </>,
    );
    expect(screen.getByText('Plain').tagName).toBe('SPAN');
    expect(screen.getByText('A paragraph').tagName).toBe('P');
  });

  it('styles size, weight and tone with different classes', () => {
    render(
      <>
        <Text>Default</Text>
        <Text size="small" weight="strong" tone="critical">
          Changed
        </Text>
      </>,
    );
    const defaults = new Set(screen.getByText('Default').classList);
    const changed = [...screen.getByText('Changed').classList].filter(
      (name) => !defaults.has(name),
    );
    expect(changed).toHaveLength(3);
  });

  it('throws a developer error for an unsupported tone', () => {
    expect(() => render(<Text tone={'danger' as TextTone}>Oops</Text>)).toThrow(
      'Text does not support tone "danger"; use one of neutral, secondary, critical',
    );
  });

  it('truncates with maxLines inside an inner element and rejects unsupported values', () => {
    render(<Text maxLines={2}>A long description</Text>);
    const inner = screen.getByText('A long description');
    expect(inner.tagName).toBe('SPAN');
    expect(inner.parentElement?.tagName).toBe('SPAN');
    expect(() => render(<Text maxLines={9 as 1}>Too many</Text>)).toThrow(
      'Text does not support maxLines=9; use a whole number from 1 to 5.',
    );
  });

  it('shows a decorative icon that screen readers skip', () => {
    render(<Text icon={<IconLocation />}>Melbourne</Text>);
    expect(screen.getByText('Melbourne')).toHaveTextContent(/^Melbourne$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Melbourne').querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('gives each breakpoint of a responsive alignment its own class', () => {
    render(<Text align={{ mobile: 'center', tablet: 'left' }}>Aligned</Text>);
    const classes = [...screen.getByText('Aligned').classList];
    expect(classes).toContainEqual(expect.stringMatching(/textAlign_center_mobile/));
    expect(classes).toContainEqual(expect.stringMatching(/textAlign_left_tablet/));
  });
});
