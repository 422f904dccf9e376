import { nodePreset } from '@joblane/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Server code and pages run in Node; vanilla-extract compiles the real `.css.ts` files.
export default nodePreset({
  plugins: [vanillaExtractPlugin()],
  test: { testTimeout: 90_000, hookTimeout: 90_000 },
});
