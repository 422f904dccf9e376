/**
 * What each page of the production build makes the browser fetch, and where those bytes come
 * from: `pnpm size` (after `pnpm build`) in apps/web. `--page jobs` narrows the breakdown to one
 * page; `--modules` lists every module of it instead of grouping them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import type { Metafile } from 'esbuild';

import { assetsForPage, type BuildManifest } from '../src/document/manifest.ts';
import { appRoot, defaultDistDir } from './build.ts';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Bytes of an asset as a browser receives it: the build's compressed twin, else the file. */
function transferred(clientDir: string, href: string, encoding: 'br' | 'gz'): number {
  const file = join(clientDir, href);
  if (existsSync(`${file}.${encoding}`)) return readFileSync(`${file}.${encoding}`).length;
  const raw = readFileSync(file);
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(raw, { level: 9 });
  return Math.min(raw.length, compressed.length);
}

/**
 * The group a module of the bundle belongs to: a dependency by package name, a kit component by
 * its folder, this app's code by its folder.
 */
export function moduleGroup(input: string): string {
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
    input,
  );
  if (dependency !== null) return dependency[1]!;
  const workspace = /(?:^|\/)packages\/([^/]+)\/src\/(?:([^/.]+)\/)?/.exec(input);
  if (workspace !== null) {
    const [, name, folder] = workspace;
    return name === 'ui' && folder !== undefined ? `ui/${folder}` : `@joblane/${name}`;
  }
  const app = /^src\/([^/]+)\//.exec(input);
  if (app !== null) return `web/${app[1]}`;
  return input;
}

/** A module's path without the store's folders: `react-dom/cjs/...`, `packages/ui/src/...`. */
function shortModuleName(input: string): string {
  return input.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
}

export interface PageSize {
  page: string;
  files: { href: string; raw: number; gzip: number; brotli: number }[];
  /** Minified bytes each group of modules puts in the page's files. */
  groups: Map<string, number>;
}

export function pageSize(
  manifest: BuildManifest,
  metafile: Metafile,
  clientDir: string,
  page: string,
  byModule = false,
): PageSize {
  const assets = assetsForPage(manifest, page);
  const hrefs = [...new Set([assets.entry, ...assets.modulePreloads])];
  const groups = new Map<string, number>();
  const files = hrefs.map((href) => {
    const output = Object.entries(metafile.outputs).find(([path]) =>
      path.endsWith(href.replace(/^\/assets\//, '/')),
    );
    for (const [input, { bytesInOutput }] of Object.entries(output?.[1].inputs ?? {})) {
      if (bytesInOutput === 0) continue;
      const group = byModule ? shortModuleName(input) : moduleGroup(input);
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    }
    return {
      href,
      raw: readFileSync(join(clientDir, href)).length,
      gzip: transferred(clientDir, href, 'gz'),
      brotli: transferred(clientDir, href, 'br'),
    };
  });
  return { page, files, groups };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    )
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { page: { type: 'string', default: 'jobs' }, modules: { type: 'boolean' } },
  });
  const clientDir = join(defaultDistDir, 'client');
  const metaPath = join(defaultDistDir, 'meta', 'client.json');
  if (!existsSync(metaPath)) {
    console.error(`No build in ${defaultDistDir}: run \`pnpm build\` in ${appRoot} first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(
    readFileSync(join(clientDir, 'manifest.json'), 'utf8'),
  ) as BuildManifest;
  const metafile = JSON.parse(readFileSync(metaPath, 'utf8')) as Metafile;

  const rows = [['page', 'files', 'minified', 'gzip', 'brotli']];
  for (const page of Object.keys(manifest.pages).sort()) {
    const { files } = pageSize(manifest, metafile, clientDir, page);
    const sum = (key: 'raw' | 'gzip' | 'brotli') =>
      files.reduce((total, file) => total + file[key], 0);
    rows.push([page, String(files.length), kb(sum('raw')), kb(sum('gzip')), kb(sum('brotli'))]);
  }
  console.log(`JavaScript each page's document loads (entry, page module, shared chunks):\n`);
  console.log(table(rows));

  const page = values.page;
  if (manifest.pages[page]?.standalone === true) {
    console.log(`\n"${page}" has a bundle of its own (see build/build.ts); no breakdown.`);
  } else {
    const { files, groups } = pageSize(manifest, metafile, clientDir, page, values.modules);
    console.log(`\nThe files of "${page}":\n`);
    console.log(
      table([
        ['file', 'minified', 'gzip', 'brotli'],
        ...files.map((file) => [file.href, kb(file.raw), kb(file.gzip), kb(file.brotli)]),
      ]),
    );
    console.log(`\nWhat "${page}" loads, by ${values.modules ? 'module' : 'group'} (minified):\n`);
    const total = [...groups.values()].reduce((sum, bytes) => sum + bytes, 0);
    console.log(
      table([
        [values.modules ? 'module' : 'group', 'minified', 'share'],
        ...[...groups]
          .sort((a, b) => b[1] - a[1])
          .map(([group, bytes]) => [group, kb(bytes), `${((bytes / total) * 100).toFixed(1)} %`]),
        ['total', kb(total), ''],
      ]),
    );
  }
}
