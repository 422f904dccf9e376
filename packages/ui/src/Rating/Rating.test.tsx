import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Rating, type RatingVariant } from './Rating.tsx';

function starKinds(image: HTMLElement) {
  // Each star is an svg; a filled one fills its whole path, a half one fills a second path.
  return [...image.querySelectorAll('svg')].map((svg) => {
    const filled = svg.querySelectorAll('path[fill="currentColor"]').length;
    const paths = svg.querySelectorAll('path').length;
    return filled === 0 ? 'empty' : paths === 2 ? 'half' : 'full';
  });
}

describe('Rating', () => {
  it('is one image named "4.3 out of 5" with five stars and the number', () => {
    renderWithProvider(<Rating rating={4.3} />);
    const image = screen.getByRole('img', { name: '4.3 out of 5' });
    expect(image).toHaveTextContent('4.3');
    expect(starKinds(image)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('rounds stars to the nearest half and shows one decimal', () => {
    renderWithProvider(
      <>
        <Rating rating={3.74} id="a" />
        <Rating rating={0} id="b" />
        <Rating rating={5} id="c" />
      </>,
    );
    expect(screen.getByRole('img', { name: '3.7 out of 5' })).toBeInTheDocument();
    expect(starKinds(document.getElementById('a')!)).toEqual([
      'full',
      'full',
      'full',
      'half',
      'empty',
    ]);
    expect(starKinds(document.getElementById('b')!)).toEqual(Array(5).fill('empty'));
    expect(starKinds(document.getElementById('c')!)).toEqual(Array(5).fill('full'));
  });

  it('has stars only, or one star and the number, by variant', () => {
    renderWithProvider(
      <>
        <Rating rating={4} variant="starsOnly" id="stars" />
        <Rating rating={4} variant="minimal" id="minimal" label="Rated 4.0 of 5 by employees" />
      </>,
    );
    const starsOnly = document.getElementById('stars')!;
    expect(starsOnly).toHaveAccessibleName('4.0 out of 5');
    expect(starsOnly).toHaveTextContent('');
    expect(starKinds(starsOnly)).toHaveLength(5);
    const minimal = screen.getByRole('img', { name: 'Rated 4.0 of 5 by employees' });
    expect(minimal).toHaveTextContent('4.0');
    expect(starKinds(minimal)).toEqual(['full']);
  });

  it('throws a developer error for a rating outside 0-5 or an unknown variant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProvider(<Rating rating={6} />)).toThrow(
      'Rating needs a rating from 0 to 5; got 6.',
    );
    expect(() => renderWithProvider(<Rating rating={Number.NaN} />)).toThrow(
      'Rating needs a rating from 0 to 5',
    );
    expect(() =>
      renderWithProvider(<Rating rating={3} variant={'compact' as RatingVariant} />),
    ).toThrow('Rating does not support variant "compact"; use one of full, starsOnly, minimal');
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(<Rating rating={4.3} />);
  });
});
