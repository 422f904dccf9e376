// Running the tools the tests drive: any command (failing with its output), and pnpm.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { parse } from 'yaml';

const execFileAsync = promisify(execFile);

/** The workspace root. */
export const workspace = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Runs a command to its end; a non-zero exit throws with the command's output. */
export async function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
) {
  try {
    return await execFileAsync(command, args, { cwd, env, maxBuffer: 32 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? ''}`,
      {
        cause: error,
      },
    );
  }
}

/** The pnpm that runs this test (turbo's), else the version the workspace pins, through npx. */
export async function pnpm(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const execPath = process.env.npm_execpath;
  if (execPath && basename(execPath).startsWith('pnpm')) {
    return /\.c?js$/.test(execPath)
      ? run(process.execPath, [execPath, ...args], cwd, env)
      : run(execPath, args, cwd, env);
  }
  const root = JSON.parse(await readFile(join(workspace, 'package.json'), 'utf8')) as {
    packageManager: string;
  };
  return run('npx', ['-y', root.packageManager, ...args], cwd, env);
}

/**
 * Where node-gyp finds the C++ headers to compile a native dependency (better-sqlite3) for the
 * Node.js that runs this test, without downloading them: `npm_config_nodedir` when it is set
 * (turbo passes it through to this task), else the headers installed with this Node.js itself
 * (`<prefix>/include/node`: Debian's `/usr`, the official tarballs, nvm). A machine whose npm
 * configuration says `nodedir` gets it through npx, but turbo's strict environment drops it, and
 * on a machine with nothing in its pnpm store node-gyp would then try to download headers.
 */
export function nodeHeadersDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.npm_config_nodedir) return env.npm_config_nodedir;
  const prefix = dirname(dirname(process.execPath));
  return existsSync(join(prefix, 'include', 'node', 'node.h')) ? prefix : undefined;
}

interface Lockfile {
  snapshots?: Record<string, { dependencies?: Record<string, string> } | null>;
}

/** `name@1.2.3(peer@4.5.6)` -> `['name', '1.2.3']`, for scoped names too. */
function nameAndVersion(snapshot: string): [string, string] {
  const at = snapshot.indexOf('@', 1);
  return [snapshot.slice(0, at), snapshot.slice(at + 1).replace(/\(.*$/, '')];
}

/**
 * The versions the workspace's lockfile resolved for `root` (`better-sqlite3@12.6.2`) and every
 * package under it, as `pnpm-workspace.yaml` overrides. A project that installs with these gets
 * the very dependency graph the workspace built, so pnpm reuses the native build it keeps in its
 * store (its side-effects cache, keyed by that graph) instead of compiling again: without them
 * the consumer resolves newer patch versions (of node-abi, tar-fs...) and compiles for minutes.
 */
export async function lockedSubtree(root: string): Promise<Record<string, string>> {
  const lockfile = parse(await readFile(join(workspace, 'pnpm-lock.yaml'), 'utf8')) as Lockfile;
  const snapshots = lockfile.snapshots ?? {};
  if (!(root in snapshots)) throw new Error(`The workspace lockfile resolves no ${root}`);
  const pins: Record<string, string> = {};
  const pending = [root];
  for (let snapshot = pending.pop(); snapshot !== undefined; snapshot = pending.pop()) {
    const [name, version] = nameAndVersion(snapshot);
    if (pins[name] === version) continue;
    if (pins[name] !== undefined) {
      throw new Error(`${root} depends on two versions of ${name}: ${pins[name]} and ${version}`);
    }
    pins[name] = version;
    for (const [dependency, resolved] of Object.entries(snapshots[snapshot]?.dependencies ?? {})) {
      pending.push(`${dependency}@${resolved}`);
    }
  }
  return pins;
}
