import { nodePreset } from '@joblane/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

import { kitDocsVitePlugin } from './build/kitDocs.ts';

// Server code and pages run in Node; vanilla-extract compiles the real `.css.ts` files, and the
// gallery's `virtual:kit-docs` is extracted from the kit as the build does.
export default nodePreset({
  plugins: [vanillaExtractPlugin(), kitDocsVitePlugin()],
});
