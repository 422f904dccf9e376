import { reactPreset } from '@joblane/vitest-config';

export default reactPreset({
  test: {
    setupFiles: ['./src/test/setup.ts'],
    // One happy-dom document and module graph per worker, not per file: the setup unmounts what
    // each test rendered, and the files pass in any order (`--sequence.shuffle.files`). On CI's
    // two busy cores a fresh environment per file took the suite from about 1 to 10 minutes.
    isolate: false,
  },
});
