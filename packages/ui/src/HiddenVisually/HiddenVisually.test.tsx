import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HiddenVisually } from './HiddenVisually.tsx';

describe('HiddenVisually', () => {
  it('stays in the accessible name of what contains it', () => {
    render(
      <button type="button">
        3<HiddenVisually> saved jobs</HiddenVisually>
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('3 saved jobs');
  });

  it('renders the chosen element with the visually hidden class', () => {
    render(<HiddenVisually component="h2">Search results</HiddenVisually>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Search results' });
    expect(heading.className).toMatch(/hiddenVisually/);
  });
});
