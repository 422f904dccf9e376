import { readFile } from 'node:fs/promises';

/** The files one bundle (the client entry or a page) needs, as URLs under `/assets/`. */
export interface BundleAssets {
  /** The module itself. */
  js: string;
  /** Stylesheets extracted from its `.css.ts` imports. */
  css: string[];
  /** Shared chunks it imports statically (preloaded so they arrive in parallel). */
  imports: string[];
  /**
   * A page with a bundle of its own (the kit gallery): its module is the document's entry and
   * its stylesheet has every rule it needs; the site's entry is not loaded.
   */
  standalone?: boolean;
}

export interface FontPreload {
  href: string;
  type: string;
}

/** What the client build wrote: the server links documents to these hashed files. */
export interface BuildManifest {
  entry: BundleAssets;
  /** Keyed by page id (`src/features/<area>/<id>.page.tsx`). */
  pages: Record<string, BundleAssets>;
  /** `@font-face` rules and the font files worth preloading. */
  fonts: { css: string | null; preload: FontPreload[] };
  /** The site icon (also served at `/favicon.ico`). */
  icon: { href: string; file: string; type: string };
}

/** The links a document for one page carries, in order. */
export interface DocumentAssets {
  stylesheets: string[];
  fontPreloads: FontPreload[];
  modulePreloads: string[];
  entry: string;
  icon: string;
}

export function assetsForPage(manifest: BuildManifest, pageId: string): DocumentAssets {
  const page = manifest.pages[pageId];
  if (page === undefined) {
    throw new Error(
      `The build manifest has no page "${pageId}": add src/features/<area>/${pageId}.page.tsx and rebuild (pnpm build).`,
    );
  }
  const fonts = manifest.fonts.css === null ? [] : [manifest.fonts.css];
  if (page.standalone === true) {
    return {
      stylesheets: unique([...fonts, ...page.css]),
      fontPreloads: manifest.fonts.preload,
      modulePreloads: unique(page.imports),
      entry: page.js,
      icon: manifest.icon.href,
    };
  }
  const stylesheets = unique([...fonts, ...manifest.entry.css, ...page.css]);
  return {
    stylesheets,
    fontPreloads: manifest.fonts.preload,
    modulePreloads: unique([...manifest.entry.imports, page.js, ...page.imports]),
    entry: manifest.entry.js,
    icon: manifest.icon.href,
  };
}

/** Every stylesheet some document links: the fonts, the entry's and each page's. */
export function linkedStylesheets(manifest: BuildManifest): Set<string> {
  return new Set([
    ...(manifest.fonts.css === null ? [] : [manifest.fonts.css]),
    ...manifest.entry.css,
    ...Object.values(manifest.pages).flatMap((page) => page.css),
  ]);
}

/** The stylesheets of a page that the document of another page may lack (in-page navigation). */
export function pageStylesheets(manifest: BuildManifest, pageId: string): string[] {
  return manifest.pages[pageId]?.css ?? [];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export async function readManifest(path: string): Promise<BuildManifest> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new Error(
      `No build manifest at ${path}: build the app first (pnpm build in apps/web, or pnpm start from the root).`,
    );
  }
  const manifest = JSON.parse(text) as Partial<BuildManifest>;
  if (manifest.entry === undefined || manifest.pages === undefined || manifest.icon === undefined) {
    throw new Error(`The build manifest at ${path} is incomplete or stale: rebuild (pnpm build).`);
  }
  return manifest as BuildManifest;
}
