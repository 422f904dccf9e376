// Plain JavaScript on purpose: vitest loads its config through Node, which cannot import
// TypeScript from a workspace package on Node 20.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, mergeConfig } from 'vitest/config';

const shared = {
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // CI runs every package's tests at once on two cores: a property test that takes one second
    // alone can take 30 there (seen: the organisation invariants). Generous limits still catch a
    // hang; speed lives in benches.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` waits for what another task, timer or process does. Vitest gives it 1 s,
    // which a mail worker's report once missed there (the mail queue's server test). It still
    // answers as soon as the condition holds.
    expect: { poll: { timeout: 15_000 } },
  },
};

/** Tests of code that runs on Node.js (servers, stores, CLIs, pure functions). */
export function nodePreset(overrides = {}) {
  return mergeConfig(defineConfig({ ...shared, test: { ...shared.test, environment: 'node' } }), overrides);
}

/**
 * Tests of React components: happy-dom, and vanilla-extract compiling the real `.css.ts` files
 * (styles are never mocked away, so class names in tests are the ones the build makes).
 */
export function reactPreset(overrides = {}) {
  return mergeConfig(
    defineConfig({
      ...shared,
      plugins: [vanillaExtractPlugin()],
      test: { ...shared.test, environment: 'happy-dom' },
    }),
    overrides,
  );
}
