import type { ViteUserConfig } from 'vitest/config';

/** Tests of code that runs on Node.js (servers, stores, CLIs, pure functions). */
export function nodePreset(overrides?: ViteUserConfig): ViteUserConfig;
/** Tests of React components: happy-dom plus vanilla-extract compiling real `.css.ts` files. */
export function reactPreset(overrides?: ViteUserConfig): ViteUserConfig;
