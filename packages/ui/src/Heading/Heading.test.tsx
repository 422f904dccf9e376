import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { HeadingLevel } from '@joblane/theme';

import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it('renders the element of its level', () => {
    render(
      <>
        <Heading level="1">Find a job</Heading>
        <Heading level="3">Filters</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Find a job' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Filters' })).toBeInTheDocument();
  });

  it('keeps the look of its level while `component` sets the semantic level', () => {
    render(
      <>
        <Heading level="3">Looks like three</Heading>
        <Heading level="3" component="h2">
          Is a two
        </Heading>
      </>,
    );
    const semanticTwo = screen.getByRole('heading', { level: 2, name: 'Is a two' });
    const realThree = screen.getByRole('heading', { level: 3, name: 'Looks like three' });
    expect(semanticTwo.className).toBe(realThree.className);
  });

  it('throws a developer error for an unsupported level', () => {
    expect(() => render(<Heading level={'5' as HeadingLevel}>Too small</Heading>)).toThrow(
      'Heading does not support level "5"; use one of "1", "2", "3", "4".',
    );
  });

  it('keeps the heading name whole when truncated or given an icon', () => {
    render(
      <Heading level="2" maxLines={1} icon={<svg aria-hidden="true" />}>
        Saved searches
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName('Saved searches');
  });
});
