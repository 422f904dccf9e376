import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';

import { latestVersion } from './migrations.ts';

const script = fileURLToPath(new URL('./test/openStores.ts', import.meta.url));
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

it('opens a new file from several processes at once: each migrates it or waits, none fails', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'jobs-open-'));
  folders.push(folder);
  const paths = Array.from({ length: 30 }, (_, i) => join(folder, `jobs-${i}.db`));
  // Every process starts on the first file at the same moment (after their own start-up, which
  // takes a few seconds), then goes through the same new files: their opens keep meeting.
  const startAt = Date.now() + 8000;
  const children = Array.from({ length: 4 }, () =>
    spawn(process.execPath, ['--import', 'tsx', script, String(startAt), ...paths], {
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  const results = await Promise.all(
    children.map(async (child) => {
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      return { code, stderr };
    }),
  );
  // Before, a process that read the new file's version just before another migrated it failed on
  // the other's tables ("table jobs already exists": every run), and switching the file to WAL
  // while another process was in it failed at once ("database is locked": one run in four).
  expect(results).toEqual(children.map(() => ({ code: 0, stderr: '' })));
  for (const path of paths) {
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(latestVersion);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }
}, 120_000);
