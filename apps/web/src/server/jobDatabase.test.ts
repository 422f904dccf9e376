import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { loadConfig } from './config.ts';
import { openConfiguredJobDatabase } from './jobDatabase.ts';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('openConfiguredJobDatabase', () => {
  it('leaves a new database empty without SAMPLE_JOBS (a production start seeds nothing)', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'joblane-db-'));
    const config = loadConfig({ DATABASE_PATH: join(dataDir, 'jobs.db') }, dataDir);
    const database = await openConfiguredJobDatabase(config);
    expect(await database.store.countActive()).toBe(0);
    await database.close();
  });

  it('fills a new database with SAMPLE_JOBS sample jobs, once', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'joblane-db-'));
    const env = { DATABASE_PATH: join(dataDir, 'jobs.db'), SAMPLE_JOBS: '40' };
    const first = await openConfiguredJobDatabase(loadConfig(env, dataDir));
    expect(await first.store.countActive()).toBe(40);
    await first.close();
    // A second start finds jobs and adds none, whatever SAMPLE_JOBS says now.
    const second = await openConfiguredJobDatabase(
      loadConfig({ ...env, SAMPLE_JOBS: '80' }, dataDir),
    );
    expect(await second.store.countActive()).toBe(40);
    await second.close();
  });
});
