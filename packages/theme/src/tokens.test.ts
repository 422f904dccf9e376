import { describe, expect, it } from 'vitest';

import {
  breakpointNames,
  breakpoints,
  fontWeightNames,
  headingLevelNames,
  joblaneTokens,
  spaceNames,
  textSizeNames,
} from './index.ts';

describe('joblaneTokens', () => {
  it("has exactly the spec's spacing names, on the 4 px grid of the spec's reference scale", () => {
    expect(Object.keys(joblaneTokens.space).toSorted()).toEqual([...spaceNames].toSorted());
    expect(spaceNames).toEqual([
      'none',
      'gutter',
      'xxsmall',
      'xsmall',
      'small',
      'medium',
      'large',
      'xlarge',
      'xxlarge',
      'xxxlarge',
    ]);
    expect(joblaneTokens.space).toEqual({
      none: 0,
      xxsmall: 8,
      xsmall: 12,
      small: 16,
      medium: 24,
      gutter: 24,
      large: 32,
      xlarge: 48,
      xxlarge: 64,
      xxxlarge: 96,
    });
    for (const value of Object.values(joblaneTokens.space)) expect(value % 4).toBe(0);
  });

  it("has the spec's breakpoints, mobile first", () => {
    expect(breakpointNames).toEqual(['mobile', 'tablet', 'desktop', 'wide']);
    expect(breakpoints).toEqual({ mobile: 0, tablet: 740, desktop: 992, wide: 1200 });
    expect(joblaneTokens.breakpoints).toEqual(breakpoints);
  });

  it('has every text size and heading level, each for mobile and tablet, on the 4 px grid', () => {
    const { text, heading } = joblaneTokens.typography;
    expect(Object.keys(text)).toEqual(['xsmall', 'small', 'standard', 'large']);
    expect(Object.keys(text)).toEqual([...textSizeNames]);
    expect(Object.keys(heading)).toEqual(['1', '2', '3', '4']);
    expect(Object.keys(heading)).toEqual([...headingLevelNames]);
    for (const size of [...Object.values(text), ...Object.values(heading)]) {
      for (const { fontSize, lineHeight } of [size.mobile, size.tablet]) {
        expect(lineHeight % 4).toBe(0);
        expect(lineHeight).toBeGreaterThan(fontSize);
      }
    }
  });

  it('orders the type scale: each heading level is larger than the next, text grows by size', () => {
    const { text, heading } = joblaneTokens.typography;
    for (const breakpoint of ['mobile', 'tablet'] as const) {
      const headings = headingLevelNames.map((level) => heading[level][breakpoint].fontSize);
      expect(headings).toEqual(headings.toSorted((a, b) => b - a));
      const texts = textSizeNames.map((size) => text[size][breakpoint].fontSize);
      expect(texts).toEqual(texts.toSorted((a, b) => a - b));
    }
  });

  it('has the regular, medium and strong weights', () => {
    expect(fontWeightNames).toEqual(['regular', 'medium', 'strong']);
    expect(joblaneTokens.typography.fontWeight).toEqual({ regular: 400, medium: 500, strong: 700 });
  });

  it("has the toast's 200 ms, a popover within 125-200 ms, and 44 px touch targets", () => {
    expect(joblaneTokens.motion.duration.toast).toBe(200);
    expect(joblaneTokens.motion.duration.popover).toBeGreaterThanOrEqual(125);
    expect(joblaneTokens.motion.duration.popover).toBeLessThanOrEqual(200);
    expect(joblaneTokens.touchableSize).toBeGreaterThanOrEqual(44);
  });

  it('has the same colour names in the light and dark modes', () => {
    const { light, dark } = joblaneTokens.color;
    for (const group of ['foreground', 'background', 'border'] as const) {
      expect(Object.keys(dark[group])).toEqual(Object.keys(light[group]));
    }
  });
});
