import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { signUp } from '@joblane/accounts';
import { startPostgresCluster, type PostgresCluster } from '@joblane/database/testing';
import { auditLog, isModerator } from '@joblane/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDomainStores } from '../src/server/domainStores.ts';
import { appRoot } from './paths.ts';

// The real command (`pnpm admin`, bundled as dist/server/admin.js: build first) against a
// throwaway SQLite file and a throwaway PostgreSQL cluster.

const hashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const PASSWORD = 'violet harbour lantern 42';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(
  file: string,
  args: string[],
  env: Record<string, string>,
  cwd = appRoot,
): Promise<Run> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATABASE_PATH;
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, {
      cwd,
      env: { ...base, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const admin = (args: string[], env: Record<string, string>) =>
  run(process.execPath, [join(appRoot, 'dist', 'server', 'admin.js'), ...args], env);

type Target = { sqlitePath: string } | { url: string };

/** A seeker and an employer signed up on the target's records. */
async function seed(target: Target) {
  const records = await openDomainStores(target, { accounts: { hashing } });
  try {
    for (const [role, email] of [
      ['seeker', 'ana@example.com'],
      ['employer', 'ben@example.com'],
    ] as const) {
      const result = await signUp(records.accounts, {
        role,
        name: role === 'seeker' ? 'Ana Seeker' : 'Ben Employer',
        email,
        password: PASSWORD,
        ...(role === 'employer' ? { organisationName: 'Harbour Co' } : {}),
      });
      if (!result.ok || !result.created) throw new Error(`could not sign up ${email}`);
    }
  } finally {
    await records.close();
  }
}

/** The whole story, the same on each engine. */
async function story(target: Target, env: Record<string, string>) {
  const operator = { ...env, USER: 'ops-ana' };
  const unknown = await admin(['grant', 'nobody@example.com', 'moderator'], operator);
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('no account uses nobody@example.com');

  const granted = await admin(['grant', 'Ana@Example.com', 'moderator'], operator);
  expect(granted).toMatchObject({ code: 0, stderr: '' });
  expect(granted.stdout).toContain('ana@example.com (Ana Seeker, job seeker) is now a moderator');
  expect(granted.stdout).toContain('set up two-step sign-in at /account/two-step');
  const again = await admin(['grant', 'ana@example.com', 'moderator'], operator);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('is a moderator already: nothing changed');
  // An employer may be a moderator too.
  const employer = await admin(['grant', 'ben@example.com', 'moderator'], env);
  expect(employer.code).toBe(0);
  expect(employer.stdout).toContain('(Ben Employer, employer) is now a moderator');

  const listed = await admin(['list', 'moderators'], env);
  expect(listed.code).toBe(0);
  const lines = listed.stdout.trim().split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^ana@example\.com\tjob seeker\ttwo-step OFF.*by command-line:ops-ana$/);
  expect(lines[1]).toMatch(/^ben@example\.com\temployer\t/);

  const revoked = await admin(['revoke', 'ana@example.com', 'moderator'], operator);
  expect(revoked.code).toBe(0);
  expect(revoked.stdout).toContain('is no longer a moderator');
  const notOne = await admin(['revoke', 'ana@example.com', 'moderator'], operator);
  expect(notOne.code).toBe(0);
  expect(notOne.stdout).toContain('was not a moderator: nothing changed');

  for (const wrong of [[], ['grant', 'ana@example.com'], ['grant', 'ana@example.com', 'admin']]) {
    const usage = await admin(wrong, env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage:');
  }

  // Each change, and only a change, is in the audit log with who ran the command.
  const records = await openDomainStores(target, { accounts: { hashing } });
  try {
    const ana = (await records.accounts.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana@example.com')
      .executeTakeFirstOrThrow())!.id;
    expect(await isModerator(records.moderation, ana)).toBe(false);
    const entries = (await auditLog(records.moderation, { limit: 10 })).toReversed();
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['grant-moderator', 'command-line:ops-ana'],
      ['grant-moderator', expect.stringMatching(/^command-line/)],
      ['revoke-moderator', 'command-line:ops-ana'],
    ]);
    expect(entries[0]).toMatchObject({ targetType: 'user', targetId: ana });
  } finally {
    await records.close();
  }
}

describe('the admin command on SQLite', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'joblane-admin-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('grants, lists and revokes the moderator role, with clear messages and exit codes', async () => {
    // DATABASE_PATH is the job store; the records are `records.db` beside it, as the server has.
    await seed({ sqlitePath: join(dir, 'records.db') });
    await story({ sqlitePath: join(dir, 'records.db') }, { DATABASE_PATH: join(dir, 'jobs.db') });
  });

  it('runs as the README says, through pnpm from the repository root', async () => {
    const listed = await run(
      'npx',
      ['-y', 'pnpm@12.21.0', '--filter', '@joblane/web', 'admin', 'list', 'moderators'],
      { DATABASE_PATH: join(dir, 'jobs.db') },
      resolve(appRoot, '..', '..'),
    );
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/ben@example\.com\temployer/);
  });
});

describe('the admin command on PostgreSQL (DATABASE_URL)', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(() => cluster?.stop());

  it('grants, lists and revokes the moderator role there too', async () => {
    const url = cluster.url('postgres');
    await seed({ url });
    const dir = await mkdtemp(join(tmpdir(), 'joblane-admin-pg-'));
    try {
      await story({ url }, { DATABASE_URL: url, DATABASE_PATH: join(dir, 'jobs.db') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
