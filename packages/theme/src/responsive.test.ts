import { describe, expect, it } from 'vitest';

import { padded } from '../test/responsiveFixture.css.ts';
import { breakpointQuery, joblaneTheme, responsiveStyle } from './index.ts';

function paddingTopAt(width: number): string {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }
  ).happyDOM.setViewport({
    width,
  });
  const element = document.createElement('div');
  element.className = padded;
  document.body.append(element);
  const value = getComputedStyle(element).paddingTop;
  element.remove();
  return value;
}

describe('responsiveStyle', () => {
  it('puts mobile rules first and each larger breakpoint under its min-width query', () => {
    expect(
      responsiveStyle({
        mobile: { padding: 8 },
        tablet: { padding: 16 },
        desktop: { padding: 24 },
        wide: { padding: 32 },
      }),
    ).toEqual({
      padding: 8,
      '@media': {
        'screen and (min-width: 740px)': { padding: 16 },
        'screen and (min-width: 992px)': { padding: 24 },
        'screen and (min-width: 1200px)': { padding: 32 },
      },
    });
  });

  it('keeps the media queries in mobile-first order whatever order they are given in', () => {
    const style = responsiveStyle({ wide: { margin: 3 }, tablet: { margin: 1 } });
    expect(Object.keys(style['@media'] ?? {})).toEqual([
      breakpointQuery.tablet,
      breakpointQuery.wide,
    ]);
  });

  it('leaves out empty breakpoints and adds no @media when only mobile is given', () => {
    expect(responsiveStyle({ mobile: { display: 'block' }, tablet: {} })).toEqual({
      display: 'block',
    });
    expect(responsiveStyle({})).toEqual({});
  });

  it('applies each breakpoint from its minimum width up, in a real stylesheet', () => {
    document.documentElement.className = joblaneTheme;
    expect(paddingTopAt(375)).toBe('16px');
    expect(paddingTopAt(739)).toBe('16px');
    expect(paddingTopAt(740)).toBe('24px');
    expect(paddingTopAt(1199)).toBe('24px');
    expect(paddingTopAt(1200)).toBe('48px');
  });

  it('names a query for every breakpoint above mobile', () => {
    expect(breakpointQuery).toEqual({
      tablet: 'screen and (min-width: 740px)',
      desktop: 'screen and (min-width: 992px)',
      wide: 'screen and (min-width: 1200px)',
    });
  });
});
