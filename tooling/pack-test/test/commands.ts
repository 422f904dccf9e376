// Running the tools the tests drive: any command (failing with its output), and pnpm.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The workspace root. */
export const workspace = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Runs a command to its end; a non-zero exit throws with the command's output. */
export async function run(command: string, args: string[], cwd: string) {
  try {
    return await execFileAsync(command, args, { cwd, maxBuffer: 32 * 1024 * 1024 });
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
export async function pnpm(args: string[], cwd: string) {
  const execPath = process.env.npm_execpath;
  if (execPath && basename(execPath).startsWith('pnpm')) {
    return /\.c?js$/.test(execPath)
      ? run(process.execPath, [execPath, ...args], cwd)
      : run(execPath, args, cwd);
  }
  const root = JSON.parse(await readFile(join(workspace, 'package.json'), 'utf8')) as {
    packageManager: string;
  };
  return run('npx', ['-y', root.packageManager, ...args], cwd);
}
