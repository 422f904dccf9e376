import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A throwaway PostgreSQL server on a Unix socket, for one test run. */
export interface PostgresCluster {
  /** A connection URL for a database of this cluster (`postgres` is always there). */
  url(database: string): string;
  stop(): Promise<void>;
}

/** Debian's server binaries (`apt-get install -y postgresql-15`), or `PG_BIN` when set. */
export function postgresBinDir(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      "The store tests need a PostgreSQL server: install Debian's `postgresql-15` " +
        '(`apt-get update && apt-get install -y postgresql-15`; the root `pnpm test` does this ' +
        'when it runs as root), or set PG_BIN to a folder with initdb and pg_ctl.',
    );
  }
  return join(root, newest, 'bin');
}

/** A throwaway folder for PostgreSQL servers, and a way to run the server's programs there. */
export interface PostgresWorkspace {
  /** The folder (owned by the `postgres` user when running as root): data and sockets go here. */
  dir: string;
  /** Runs one of the server's programs (`pg_ctl`, `pg_basebackup`, ...), as `postgres` when root. */
  exec(program: string, args: string[]): Promise<{ stdout: string; stderr: string }>;
  /** `initdb` of a new data folder: trust on the socket, user `postgres`, UTF-8, C locale. */
  initdb(data: string): Promise<void>;
}

/**
 * A new temporary folder to run PostgreSQL in. PostgreSQL refuses to run as root, so as root the
 * folder is given to the `postgres` system user and its programs run as that user.
 */
export async function postgresWorkspace(prefix = 'joblane-pg-'): Promise<PostgresWorkspace> {
  const bin = postgresBinDir();
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(uid.trim()), Number(gid.trim()));
  }
  const exec = (program: string, args: string[]) => {
    const file = join(bin, program);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  };
  return {
    dir,
    exec,
    initdb: async (data) => {
      await exec('initdb', [
        '-D',
        data,
        '-A',
        'trust',
        '-U',
        'postgres',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ]);
    },
  };
}

/**
 * initdb, then a server listening only on a socket in a new temporary folder (no TCP port, so
 * nothing outside this machine can reach it), tuned for tests (no fsync).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const { dir, exec, initdb } = await postgresWorkspace();
  const data = join(dir, 'data');
  const port = 20_000 + Math.floor(Math.random() * 40_000);
  await initdb(data);
  const settings = [
    `-k ${dir}`,
    "-c listen_addresses=''",
    `-p ${port}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  await exec('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  let stopped: Promise<void> | undefined;
  return {
    url: (database) =>
      `postgres://postgres@localhost:${port}/${encodeURIComponent(database)}?host=${encodeURIComponent(dir)}`,
    stop: () =>
      (stopped ??= (async () => {
        try {
          await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      })()),
  };
}
