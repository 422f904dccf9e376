import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { BuildManifest } from '../src/document/manifest.ts';

// Where the app and its build are, with nothing of the app imported: browser and socket tests
// run the built server in a child process and load only this.

export const appRoot = resolve(import.meta.dirname, '..');
export const clientDir = join(appRoot, 'dist', 'client');

/** The real client build (the `test` task depends on `build`). */
export function builtManifest(): BuildManifest {
  const path = join(clientDir, 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(
      'apps/web is not built: run `pnpm build` in apps/web (turbo runs it before test).',
    );
  }
  return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
}

/**
 * The one file of the site's split build with Autosuggest's code (the where field loads it on
 * first focus). Files are named by their hash alone, so it is found by what it holds; the
 * standalone gallery, which bundles everything it uses, is left out.
 */
export function autosuggestChunk(): string {
  const assets = join(clientDir, 'assets');
  const standalone = new Set(
    Object.values(builtManifest().pages)
      .filter((page) => page.standalone === true)
      .map((page) => page.js.split('/').at(-1)),
  );
  const found = readdirSync(assets).filter(
    (file) =>
      file.endsWith('.js') &&
      !standalone.has(file) &&
      readFileSync(join(assets, file), 'utf8').includes('Use up and down arrow keys to navigate'),
  );
  if (found.length !== 1) throw new Error(`expected one Autosuggest chunk, found ${found.length}`);
  return found[0]!;
}
