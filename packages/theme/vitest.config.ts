import { reactPreset } from '@joblane/vitest-config';

// happy-dom + the vanilla-extract plugin: the `.css.ts` files compile for real, and
// `css: true` puts the generated stylesheet into the document so tests can read it.
export default reactPreset({ test: { css: true } });
