import { nodePreset } from '@joblane/vitest-config';

// Packing, installing and a browser take tens of seconds on two shared cores. The install reuses
// the workspace's build of better-sqlite3 (README, "Native builds"); should it have to compile,
// that alone takes minutes while turbo runs other tasks, hence the hook's upper bound.
export default nodePreset({ test: { testTimeout: 60_000, hookTimeout: 600_000 } });
