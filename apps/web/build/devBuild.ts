// The dev loop's incremental build (build/dev.ts): esbuild contexts for the site's client, the
// standalone gallery, the reload client and the server, kept alive across edits. An edit rebuilds
// only the contexts whose inputs it touched, and the result says what changed (server code,
// client code, or stylesheets alone) so the loop restarts, reloads or swaps no more than needed.
// Production builds (build.ts) do not use any of this.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';

import type { BuildManifest } from '../src/document/manifest.ts';
import {
  appRoot,
  buildFonts,
  bundlesOf,
  clientBuildOptions,
  outputPaths,
  pageFiles,
  pageIdOf,
  pageRulesBeside,
  serverBuildOptions,
  serverEntryPoints,
  standalonePages,
  writeHashed,
  ASSETS_URL,
  type OutputPaths,
} from './build.ts';

/**
 * Results of a plugin's `onLoad` kept across rebuilds until a file they came from changes.
 * vanilla-extract compiles every `.css.ts` file again on each rebuild otherwise (an esbuild build
 * and an evaluation per file: most of a rebuild's time).
 */
export class LoadCache {
  private readonly entries = new Map<string, { result: esbuild.OnLoadResult; files: string[] }>();

  /** Wraps `plugin` so its file loads are answered from this cache when nothing changed. */
  wrap(plugin: esbuild.Plugin): esbuild.Plugin {
    return {
      name: `${plugin.name}-cached`,
      setup: (build) =>
        plugin.setup({
          ...build,
          onLoad: (options, callback) =>
            build.onLoad(options, async (args) => {
              if (args.namespace !== 'file') return callback(args);
              const key = `${args.path}?${args.suffix}`;
              const cached = this.entries.get(key);
              if (cached !== undefined) return cached.result;
              const result = await callback(args);
              if (result !== null && result !== undefined && result.errors === undefined) {
                this.entries.set(key, {
                  result,
                  files: [args.path, ...(result.watchFiles ?? [])].map((file) => resolve(file)),
                });
              }
              return result;
            }),
        }),
    };
  }

  /** Forgets the loads that read any of `files`; returns whether it forgot any. */
  invalidate(files: ReadonlySet<string>): boolean {
    let forgot = false;
    for (const [key, entry] of this.entries) {
      if (entry.files.some((file) => files.has(file))) {
        this.entries.delete(key);
        forgot = true;
      }
    }
    return forgot;
  }

  /** Every file a cached load read. */
  files(): Set<string> {
    return new Set([...this.entries.values()].flatMap((entry) => entry.files));
  }
}

export const bundleNames = ['site', 'gallery', 'devClient', 'server'] as const;
export type BundleName = (typeof bundleNames)[number];

/** Output path -> esbuild's hash of its contents. */
type Outputs = Map<string, string>;

interface Bundle {
  name: BundleName;
  context: esbuild.BuildContext<{ write: false; metafile: true }>;
  cache: LoadCache;
  /** Absolute paths of the files the last successful build read; null before one. */
  inputs: Set<string> | null;
  outputs: Outputs;
  /** The page files the site's context was made for. */
  pages?: string[];
}

export interface RebuildResult {
  /** The bundles rebuilt, and how long the whole rebuild took. */
  rebuilt: BundleName[];
  ms: number;
  /** The server's code changed: restart it. */
  serverChanged: boolean;
  /** Client JavaScript changed (pages reload). */
  clientChanged: boolean;
  /** Linked stylesheets changed. */
  stylesheetsChanged: boolean;
  /**
   * Only vanilla-extract stylesheets changed, and the server's output with them did not: their
   * class names and exports are the same, so the client's code is too (its files differ only in
   * the CSS they carry in their import paths). Swapping stylesheets is enough.
   */
  stylesOnly: boolean;
  /** Build errors (the previous build keeps being served). */
  errors: string[];
}

export interface RebuildHooks {
  /**
   * The server bundle is written (the client bundles may still be building); `changed`: its
   * code changed. The server's output is on disk even if a client bundle then fails.
   */
  onServerWritten?: (changed: boolean) => void;
}

export interface DevBuild {
  paths: OutputPaths;
  /** Modules the server bundle leaves to node_modules (the dev runner loads them early). */
  serverExternals(): string[];
  /**
   * Rebuilds what `changed` (absolute paths) affects, of the bundles `only` names (all by
   * default); everything when `changed` is null.
   */
  rebuild(
    changed: ReadonlySet<string> | null,
    only?: readonly BundleName[],
    hooks?: RebuildHooks,
  ): Promise<RebuildResult>;
  dispose(): Promise<void>;
}

/** The name of the module the server imports the kit docs by (build/kitDocs.ts). */
const KIT_DOCS_MODULE = /^virtual:kit-docs$/;

/**
 * In development the server reads the kit docs from `docsFile` when a gallery page asks (the dev
 * loop extracts them apart, see build/dev.ts), so extracting them never holds up a rebuild and a
 * docs change needs no server restart.
 */
function devKitDocsPlugin(docsFile: string): esbuild.Plugin {
  const code = `import { readFileSync, statSync } from 'node:fs';
const file = ${JSON.stringify(docsFile)};
let read;
export default {
  get pages() {
    let stamp;
    try {
      const { mtimeMs, size } = statSync(file);
      stamp = mtimeMs + ':' + size;
    } catch {
      throw new Error('The kit docs are still being extracted (pnpm dev); this page reloads when they are ready.');
    }
    if (read?.stamp !== stamp) read = { stamp, pages: JSON.parse(readFileSync(file, 'utf8')).docs.pages };
    return read.pages;
  },
};`;
  return {
    name: 'joblane-dev-kit-docs',
    setup(build) {
      build.onResolve({ filter: KIT_DOCS_MODULE }, ({ path }) => ({
        path,
        namespace: 'joblane-dev-kit-docs',
      }));
      build.onLoad({ filter: /.*/, namespace: 'joblane-dev-kit-docs' }, () => ({
        contents: code,
        loader: 'js',
        resolveDir: appRoot,
      }));
    },
  };
}

async function siteContext(paths: OutputPaths, cache: LoadCache, pages: string[]) {
  const options = clientBuildOptions('development', paths.assetsDir);
  return esbuild.context({
    ...options,
    entryPoints: {
      entry: 'src/client/entry.tsx',
      ...Object.fromEntries(pages.map((file) => [`page-${pageIdOf(file)}`, file])),
    },
    // esbuild's own splitting: the production build's one-shared-chunk rule (build/chunks.ts)
    // needs a whole-graph pass first, and only matters for the bytes a visitor downloads.
    splitting: true,
    write: false,
    metafile: true,
    plugins: options.plugins.map((plugin) => cache.wrap(plugin)),
  });
}

/**
 * Leaves every package from node_modules out of the development server bundle, imported by its
 * absolute path (the production build bundles the workspace packages' dependencies, which the app
 * could not resolve by name). Linking them again on every rebuild was most of the server's
 * rebuild time (@zxcvbn-ts's dictionaries, nodemailer, kysely: 3 MB). vanilla-extract stays
 * bundled, as in production.
 */
function dependenciesByPathPlugin(): esbuild.Plugin {
  return {
    name: 'joblane-dev-dependencies-by-path',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'by-path' || args.path.startsWith('node:')) return undefined;
        if (args.path.startsWith('@vanilla-extract/') || args.path.startsWith('virtual:')) {
          return undefined;
        }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'by-path',
        });
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        if (!resolved.path.includes(`${sep}node_modules${sep}`)) return undefined;
        return { path: resolved.path, external: true };
      });
    },
  };
}

function galleryContext(paths: OutputPaths, cache: LoadCache) {
  const options = clientBuildOptions('development', paths.assetsDir);
  return esbuild.context({
    ...options,
    entryPoints: Object.fromEntries(
      Object.entries(standalonePages).map(([pageId, entry]) => [`page-${pageId}`, entry]),
    ),
    splitting: false,
    write: false,
    metafile: true,
    plugins: options.plugins.map((plugin) => cache.wrap(plugin)),
  });
}

function devClientContext(paths: OutputPaths) {
  return esbuild.context({
    absWorkingDir: appRoot,
    entryPoints: { client: 'src/client/devReload.ts' },
    outdir: join(paths.clientDir, 'dev'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome111', 'firefox114', 'safari16.4'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
}

async function serverContext(paths: OutputPaths, cache: LoadCache, docsFile: string) {
  const options = await serverBuildOptions(
    'development',
    {
      ...serverEntryPoints,
      devRunner: 'src/server/devRunner.ts',
      devStart: 'src/server/devStart.ts',
    },
    paths.serverDir,
  );
  return esbuild.context({
    ...options,
    write: false,
    metafile: true,
    plugins: [
      dependenciesByPathPlugin(),
      cache.wrap(vanillaExtractPlugin({ identifiers: 'debug', outputCss: false })),
      devKitDocsPlugin(docsFile),
    ],
  });
}

/** One bundle's esbuild context, with a load cache of its own. */
async function createBundle(
  name: BundleName,
  paths: OutputPaths,
  docsFile: string,
): Promise<Bundle> {
  const cache = new LoadCache();
  const bundle = { name, cache, inputs: null, outputs: new Map() };
  switch (name) {
    case 'site': {
      const pages = await pageFiles();
      return { ...bundle, pages, context: await siteContext(paths, cache, pages) };
    }
    case 'gallery':
      return { ...bundle, context: await galleryContext(paths, cache) };
    case 'devClient':
      return { ...bundle, context: await devClientContext(paths) };
    case 'server':
      return { ...bundle, context: await serverContext(paths, cache, docsFile) };
  }
}

/** Writes the outputs whose contents changed and deletes those the build no longer has. */
async function writeOutputs(bundle: Bundle, files: OutputContents) {
  const previous = bundle.outputs;
  const next: Outputs = new Map();
  const writes: Promise<void>[] = [];
  for (const [path, file] of files) {
    next.set(path, file.hash);
    if (previous.get(path) === file.hash) continue;
    writes.push(
      mkdir(dirname(path), { recursive: true }).then(() => writeFile(path, file.contents)),
    );
  }
  for (const path of previous.keys()) {
    if (!next.has(path)) writes.push(rm(path, { force: true }));
  }
  await Promise.all(writes);
  const changed =
    [...next].some(([path, hash]) => previous.get(path) !== hash && extname(path) !== '.map') ||
    [...previous.keys()].some((path) => !next.has(path) && extname(path) !== '.map');
  bundle.outputs = next;
  return changed;
}

/** Writes a client bundle's files; says whether its JavaScript changed. */
async function writeJavaScript(bundle: Bundle, files: OutputContents) {
  const before = [...bundle.outputs].filter(([path]) => extname(path) === '.js');
  await writeOutputs(bundle, files);
  const after = [...bundle.outputs].filter(([path]) => extname(path) === '.js');
  return JSON.stringify(before) !== JSON.stringify(after);
}

function inputsOf(metafile: esbuild.Metafile, cache: LoadCache): Set<string> {
  const inputs = new Set<string>();
  for (const path of Object.keys(metafile.inputs)) {
    // Plugin namespaces (`vanilla-extract-css-ns:...`) are not files.
    if (/^[a-z-]+:/.test(path)) continue;
    inputs.add(resolve(appRoot, path));
  }
  for (const file of cache.files()) inputs.add(file);
  return inputs;
}

const affects = (bundle: Bundle, changed: ReadonlySet<string> | null) =>
  changed === null ||
  bundle.inputs === null ||
  [...changed].some((file) => bundle.inputs!.has(file));

/** The modules the server bundle imports from outside it (node builtins aside). */
function externalsOf(server: BuiltBundle): string[] {
  return [
    ...new Set(
      Object.values(server.metafile.outputs).flatMap((output) =>
        output.imports
          .filter((imported) => imported.external && !imported.path.startsWith('node:'))
          .map((imported) => imported.path),
      ),
    ),
  ].sort();
}

type BuiltBundle = esbuild.BuildResult<{ write: false; metafile: true }>;

/**
 * Puts the site's pages into the manifest `next` and trims the files to write as the production
 * build does: a page's stylesheet keeps only what the entry's lacks, and stylesheets no document
 * links are not written. Returns the files to write.
 */
function addSiteToManifest(
  next: BuildManifest,
  siteResult: BuiltBundle,
  pages: string[],
  assetsDir: string,
): OutputContents {
  const fileOf = (href: string) => join(assetsDir, href.slice(ASSETS_URL.length));
  const files = filesOf(siteResult);
  const bundle = bundlesOf(siteResult.metafile, assetsDir);
  next.entry = bundle('src/client/entry.tsx');
  const standalone = Object.entries(next.pages).filter(([, page]) => page.standalone === true);
  next.pages = Object.fromEntries([
    ...pages.map((file) => [pageIdOf(file), bundle(file)] as const),
    ...standalone,
  ]);
  const cssText = (href: string) => textOf(files.get(fileOf(href)));
  const ownRules = pageRulesBeside(next.entry.css.map(cssText));
  for (const page of Object.values(next.pages)) {
    if (page.standalone === true) continue;
    const kept: string[] = [];
    for (const href of page.css) {
      const own = ownRules(cssText(href));
      if (own === null) continue;
      files.set(fileOf(href), { hash: hashOf(own), contents: own });
      kept.push(href);
    }
    page.css = kept;
  }
  const linked = new Set([
    ...next.entry.css,
    ...Object.values(next.pages).flatMap((page) => page.css),
  ]);
  for (const path of files.keys()) {
    const href = ASSETS_URL + relative(assetsDir, path);
    if (extname(path) === '.css' && !linked.has(href)) files.delete(path);
    if (extname(path) === '.map' && path.endsWith('.css.map') && !linked.has(href.slice(0, -4)))
      files.delete(path);
  }
  return files;
}

/** Builds the chosen bundles at once; collects build errors as messages instead of throwing. */
async function buildBundles(
  chosen: Bundle[],
  errors: string[],
  writeServer: (result: BuiltBundle) => Promise<void>,
): Promise<Map<BundleName, BuiltBundle> | null> {
  const results = await Promise.all(
    chosen.map(async (bundle) => {
      try {
        const result = await bundle.context.rebuild();
        bundle.inputs = inputsOf(result.metafile, bundle.cache);
        // The server is written as soon as it is built: a new server process can start on it
        // while the client bundles are still being built.
        if (bundle.name === 'server') await writeServer(result);
        return { bundle, result };
      } catch (error) {
        const failure = error as esbuild.BuildFailure;
        const messages =
          failure.errors === undefined
            ? [String(error)]
            : await esbuild.formatMessages(failure.errors, { kind: 'error', color: false });
        errors.push(...messages.map((message) => `${bundle.name}: ${message}`));
        return null;
      }
    }),
  );
  if (errors.length > 0) return null;
  return new Map(results.map((entry) => [entry!.bundle.name, entry!.result]));
}

/** Creates the contexts; nothing is built until the first `rebuild`. */
export async function createDevBuild(options: {
  distDir: string;
  /** Where the server reads the kit docs from (see `devKitDocsPlugin`). */
  docsFile: string;
}): Promise<DevBuild> {
  const paths = outputPaths(options.distDir);
  await rm(paths.clientDir, { recursive: true, force: true });
  await rm(paths.serverDir, { recursive: true, force: true });
  await mkdir(paths.assetsDir, { recursive: true });
  const fonts = await buildFonts(paths.assetsDir);
  const icon = {
    ...(await writeHashed(
      paths.assetsDir,
      'icon.svg',
      await readFile(join(appRoot, 'src', 'assets', 'icon.svg')),
    )),
    type: 'image/svg+xml',
  };

  const bundles = await Promise.all(
    bundleNames.map((name) => createBundle(name, paths, options.docsFile)),
  );
  const byName = new Map(bundles.map((bundle) => [bundle.name, bundle]));
  let manifest: BuildManifest | null = null;
  let manifestText = '';
  let externals: string[] = [];

  /** A page added or removed changes the site's entry points: its context is made anew. */
  async function recreateSiteIfPagesChanged(only: readonly BundleName[]) {
    const site = byName.get('site')!;
    const pages = await pageFiles();
    let recreated = false;
    if (only.includes('site') && pages.join() !== site.pages?.join()) {
      await site.context.dispose();
      site.context = await siteContext(paths, site.cache, pages);
      site.pages = pages;
      recreated = true;
    }
    return { pages, recreated };
  }

  async function writeServer(
    server: BuiltBundle,
    changed: ReadonlySet<string> | null,
    outcome: RebuildResult,
  ) {
    outcome.serverChanged = await writeOutputs(byName.get('server')!, filesOf(server));
    const serverInputs = byName.get('server')!.inputs!;
    // Files no bundle reads (an editor's backup file, say) changed nothing.
    const read = [...(changed ?? [])].filter((file) =>
      bundles.some((bundle) => bundle.inputs?.has(file) === true),
    );
    outcome.stylesOnly =
      !outcome.serverChanged &&
      read.length > 0 &&
      read.every((file) => file.endsWith('.css.ts') && serverInputs.has(file));
    externals = externalsOf(server);
  }

  /** Writes the client bundles built and the manifest that links them. */
  async function writeClient(
    built: Map<BundleName, BuiltBundle>,
    pages: string[],
    outcome: RebuildResult,
  ) {
    const devClient = built.get('devClient');
    if (devClient !== undefined) {
      const devClientChanged = await writeOutputs(byName.get('devClient')!, filesOf(devClient));
      outcome.clientChanged ||= devClientChanged;
    }

    const siteResult = built.get('site');
    const galleryResult = built.get('gallery');
    if (siteResult === undefined && galleryResult === undefined) return;
    const next: BuildManifest =
      manifest === null
        ? { entry: { js: '', css: [], imports: [] }, pages: {}, fonts, icon }
        : structuredClone(manifest);
    if (siteResult !== undefined) {
      const files = addSiteToManifest(next, siteResult, pages, paths.assetsDir);
      const siteChanged = await writeJavaScript(byName.get('site')!, files);
      outcome.clientChanged ||= siteChanged;
    }
    if (galleryResult !== undefined) {
      const bundle = bundlesOf(galleryResult.metafile, paths.assetsDir);
      for (const [pageId, entry] of Object.entries(standalonePages)) {
        next.pages[pageId] = { ...bundle(entry), standalone: true };
      }
      const galleryChanged = await writeJavaScript(byName.get('gallery')!, filesOf(galleryResult));
      outcome.clientChanged ||= galleryChanged;
    }
    const text = `${JSON.stringify(next, null, 2)}\n`;
    if (text !== manifestText) {
      outcome.stylesheetsChanged =
        stylesheetsOf(next) !== (manifest === null ? '' : stylesheetsOf(manifest));
      // Whole or not at all: the server reads it on every document.
      const manifestPath = join(paths.clientDir, 'manifest.json');
      await writeFile(`${manifestPath}.tmp`, text);
      await rename(`${manifestPath}.tmp`, manifestPath);
      manifest = next;
      manifestText = text;
    }
  }

  async function rebuild(
    changed: ReadonlySet<string> | null,
    only: readonly BundleName[] = bundleNames,
    hooks: RebuildHooks = {},
  ): Promise<RebuildResult> {
    const started = performance.now();
    const candidates = bundles.filter((bundle) => only.includes(bundle.name));
    if (changed !== null) for (const bundle of candidates) bundle.cache.invalidate(changed);
    const { pages, recreated: siteRecreated } = await recreateSiteIfPagesChanged(only);
    const chosen = candidates.filter(
      (bundle) => affects(bundle, changed) || (bundle.name === 'site' && siteRecreated),
    );
    const errors: string[] = [];
    const outcome: RebuildResult = {
      rebuilt: chosen.map(({ name }) => name),
      ms: 0,
      serverChanged: false,
      clientChanged: false,
      stylesheetsChanged: false,
      stylesOnly: false,
      errors,
    };
    const built = await buildBundles(chosen, errors, async (server) => {
      await writeServer(server, changed, outcome);
      hooks.onServerWritten?.(outcome.serverChanged);
    });
    if (built !== null) await writeClient(built, pages, outcome);
    outcome.ms = Math.round(performance.now() - started);
    return outcome;
  }

  return {
    paths,
    serverExternals: () => externals,
    rebuild,
    async dispose() {
      await Promise.all(bundles.map((bundle) => bundle.context.dispose()));
    },
  };
}

type OutputContents = Map<string, { hash: string; contents: Uint8Array | string }>;

function filesOf(result: esbuild.BuildResult<{ write: false; metafile: true }>): OutputContents {
  return new Map(
    result.outputFiles.map((file) => [file.path, { hash: file.hash, contents: file.contents }]),
  );
}

function textOf(file: { contents: Uint8Array | string } | undefined): string {
  if (file === undefined) return '';
  return typeof file.contents === 'string'
    ? file.contents
    : new TextDecoder().decode(file.contents);
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Every stylesheet some document links, in order: what a CSS-only change changes. */
function stylesheetsOf(manifest: BuildManifest): string {
  return JSON.stringify([
    manifest.fonts.css,
    manifest.entry.css,
    Object.entries(manifest.pages).map(([id, page]) => [id, page.css]),
  ]);
}
