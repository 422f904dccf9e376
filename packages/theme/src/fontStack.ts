import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import figtree from '@capsizecss/metrics/figtree';
import figtreeBold from '@capsizecss/metrics/figtree/700';

import type { FontMetrics } from './tokens.ts';

/** The web font's family name, as its `@font-face` rules declare it. */
export const webFontFamily = 'Figtree';

/** Figtree's real metrics (from `@capsizecss/metrics`), used for leading trim. */
export const webFontMetrics: FontMetrics = {
  capHeight: figtree.capHeight,
  ascent: figtree.ascent,
  descent: figtree.descent,
  lineGap: figtree.lineGap,
  unitsPerEm: figtree.unitsPerEm,
  xWidthAvg: figtree.subsets.latin.xWidthAvg,
};

// Arial is on nearly every desktop; its regular and bold faces are each scaled to match the
// Figtree weight they stand in for, so the swap to the web font moves no line or word.
const regularStack = createFontStack([figtree, arial], {
  fontFaceProperties: { fontWeight: '400', fontStyle: 'normal' },
});
const boldStack = createFontStack([figtreeBold, arialBold], {
  fontFaceProperties: { fontWeight: '700', fontStyle: 'normal' },
});

/** The full `font-family` stack: web font, metric-matched local fallback, generic family. */
export const fontFamily = `${regularStack.fontFamily}, sans-serif`;

/** The name of the metric-matched local fallback family that `fontFamily` lists second. */
export const fallbackFontFamily = `${webFontFamily} Fallback`;

/**
 * `@font-face` rules for the fallback family: local Arial with `size-adjust`,
 * `ascent-override`, `descent-override` and `line-gap-override` computed from the metrics.
 */
export const fallbackFontFaceCss = `${regularStack.fontFaces}\n${boldStack.fontFaces}`;
