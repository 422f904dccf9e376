import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { openRelationalDatabase } from '@joblane/database';
import { listOutbox, readOutboxMessage } from '@joblane/mail';
import { readAlertUnsubscribeToken, type SeekerTables } from '@joblane/seekers';
import { afterEach, describe, expect, it } from 'vitest';

import { demoAccounts } from '../../src/services/demoAccounts.ts';
import { appRoot } from '../paths.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';

// The alert sender as deployed: the built server's scheduler and the built one-shot command,
// searching in the search pool, writing digests to the outbox.
const run = promisify(execFile);
const SECRET = 'the socket test secret for unsubscribe links';

let server: RunningServer | undefined;
let dataDir = '';
afterEach(async () => {
  await server?.stop();
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

/** A saved search of the demo seeker, its alert on and due, watermark 40 days back. */
async function dueSearch(id: string, query: string) {
  const database = openRelationalDatabase({ sqlitePath: join(dataDir, 'records.db') });
  try {
    const db = database.as<SeekerTables & { users: { id: string; email: string } }>();
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.seeker.email)
      .executeTakeFirstOrThrow();
    const at = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await db
      .insertInto('saved_searches')
      .values({
        id,
        user_id: user.id,
        name: `Alert ${id}`,
        query,
        created_at: at,
        updated_at: at,
        alert_frequency: 'daily',
        alert_on_at: at,
        alert_watermark: at,
        alert_due_at: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
  } finally {
    await database.close();
  }
}

const env = () => ({
  LOG_LEVEL: 'warn',
  SAMPLE_JOBS: '300',
  DATABASE_PATH: join(dataDir, 'joblane.db'),
  ALERT_TOKEN_SECRET: SECRET,
  SEARCH_THREADS: '1',
});

async function alertMails() {
  const entries = await listOutbox(join(dataDir, 'outbox'));
  return Promise.all(
    entries
      .filter((entry) => entry.subject.includes(' for Alert '))
      .map(async (entry) => (await readOutboxMessage(join(dataDir, 'outbox'), entry.id))!),
  );
}

describe('saved-search alerts in the built server', () => {
  it('the scheduler sends a due digest once; the one-shot command then finds nothing due, and sends what comes due', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'joblane-alerts-socket-'));
    server = await startBuiltServer({ env: { ...env(), ALERT_INTERVAL_MS: '300' } });
    await dueSearch('in-server', '');
    const deadline = Date.now() + 20_000;
    let mails = await alertMails();
    while (mails.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mails = await alertMails();
    }
    // A few more ticks: still one digest.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    mails = await alertMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe(demoAccounts.seeker.email);
    expect(mail!.subject).toMatch(/^\d+ new jobs for Alert in-server$/u);
    const header = /^List-Unsubscribe:\s*<([^>]+)>\r?$/mu.exec(
      mail!.eml.replaceAll(/\r?\n[ \t]+/gu, ' '),
    );
    const token = new URL(header![1]!).searchParams.get('token');
    expect(readAlertUnsubscribeToken(SECRET, token)).toBe('in-server');
    await server.stop();
    server = undefined;

    // The command, with the server stopped: nothing is due until a new search comes due.
    const command = join(appRoot, 'dist', 'server', 'alerts.js');
    const idle = await run(process.execPath, [command], {
      cwd: appRoot,
      env: { ...process.env, ...env() },
    });
    expect(idle.stdout).toMatch(/^alerts: 0 saved searches due, 0 digests/mu);
    await dueSearch('by-command', 'keywords=manager');
    const sent = await run(process.execPath, [command], {
      cwd: appRoot,
      env: { ...process.env, ...env() },
    });
    expect(sent.stdout).toMatch(/^alerts: 1 saved search due, 1 digest \(\d+ jobs\), 0 failed/mu);
    expect(sent.stdout).toMatch(/mail: 1 sent/u);
    expect((await alertMails()).map((message) => message.subject).sort()).toEqual([
      expect.stringMatching(/ for Alert by-command$/u),
      expect.stringMatching(/ for Alert in-server$/u),
    ]);
    // The secret came from the environment: nothing was generated.
    await expect(readFile(join(dataDir, 'alert-token-secret'), 'utf8')).rejects.toThrow();
  }, 90_000);
});
