import { nodePreset } from '@joblane/vitest-config';

// The queue tests run on SQLite and PostgreSQL: one throwaway PostgreSQL cluster for the run.
export default nodePreset({ test: { globalSetup: ['@joblane/database/testing/global-setup'] } });
