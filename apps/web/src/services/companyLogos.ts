import { logosBySlug, type Accounts, type LogoImages, type LogoSize } from '@joblane/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

import { isDatabaseUnavailable } from './databaseErrors.ts';

/** The largest upload taken (the form says so); a bigger file answers 413 and nothing is kept. */
export const LOGO_UPLOAD_BYTES = 2 * 1024 * 1024;

/** The squares a logo is kept as: the company and job pages', and the cards'. */
export const LOGO_PIXELS: Record<LogoSize, number> = { large: 256, small: 96 };

export type LogoProblem = 'empty' | 'too-large' | 'type' | 'corrupt' | 'svg-external';

export const logoMessages: Record<LogoProblem, string> = {
  empty: 'Choose an image file for your logo.',
  'too-large': 'That file is larger than 2 MB. Upload a logo of 2 MB or less.',
  type: 'That file is not a PNG, JPEG, WebP or SVG image. Upload your logo in one of those formats.',
  corrupt:
    'That image could not be read: the file may be damaged or cut short. Export it again and upload it.',
  'svg-external':
    'That SVG refers to other files or defines entities. Upload a self-contained SVG, or a PNG.',
};

/** Input images larger than this many pixels are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** An SVG is drawn at this size at least before it is scaled down (sharp's 72 dpi is smaller). */
const SVG_RENDER_PIXELS = 1024;

/**
 * Whether the bytes are an SVG document: after a byte-order mark, white space, an XML
 * declaration, comments and a doctype, the first element is `<svg`. (A text format: the magic
 * bytes `file-type` knows stop at binary images.)
 */
export function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/u, '');
  const rest = head.replace(
    /^(?:\s+|<\?xml[^>]*\?>|<!--[^]*?-->|<!DOCTYPE\s+svg[^>[]*(?:\[[^]*?\]\s*)?>)*/iu,
    '',
  );
  return /^<svg[\s>/]/u.test(rest);
}

/**
 * What an SVG may not do before it is drawn: define entities (an XML bomb) or refer to anything
 * but its own parts (`href="#id"`, `url(#id)`): no files, no URLs, no nested images.
 */
function svgReachesOut(text: string): boolean {
  return (
    /<!ENTITY/iu.test(text) ||
    /<!DOCTYPE[^>]*\[/iu.test(text) ||
    /\b(?:xlink:)?href\s*=\s*["']?\s*(?!["']?\s*#)[^\s"'>]/iu.test(text) ||
    /\burl\(\s*["']?\s*(?!#)/iu.test(text) ||
    /@import/iu.test(text)
  );
}

/**
 * An uploaded logo checked by its content (not its name or the browser's type) and made into
 * the two squares kept: PNG, JPEG and WebP by their magic bytes, SVG by its first element.
 * Every kind is decoded and drawn again as a WebP raster, so nothing of the file (an SVG's
 * scripts, a JPEG's metadata) reaches a visitor; the image is fitted into a white square (logos
 * are drawn for light pages: on white they stay readable in the dark theme too).
 */
export async function makeLogo(
  bytes: Uint8Array,
): Promise<{ ok: true; images: LogoImages } | { ok: false; problem: LogoProblem }> {
  if (bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  if (bytes.byteLength > LOGO_UPLOAD_BYTES) return { ok: false, problem: 'too-large' };
  const detected = await fileTypeFromBuffer(bytes);
  // SVG is text: file-type knows at most that it is XML.
  const svg = (detected === undefined || detected.mime === 'application/xml') && isSvg(bytes);
  const raster =
    detected !== undefined && ['image/png', 'image/jpeg', 'image/webp'].includes(detected.mime);
  if (!raster && !svg) return { ok: false, problem: 'type' };
  if (svg && svgReachesOut(new TextDecoder().decode(bytes))) {
    return { ok: false, problem: 'svg-external' };
  }
  try {
    const options: sharp.SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' };
    if (svg) {
      const { width = 0, height = 0 } = await sharp(bytes, options).metadata();
      const longest = Math.max(width, height, 1);
      options.density = Math.min(2400, Math.max(72, (72 * SVG_RENDER_PIXELS) / longest));
    }
    // Decoded once, turned upright (a phone photo's orientation), at most the large size.
    const white = { r: 255, g: 255, b: 255, alpha: 1 };
    const upright = await sharp(bytes, options)
      .rotate()
      .resize(LOGO_PIXELS.large, LOGO_PIXELS.large, { fit: 'contain', background: white })
      .flatten({ background: white })
      .png()
      .toBuffer();
    const square = (pixels: number) =>
      sharp(upright).resize(pixels, pixels).webp({ quality: 90 }).toBuffer();
    const [large, small] = await Promise.all([
      square(LOGO_PIXELS.large),
      square(LOGO_PIXELS.small),
    ]);
    return {
      ok: true,
      images: {
        mediaType: 'image/webp',
        large: new Uint8Array(large),
        small: new Uint8Array(small),
      },
    };
  } catch {
    return { ok: false, problem: 'corrupt' };
  }
}

/** Where a logo's image is served: named by its hash, so it is cached for a year. */
export const logoPath = (hash: string, size: LogoSize) =>
  `/assets/logos/${hash}-${LOGO_PIXELS[size]}.webp`;

/** A logo's two URLs, as pages carry them. */
export interface LogoUrls {
  large: string;
  small: string;
}

/** The logos of these companies (by slug), as URLs; companies without one are left out. */
export async function logoUrlsBySlug(
  accounts: Accounts | undefined,
  slugs: readonly (string | null | undefined)[],
): Promise<Record<string, LogoUrls>> {
  const wanted = slugs.filter((slug): slug is string => typeof slug === 'string');
  if (accounts === undefined || wanted.length === 0) return {};
  const logos = await logosBySlug(accounts, wanted);
  return Object.fromEntries(
    [...logos].map(([slug, logo]) => [
      slug,
      { large: logoPath(logo.hash, 'large'), small: logoPath(logo.hash, 'small') },
    ]),
  );
}

/** Logos by slug a node keeps for a minute (null: the company has none), so cards cost no query. */
type KeptLogos = LRUCache<string, { urls: LogoUrls | null }>;
type PublicReads = NonNullable<FastifyInstance['publicReads']>;
// Keyed by the app's public reads: one object per app, the same in every plugin context (where
// `request.server` is each context's own instance), so a logo forgotten by the team's routes is
// forgotten for the results and job pages too.
const keptByApp = new WeakMap<PublicReads, KeptLogos>();
function keptLogosOf(publicReads: PublicReads): KeptLogos {
  let kept = keptByApp.get(publicReads);
  if (kept === undefined) {
    kept = new LRUCache({ max: 10_000, ttl: 60_000 });
    keptByApp.set(publicReads, kept);
  }
  return kept;
}

/**
 * The logos for the cards and job pages everyone reads: kept for a minute, asked on the replica
 * when there is one, and left out (letter marks instead) while the database is away, so search
 * and job pages go on answering from the node's own index (many nodes, issue 20).
 */
export async function publicLogoUrlsBySlug(
  request: FastifyRequest,
  slugs: readonly (string | null | undefined)[],
): Promise<Record<string, LogoUrls>> {
  const wanted = [...new Set(slugs.filter((slug): slug is string => typeof slug === 'string'))];
  const { publicReads } = request.server;
  if (publicReads === undefined || wanted.length === 0) return {};
  const keptLogos = keptLogosOf(publicReads);
  const found: Record<string, LogoUrls> = {};
  const missing: string[] = [];
  for (const slug of wanted) {
    const kept = keptLogos.get(slug);
    if (kept === undefined) missing.push(slug);
    else if (kept.urls !== null) found[slug] = kept.urls;
  }
  if (missing.length === 0) return found;
  try {
    const asked = await publicReads.run((handles) => logoUrlsBySlug(handles.accounts, missing));
    for (const slug of missing) {
      const urls = asked[slug] ?? null;
      keptLogos.set(slug, { urls });
      if (urls !== null) found[slug] = urls;
    }
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn({ err: error }, 'company logos: database unavailable; cards shown without');
  }
  return found;
}

/** Forgets what this node kept of a company's logo (it was just replaced or removed here). */
export function forgetLogo(request: FastifyRequest, slug: string): void {
  const { publicReads } = request.server;
  if (publicReads !== undefined) keptLogosOf(publicReads).delete(slug);
}
