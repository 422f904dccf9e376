import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

import { fontFaceCss, preloadWebFontFiles, webFontFiles } from '@joblane/theme/fonts';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';

import { moduleGraph, sharedChunkPlugin, sharedGroups } from './chunks.ts';
import {
  linkedStylesheets,
  type BuildManifest,
  type BundleAssets,
} from '../src/document/manifest.ts';
import { kitDocsEsbuildPlugin } from './kitDocs.ts';

/** Where the client files are served (`dist/client/assets/`). */
export const ASSETS_URL = '/assets/';

/** apps/web */
export const appRoot = resolve(import.meta.dirname, '..');
/** Where `pnpm build` writes; tests may build elsewhere (a development build, say). */
export const defaultDistDir = join(appRoot, 'dist');

export interface OutputPaths {
  distDir: string;
  clientDir: string;
  assetsDir: string;
  serverDir: string;
  /** esbuild's metafile of the site's client build (`pnpm size` reads it); not served. */
  metaFile: string;
}

export function outputPaths(distDir: string): OutputPaths {
  const clientDir = join(distDir, 'client');
  return {
    distDir,
    clientDir,
    assetsDir: join(clientDir, 'assets'),
    serverDir: join(distDir, 'server'),
    metaFile: join(distDir, 'meta', 'client.json'),
  };
}

export type BuildMode = 'production' | 'development';

/**
 * Class names must be the same in both bundles: the server renders them, the client's CSS
 * defines them. Short hashes in production, readable names in development.
 */
const identifiersFor = (mode: BuildMode) => (mode === 'production' ? 'short' : 'debug');

/** The page whose JavaScript is budgeted (test/budget.test.ts): it loads no shared code it does not use. */
export const FIRST_PAGE = 'jobs';

export const pageIdOf = (file: string) => basename(file, '.page.tsx');

/**
 * The site's page modules, `src/features/<area>/<id>.page.tsx` (paths from the app's root), each
 * its own entry point. Page ids are unique across features: the client loads a page by its id.
 */
export async function pageFiles(): Promise<string[]> {
  const features = join(appRoot, 'src', 'features');
  const files: string[] = [];
  for (const area of await readdir(features, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of await readdir(join(features, area.name))) {
      if (file.endsWith('.page.tsx') && !(pageIdOf(file) in standalonePages)) {
        files.push(`src/features/${area.name}/${file}`);
      }
    }
  }
  const ids = files.map(pageIdOf);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) {
    throw new Error(`Two features have a page module with the same id: ${repeated.join(', ')}`);
  }
  return files.sort((a, b) => pageIdOf(a).localeCompare(pageIdOf(b)));
}

/** The page module of a page id (see `pageFiles`). */
export async function pageFileOf(pageId: string): Promise<string> {
  const file = (await pageFiles()).find((candidate) => pageIdOf(candidate) === pageId);
  if (file === undefined) throw new Error(`No feature has a page module ${pageId}.page.tsx`);
  return file;
}

export const standalonePages: Record<string, string> = { ui: 'src/client/galleryEntry.tsx' };

/** esbuild settings both client builds share. */
export function clientBuildOptions(mode: BuildMode, assetsDir: string) {
  return {
    absWorkingDir: appRoot,
    outdir: assetsDir,
    publicPath: ASSETS_URL,
    entryNames: '[hash]',
    chunkNames: '[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome111', 'firefox114', 'safari16.4'],
    jsx: 'automatic',
    minify: mode === 'production',
    sourcemap: mode === 'production' ? false : 'linked',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    plugins: [vanillaExtractPlugin({ identifiers: identifiersFor(mode) })],
    logLevel: 'warning',
  } satisfies esbuild.BuildOptions;
}

/** The bundles of a client build by entry point: the module, its stylesheet, its chunks. */
export function bundlesOf(result: esbuild.Metafile, assetsDir: string) {
  const url = (outputPath: string) => ASSETS_URL + relative(assetsDir, join(appRoot, outputPath));
  const byEntryPoint = new Map<string, BundleAssets>();
  for (const [outputPath, output] of Object.entries(result.outputs)) {
    if (output.entryPoint === undefined || !outputPath.endsWith('.js')) continue;
    byEntryPoint.set(output.entryPoint, {
      js: url(outputPath),
      css: output.cssBundle === undefined ? [] : [url(output.cssBundle)],
      imports: output.imports
        .filter((imported) => imported.kind === 'import-statement' && !imported.external)
        .map((imported) => url(imported.path)),
    });
  }
  return (entryPoint: string) => {
    const assets = byEntryPoint.get(entryPoint);
    if (assets === undefined) throw new Error(`esbuild wrote no output for ${entryPoint}`);
    return assets;
  };
}

/** The browser bundle: code split per page, hashed names, CSS extracted, and a manifest. */
async function buildClient(
  mode: BuildMode,
  { assetsDir, metaFile }: OutputPaths,
): Promise<BuildManifest> {
  const pages = await pageFiles();
  const siteOptions = {
    ...clientBuildOptions(mode, assetsDir),
    entryPoints: {
      entry: 'src/client/entry.tsx',
      ...Object.fromEntries(pages.map((file) => [`page-${pageIdOf(file)}`, file])),
    },
    splitting: true,
  };
  // One shared chunk for what two or more entry points use (see build/chunks.ts).
  const graph = await moduleGraph(siteOptions);
  const site = await esbuild.build({
    ...siteOptions,
    plugins: [
      ...siteOptions.plugins,
      sharedChunkPlugin(
        sharedGroups(graph, [
          resolve(appRoot, 'src/client/entry.tsx'),
          resolve(appRoot, await pageFileOf(FIRST_PAGE)),
        ]),
      ),
    ],
  });
  const bundle = bundlesOf(site.metafile, assetsDir);
  await mkdir(dirname(metaFile), { recursive: true });
  await writeFile(metaFile, JSON.stringify(site.metafile));

  const standalone: Record<string, BundleAssets> = {};
  for (const [pageId, entry] of Object.entries(standalonePages)) {
    const result = await esbuild.build({
      ...clientBuildOptions(mode, assetsDir),
      entryPoints: { [`page-${pageId}`]: entry },
      splitting: false,
    });
    standalone[pageId] = { ...bundlesOf(result.metafile, assetsDir)(entry), standalone: true };
  }

  return {
    entry: bundle('src/client/entry.tsx'),
    pages: {
      ...Object.fromEntries(pages.map((file) => [pageIdOf(file), bundle(file)])),
      ...standalone,
    },
    fonts: await buildFonts(assetsDir),
    icon: {
      ...(await writeHashed(
        assetsDir,
        'icon.svg',
        await readFile(join(appRoot, 'src', 'assets', 'icon.svg')),
      )),
      type: 'image/svg+xml',
    },
  };
}

/**
 * The top-level blocks of a CSS file (rules, at-rules with their bodies, `@import ...;`), as
 * written: enough to compare two minified files rule by rule.
 */
export function topLevelCssBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let index = 0; index < css.length; index += 1) {
    const character = css[index];
    if (quote !== null) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") {
      quote = character;
    } else if (character === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end === -1 ? css.length : end + 1;
    } else if (character === '{') {
      depth += 1;
    } else if (character === '}' || (character === ';' && depth === 0)) {
      if (character === '}') depth -= 1;
      if (depth === 0) {
        const block = css.slice(start, index + 1).trim();
        if (block !== '' && block !== ';') blocks.push(block);
        start = index + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest !== '') blocks.push(rest);
  return blocks;
}

/**
 * esbuild writes one stylesheet per entry with everything it imports, so every page's stylesheet
 * repeats the theme and kit rules the entry stylesheet (always linked first) already has. Those
 * blocks are removed from the page stylesheets; what is left is the page's own CSS.
 */
async function removeEntryRulesFromPages(manifest: BuildManifest, assetsDir: string) {
  const fileOf = (href: string) => join(assetsDir, href.slice(ASSETS_URL.length));
  const ownRules = pageRulesBeside(
    await Promise.all(manifest.entry.css.map((href) => readFile(fileOf(href), 'utf8'))),
  );
  for (const page of Object.values(manifest.pages)) {
    // A standalone page's document links its own stylesheet alone.
    if (page.standalone === true) continue;
    const kept: string[] = [];
    for (const href of page.css) {
      const own = ownRules(await readFile(fileOf(href), 'utf8'));
      if (own === null) continue;
      await writeFile(fileOf(href), own);
      kept.push(href);
    }
    page.css = kept;
  }
}

/**
 * Given the entry's stylesheets, a function that returns what a page stylesheet holds beyond
 * them (the blocks the entry lacks), or null when nothing is left.
 */
export function pageRulesBeside(entryStylesheets: string[]): (pageCss: string) => string | null {
  const entryBlocks = new Set(entryStylesheets.flatMap((css) => topLevelCssBlocks(css)));
  return (pageCss) => {
    const own = topLevelCssBlocks(pageCss).filter((block) => !entryBlocks.has(block));
    return own.length === 0 ? null : `${own.join('\n')}\n`;
  };
}

/**
 * Stylesheets no document links: those of pages left with no rules of their own, and those
 * esbuild writes for code loaded on demand (their rules are in the entry stylesheet, which holds
 * every page's). They would only be deployed and precompressed for nothing.
 */
async function removeUnlinkedStylesheets(manifest: BuildManifest, assetsDir: string) {
  const linked = linkedStylesheets(manifest);
  const files = await readdir(assetsDir, { recursive: true, withFileTypes: true });
  for (const file of files) {
    if (!file.isFile() || extname(file.name) !== '.css') continue;
    const path = join(file.parentPath, file.name);
    if (linked.has(ASSETS_URL + relative(assetsDir, path))) continue;
    await rm(path);
    await rm(`${path}.map`, { force: true }); // development builds link a source map
  }
}

/** Writes `content` to the assets folder as `name` with a content hash: `icon-3f9a1c0b2d.svg`. */
export async function writeHashed(assetsDir: string, name: string, content: Buffer | string) {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 10);
  const extension = extname(name);
  const file = `${basename(name, extension)}-${hash}${extension}`;
  await writeFile(join(assetsDir, file), content);
  return { href: ASSETS_URL + file, file };
}

/**
 * The theme's web font: each WOFF2 file copied under a hashed name, the `@font-face` rules as a
 * stylesheet (inline styles would need a CSP exception), and every weight preloaded (the faces are
 * `font-display: optional`: one that misses the first paint is not used on that page).
 */
export async function buildFonts(assetsDir: string): Promise<BuildManifest['fonts']> {
  const hrefs = new Map<string, string>();
  for (const font of webFontFiles) {
    hrefs.set(
      font.fileName,
      (await writeHashed(assetsDir, font.fileName, await readFile(font.path))).href,
    );
  }
  const hrefOf = (font: { fileName: string }) => hrefs.get(font.fileName)!;
  const css = await writeHashed(assetsDir, 'fonts.css', fontFaceCss(hrefOf));
  return {
    css: css.href,
    preload: preloadWebFontFiles.map((font) => ({ href: hrefOf(font), type: 'font/woff2' })),
  };
}

/**
 * esbuild settings for code that runs on the server, with the same vanilla-extract plugin and
 * identifiers as the client so class names agree. Workspace packages (TypeScript source) are
 * bundled; runtime dependencies stay external and load from node_modules. (A workspace package's
 * native dependency, such as `@node-rs/argon2` of @joblane/accounts, cannot be bundled: the app
 * lists it among its own dependencies so it stays external and resolvable.)
 */
export async function serverBuildOptions(
  mode: BuildMode,
  entryPoints: Record<string, string>,
  outdir: string,
): Promise<esbuild.BuildOptions> {
  const manifest = JSON.parse(await readFile(join(appRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.entries(manifest.dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .map(([name]) => name);
  return {
    absWorkingDir: appRoot,
    entryPoints,
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    jsx: 'automatic',
    sourcemap: 'linked',
    external,
    // Bundled CommonJS packages (pg, nodemailer) require Node's built-ins; ES modules have no
    // `require`, so each output file gets one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // NODE_ENV stays a runtime setting on the server (server.ts defaults it to production).
    plugins: [
      vanillaExtractPlugin({ identifiers: identifiersFor(mode), outputCss: false }),
      // `virtual:kit-docs`: the /ui gallery's example code and props tables, read from the kit.
      kitDocsEsbuildPlugin(),
    ],
    logLevel: 'warning',
  };
}

/** The server bundle's entry points (output name -> source). */
export const serverEntryPoints: Record<string, string> = {
  server: 'src/server/server.ts',
  app: 'src/server/app.ts',
  start: 'src/server/start.ts',
  // The search pool's worker threads load this file (see src/server/searchPool.ts).
  searchWorker: 'src/server/searchWorker.ts',
  // The one-shot alert sender (`pnpm alerts`).
  alerts: 'src/server/alertsCommand.ts',
  // The importer into the job record (`pnpm run import-jobs`, with DATABASE_URL).
  import: 'src/server/importCommand.ts',
  // The moderator role's grant, revoke and list (`pnpm admin`).
  admin: 'src/server/adminCommand.ts',
};

async function buildServer(mode: BuildMode, { serverDir }: OutputPaths) {
  await esbuild.build(await serverBuildOptions(mode, serverEntryPoints, serverDir));
}

const compressible = new Set(['.js', '.css', '.svg', '.json', '.map', '.txt']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli and gzip twins of every text asset, written once here instead of on every request. */
async function precompress(directory: string) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const content = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < content.length) await writeFile(`${path}.br`, br);
        if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
      }),
  );
}

/** Builds the client and the server into `distDir` (`client/`, `server/`), replacing it. */
export async function build(
  mode: BuildMode = 'production',
  distDir: string = defaultDistDir,
): Promise<BuildManifest> {
  const paths = outputPaths(distDir);
  await rm(distDir, { recursive: true, force: true });
  await mkdir(paths.assetsDir, { recursive: true });
  const manifest = await buildClient(mode, paths);
  await removeEntryRulesFromPages(manifest, paths.assetsDir);
  await removeUnlinkedStylesheets(manifest, paths.assetsDir);
  await writeFile(join(paths.clientDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await Promise.all([
    buildServer(mode, paths),
    mode === 'production' ? precompress(paths.assetsDir) : null,
  ]);
  return manifest;
}

async function totalSize(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => stat(join(entry.parentPath, entry.name))),
  );
  return sizes.reduce((sum, { size }) => sum + size, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const manifest = await build(process.argv.includes('--dev') ? 'development' : 'production');
  const kilobytes = ((await totalSize(outputPaths(defaultDistDir).assetsDir)) / 1024).toFixed(0);
  console.log(
    `Built apps/web in ${Math.round(performance.now() - started)} ms: entry ${manifest.entry.js}, ` +
      `${Object.keys(manifest.pages).length} pages, ${kilobytes} KB of assets (with .br/.gz).`,
  );
}
