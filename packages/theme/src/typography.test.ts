import { precomputeValues } from '@capsizecss/core';
import figtree from '@capsizecss/metrics/figtree';
import { describe, expect, it } from 'vitest';

import { headingLevelNames, joblaneTheme, joblaneTokens, textSizeNames, vars } from './index.ts';

const html = document.documentElement;
const valueOf = (cssVar: string) =>
  getComputedStyle(html).getPropertyValue(cssVar.slice(4, -1)).trim();
const em = (value: string) => {
  expect(value).toMatch(/^-?[\d.]+em$/);
  return Number.parseFloat(value);
};

describe('leading-trimmed type', () => {
  it("uses Figtree's real metrics", () => {
    const { fontMetrics, webFont } = joblaneTokens.typography;
    expect(webFont).toBe(figtree.familyName);
    expect(fontMetrics).toMatchObject({
      capHeight: figtree.capHeight,
      ascent: figtree.ascent,
      descent: figtree.descent,
      lineGap: figtree.lineGap,
      unitsPerEm: figtree.unitsPerEm,
    });
  });

  it('trims every text size and heading to exactly its cap height (baseline to cap top)', () => {
    html.className = joblaneTheme;
    const { text, heading } = joblaneTokens.typography;
    const sizes = [
      ...textSizeNames.map((size) => [`text ${size}`, text[size], vars.text[size]] as const),
      ...headingLevelNames.map(
        (level) => [`heading ${level}`, heading[level], vars.heading[level]] as const,
      ),
    ];
    for (const [label, size, responsiveVars] of sizes) {
      for (const breakpoint of ['mobile', 'tablet'] as const) {
        const cssVars = responsiveVars[breakpoint];
        const { fontSize, lineHeight } = size[breakpoint];
        expect(valueOf(cssVars.fontSize), label).toBe(`${fontSize}px`);
        expect(valueOf(cssVars.lineHeight), label).toBe(`${lineHeight}px`);
        // ::before and ::after pull the box in by these margins: what is left is the cap height.
        const trim = em(valueOf(cssVars.capHeightTrim)) + em(valueOf(cssVars.baselineTrim));
        expect(lineHeight + trim * fontSize, `${label} ${breakpoint}`).toBeCloseTo(
          (fontSize * figtree.capHeight) / figtree.unitsPerEm,
          2,
        );
        expect(valueOf(cssVars.capHeightTrim)).toBe(
          precomputeValues({ fontSize, leading: lineHeight, fontMetrics: figtree }).capHeightTrim,
        );
      }
    }
  });
});
