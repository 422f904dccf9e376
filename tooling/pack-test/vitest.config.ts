import { nodePreset } from '@joblane/vitest-config';

// Packing, installing and a browser take tens of seconds on two shared cores; on a new machine the
// install compiles better-sqlite3 too (a minute alone, several while turbo runs other tasks).
export default nodePreset({ test: { testTimeout: 60_000, hookTimeout: 600_000 } });
