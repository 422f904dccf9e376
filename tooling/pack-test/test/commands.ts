// Running the tools the tests drive: any command (failing with its output), and pnpm.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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
