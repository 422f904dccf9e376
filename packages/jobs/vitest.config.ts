import { nodePreset } from '@joblane/vitest-config';

export default nodePreset({ test: { testTimeout: 30_000 } });
