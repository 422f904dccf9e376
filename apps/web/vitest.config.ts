import { availableParallelism } from 'node:os';

import { nodePreset } from '@joblane/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

import { kitDocsVitePlugin } from './build/kitDocs.ts';

// Server code and pages run in Node; vanilla-extract compiles the real `.css.ts` files, and the
// gallery's `virtual:kit-docs` is extracted from the kit as the build does.
export default nodePreset({
  plugins: [vanillaExtractPlugin(), kitDocsVitePlugin()],
  test: {
    // One test file per core, at least two (Vitest's default is one fewer than the cores: one
    // file at a time on a 2-core machine). Most files here drive a browser and a server and wait
    // on them, so a file rarely keeps a core busy alone.
    maxWorkers: Math.max(2, availableParallelism()),
    // In CI a failed test runs once more before the run fails, as Playwright's own runner does
    // there: a browser, servers and a queue racing on two busy cores. The reporter marks such a
    // test "(retry x1)"; that is a race to fix (docs/tests.md), not a pass to forget.
    retry: process.env.CI ? 1 : 0,
  },
});
