/**
 * The web font's files and `@font-face` CSS, for the app's build and server (Node.js only:
 * file paths are resolved from the installed `@fontsource/figtree` package, when first read).
 * Import from `@joblane/theme/fonts`, never from browser code.
 */
import { createRequire } from 'node:module';

import unicodeRanges from '@fontsource/figtree/unicode.json' with { type: 'json' };

import { fallbackFontFaceCss, webFontFamily } from './fontStack.ts';
import { joblaneTokens } from './joblaneTokens.ts';
import { type FontWeight, fontWeightNames } from './tokens.ts';

const require = createRequire(import.meta.url);

/** One self-hosted WOFF2 file of the web font (latin subset only, to keep bytes small). */
export interface WebFontFile {
  family: string;
  /** The theme's weight name and its numeric CSS weight. */
  weightName: FontWeight;
  weight: number;
  style: 'normal';
  subset: 'latin';
  unicodeRange: string;
  format: 'woff2';
  /** The package specifier a bundler can resolve: `@fontsource/figtree/files/....woff2`. */
  specifier: string;
  /**
   * Absolute path of the file on disk, for the build to copy to a hashed asset name.
   * Resolved when first read, so a bundled server that only needs `fontFaceCss` never resolves it.
   */
  readonly path: string;
  fileName: string;
}

const latinRange: string = unicodeRanges.latin;

function resolveFontFile(specifier: string): string {
  try {
    return require.resolve(specifier);
  } catch (cause) {
    throw new Error(
      `Cannot find the web font file ${specifier}. Install @fontsource/figtree (a dependency ` +
        'of @joblane/theme) and use a weight it ships (300-900).',
      { cause },
    );
  }
}

/** The web font's files, one per theme weight (regular, medium, strong). */
export const webFontFiles: readonly WebFontFile[] = fontWeightNames.map((weightName) => {
  const weight = joblaneTokens.typography.fontWeight[weightName];
  const fileName = `figtree-latin-${weight}-normal.woff2`;
  const specifier = `@fontsource/figtree/files/${fileName}`;
  let path: string | undefined;
  return {
    family: webFontFamily,
    weightName,
    weight,
    style: 'normal',
    subset: 'latin',
    unicodeRange: latinRange,
    format: 'woff2',
    specifier,
    get path() {
      path ??= resolveFontFile(specifier);
      return path;
    },
    fileName,
  };
});

/** The regular weight, which nearly every page's body text uses. */
export const preloadWebFontFile: WebFontFile = webFontFiles.find(
  (file) => file.weightName === 'regular',
) as WebFontFile;

/**
 * The files to preload: every weight a first paint uses (body text, medium labels, strong
 * headings; about 11 KB each). With `font-display: optional` a face that is not there by the
 * first paint is never swapped in on that page, so each weight a page shows must be preloaded
 * to be used at all.
 */
export const preloadWebFontFiles: readonly WebFontFile[] = webFontFiles;

/** Where the app serves each file, e.g. its hashed asset URL from the build manifest. */
export type FontUrlFor = (file: WebFontFile) => string;

function urlOf(urlFor: FontUrlFor, file: WebFontFile): string {
  const url: unknown = urlFor(file);
  if (typeof url !== 'string' || url.trim() === '') {
    throw new TypeError(
      `urlFor returned ${JSON.stringify(url)} for ${file.fileName}; ` +
        'it must return the URL the app serves that file at (e.g. "/assets/figtree-latin-400-normal-3f9a1c.woff2")',
    );
  }
  return url;
}

/**
 * The `@font-face` rules to put in the document's `<head>`: the web font
 * (`font-display: optional`, WOFF2, latin range) and the metric-matched local fallback.
 * `optional` rather than `swap`: a face that arrives after the first paint is kept for the next
 * page instead of replacing the fallback under the reader's eyes, so fonts can never shift the
 * layout, even where the local fallback is missing (no Arial on most Linux systems).
 */
export function fontFaceCss(urlFor: FontUrlFor): string {
  const webFaces = webFontFiles.map(
    (file) => `@font-face {
  font-family: "${file.family}";
  font-style: ${file.style};
  font-weight: ${file.weight};
  font-display: optional;
  src: url(${JSON.stringify(urlOf(urlFor, file))}) format("woff2");
  unicode-range: ${file.unicodeRange};
}`,
  );
  return [...webFaces, fallbackFontFaceCss].join('\n');
}

function preloadLinkOf(urlFor: FontUrlFor, file: WebFontFile) {
  return {
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href: urlOf(urlFor, file),
    crossOrigin: 'anonymous',
  } as const;
}

/** Attributes of the `<link rel="preload">` for the regular weight (fonts need `crossorigin`). */
export function fontPreloadLink(urlFor: FontUrlFor) {
  return preloadLinkOf(urlFor, preloadWebFontFile);
}

/** Attributes of a `<link rel="preload">` for each of `preloadWebFontFiles`, in weight order. */
export function fontPreloadLinks(urlFor: FontUrlFor) {
  return preloadWebFontFiles.map((file) => preloadLinkOf(urlFor, file));
}

export { fallbackFontFaceCss, fallbackFontFamily, webFontFamily } from './fontStack.ts';
