import { nodePreset } from '@joblane/vitest-config';

// Store tests run on SQLite and on a throwaway PostgreSQL cluster started once per run.
export default nodePreset({
  test: { globalSetup: ['@joblane/database/testing/global-setup'] },
});
