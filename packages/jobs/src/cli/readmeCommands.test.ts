import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'jobs-readme-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lines of the README's "Command line" code block, as a reader would copy them. */
function readmeCommands(): string[] {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Command line'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block.split('\n').filter((line) => line.startsWith('pnpm '));
}

/** `pnpm` as the README means it: the one on the PATH, or the pinned one through npx. */
function pathWithPnpm(): string {
  const path = process.env.PATH ?? '';
  if (spawnSync('sh', ['-c', 'command -v pnpm'], { env: process.env }).status === 0) return path;
  const bin = join(dir, 'bin');
  rmSync(bin, { recursive: true, force: true });
  spawnSync('mkdir', ['-p', bin]);
  writeFileSync(join(bin, 'pnpm'), '#!/bin/sh\nexec npx -y pnpm@12.21.0 "$@"\n');
  chmodSync(join(bin, 'pnpm'), 0o755);
  return `${bin}:${path}`;
}

function posting(identifier: string) {
  return {
    '@type': 'JobPosting',
    identifier,
    title: 'Registered Nurse',
    description: '<p>Care for patients.</p>',
    datePosted: '2099-01-10',
    hiringOrganization: { name: 'Harbour Health' },
    jobLocation: { address: { addressLocality: 'Parramatta', addressRegion: 'NSW' } },
    occupationalCategory: 'Nursing - General Medical & Surgical',
    industry: 'Healthcare & Medical',
  };
}

describe('the README commands of the jobs CLIs', () => {
  it('run as written (against a temporary database and feeds)', () => {
    const commands = readmeCommands();
    expect(commands.some((line) => line.startsWith('pnpm seed '))).toBe(true);
    expect(commands.some((line) => line.startsWith('pnpm run import '))).toBe(true);
    const db = join(dir, 'jobs.db');
    writeFileSync(
      join(dir, 'feed.jsonl'),
      ['a', 'b'].map((id) => JSON.stringify(posting(id))).join('\n'),
    );
    writeFileSync(join(dir, 'feed.json'), JSON.stringify([posting('c'), posting('a')], null, 2));
    const env = { ...process.env, PATH: pathWithPnpm(), CI: '1' };
    for (const line of commands) {
      // The README's example files, in the temporary directory.
      const command = line
        .replaceAll(/(?<=\s)jobs\.db\b/g, db)
        .replaceAll(/(?<=\s)feed\.(jsonl?)\b/g, (_, ext: string) => join(dir, `feed.${ext}`));
      const run = spawnSync('sh', ['-c', command], { cwd: packageDir, env, encoding: 'utf8' });
      expect({ line, status: run.status, stderr: run.stderr }).toMatchObject({
        line,
        status: 0,
      });
      expect(run.stdout).toMatch(/added \d+ sample jobs|\d+ records: \d+ new, \d+ updated, 0 bad/);
    }
    const check = new Database(db, { readonly: true });
    const ids = check.prepare('SELECT id FROM jobs').pluck().all() as string[];
    check.close();
    expect(ids).toEqual(expect.arrayContaining(['a', 'b', 'c']));
    expect(ids.length).toBe(500 + 3);
  }, 120_000);
});
