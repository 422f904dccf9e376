import { nodePreset } from '@joblane/vitest-config';

// One throwaway PostgreSQL cluster for the whole run; every test file makes its own database in it.
export default nodePreset({ test: { globalSetup: ['./src/testing/globalSetup.ts'] } });
