import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';
import { expect, it } from 'vitest';

import { readmeTables } from './readmeTables.ts';

const START = '<!-- tokens:start (generated from joblaneTokens by test/readme.test.ts) -->';
const END = '<!-- tokens:end -->';

/** Table rows without the column padding prettier adds to the README. */
const normalise = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim().replace(/^:?-+:?$/, '---'))
            .join('|')
        : line.trim(),
    )
    .join('\n');

it('shows the current token values in the README (UPDATE_README=1 rewrites them)', async () => {
  const path = join(dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
  const readme = readFileSync(path, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  expect(start, 'README.md needs the tokens:start marker').toBeGreaterThan(-1);
  expect(end, 'README.md needs the tokens:end marker').toBeGreaterThan(start);
  const current = readme.slice(start + START.length, end).trim();
  const expected = readmeTables();
  if (process.env.UPDATE_README === '1' && normalise(current) !== normalise(expected)) {
    // Written as prettier (the package's lint) formats it, so `prettier --check` passes after.
    const updated = `${readme.slice(0, start + START.length)}\n\n${expected}\n\n${readme.slice(end)}`;
    const options = await resolveConfig(path);
    writeFileSync(path, await format(updated, { ...options, filepath: path }));
    return;
  }
  expect(normalise(current), 'README tables are stale: run UPDATE_README=1 pnpm test').toBe(
    normalise(expected),
  );
});
