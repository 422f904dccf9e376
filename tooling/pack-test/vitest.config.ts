import { nodePreset } from '@joblane/vitest-config';

// Packing, installing and a browser take tens of seconds on two shared cores.
export default nodePreset({ test: { testTimeout: 60_000, hookTimeout: 180_000 } });
