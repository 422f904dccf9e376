import { readFileSync } from 'node:fs';

import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import figtree from '@capsizecss/metrics/figtree';
import figtreeBold from '@capsizecss/metrics/figtree/700';
import { describe, expect, it } from 'vitest';

import {
  fontFaceCss,
  fontPreloadLink,
  fontPreloadLinks,
  preloadWebFontFile,
  preloadWebFontFiles,
  webFontFiles,
} from './fonts.ts';
import { joblaneTokens } from './index.ts';

const urlFor = (file: { fileName: string }) =>
  `/assets/${file.fileName.replace('.woff2', '-abc123.woff2')}`;

/** The declarations of each `@font-face` block, keyed by property. */
function fontFaces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      (body ?? '')
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        }),
    ),
  );
}

const percent = (value: string | undefined) => {
  expect(value).toMatch(/^[\d.]+%$/);
  return Number.parseFloat(value ?? '') / 100;
};

describe('webFontFiles', () => {
  it('lists one latin WOFF2 file per theme weight, resolved from @fontsource/figtree on disk', () => {
    expect(webFontFiles.map((file) => file.weight)).toEqual([400, 500, 700]);
    for (const file of webFontFiles) {
      expect(file.family).toBe('Figtree');
      expect(file.subset).toBe('latin');
      expect(file.path).toMatch(/@fontsource\/figtree\/files\/figtree-latin-\d00-normal\.woff2$/);
      const bytes = readFileSync(file.path);
      // Every WOFF2 file starts with the signature "wOF2".
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(bytes.length).toBeLessThan(30_000);
      expect(file.unicodeRange).toMatch(/^U\+0000-00FF,/);
    }
  });

  it('preloads the regular weight', () => {
    expect(preloadWebFontFile.weight).toBe(joblaneTokens.typography.fontWeight.regular);
    expect(fontPreloadLink(urlFor)).toEqual({
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
      href: '/assets/figtree-latin-400-normal-abc123.woff2',
      crossOrigin: 'anonymous',
    });
  });

  it('preloads every weight the theme uses, since optional faces are never swapped in late', () => {
    expect(preloadWebFontFiles.map((file) => file.weight)).toEqual(
      Object.values(joblaneTokens.typography.fontWeight),
    );
    expect(fontPreloadLinks(urlFor).map((link) => link.href)).toEqual([
      '/assets/figtree-latin-400-normal-abc123.woff2',
      '/assets/figtree-latin-500-normal-abc123.woff2',
      '/assets/figtree-latin-700-normal-abc123.woff2',
    ]);
  });
});

describe('fontFaceCss', () => {
  it('declares each web font file with font-display: optional at the URL the app gives', () => {
    const faces = fontFaces(fontFaceCss(urlFor)).filter(
      (face) => face['font-family'] === '"Figtree"',
    );
    expect(faces).toHaveLength(3);
    for (const [index, face] of faces.entries()) {
      const file = webFontFiles[index];
      expect(face).toEqual({
        'font-family': '"Figtree"',
        'font-style': 'normal',
        'font-weight': String(file?.weight),
        'font-display': 'optional',
        src: `url("/assets/figtree-latin-${file?.weight}-normal-abc123.woff2") format("woff2")`,
        'unicode-range': file?.unicodeRange,
      });
    }
  });

  it('declares a local Arial fallback scaled so that swapping to Figtree moves nothing', () => {
    const fallbacks = fontFaces(fontFaceCss(urlFor)).filter(
      (face) => face['font-family'] === '"Figtree Fallback"',
    );
    expect(fallbacks.map((face) => [face['font-weight'], face.src])).toEqual([
      ['400', "local('Arial'), local('ArialMT')"],
      ['700', "local('Arial Bold'), local('Arial-BoldMT')"],
    ]);
    const pairs = [
      [fallbacks[0], figtree, arial],
      [fallbacks[1], figtreeBold, arialBold],
    ] as const;
    for (const [face, web, local] of pairs) {
      // Average character width of the web font over the fallback's, per em.
      const sizeAdjust = percent(face?.['size-adjust']);
      expect(sizeAdjust).toBeCloseTo(
        web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm),
        5,
      );
      // After size-adjust, the fallback's ascent, descent and line gap equal the web font's,
      // so every line box is the same height before and after the swap.
      expect(percent(face?.['ascent-override']) * sizeAdjust).toBeCloseTo(
        web.ascent / web.unitsPerEm,
        5,
      );
      expect(percent(face?.['descent-override']) * sizeAdjust).toBeCloseTo(
        Math.abs(web.descent) / web.unitsPerEm,
        5,
      );
      expect(percent(face?.['line-gap-override']) * sizeAdjust).toBeCloseTo(
        web.lineGap / web.unitsPerEm,
        5,
      );
    }
  });

  it('puts the fallback family between the web font and the generic family in the stack', () => {
    expect(joblaneTokens.typography.fontFamily).toBe(
      'Figtree, "Figtree Fallback", Arial, sans-serif',
    );
  });

  it('says what was wrong when urlFor returns no URL', () => {
    expect(() => fontFaceCss(() => '')).toThrow(
      'urlFor returned "" for figtree-latin-400-normal.woff2; it must return the URL the app serves that file at',
    );
    expect(() => fontPreloadLink(() => undefined as unknown as string)).toThrow(
      'urlFor returned undefined for figtree-latin-400-normal.woff2',
    );
  });
});
