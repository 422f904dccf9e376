import { reactPreset } from '@joblane/vitest-config';

export default reactPreset({ test: { setupFiles: ['./src/test/setup.ts'] } });
