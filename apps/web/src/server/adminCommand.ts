// The moderator command (bundled as dist/server/admin.js; `pnpm admin`): grants and revokes the
// moderator role and lists who holds it. The only way to become a moderator: never a form.
//
//   pnpm --filter @joblane/web admin grant EMAIL moderator
//   pnpm --filter @joblane/web admin revoke EMAIL moderator
//   pnpm --filter @joblane/web admin list moderators
//
// It opens the same records as the server (the embedded SQLite file, or DATABASE_URL) and is safe
// beside running servers. Each grant or revoke is written to the moderation audit log in the
// same transaction. Exit codes: 0 done (or nothing to change), 1 no account has that email,
// 2 a usage or configuration problem.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import {
  accountByEmail,
  grantModeratorRole,
  moderatorRoster,
  revokeModeratorRole,
  type ModeratorStores,
} from '../services/moderators.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDomainStores } from './domainStores.ts';

const USAGE = `Usage:
  pnpm --filter @joblane/web admin grant EMAIL moderator
  pnpm --filter @joblane/web admin revoke EMAIL moderator
  pnpm --filter @joblane/web admin list moderators
`;

/** What the command printed and how it ends; `run` is the testable part. */
export interface AdminOutcome {
  code: 0 | 1 | 2;
  out: string;
  err: string;
}

/** Who the audit log says acted: the operator's login name when the shell has one. */
export const commandActor = (env: NodeJS.ProcessEnv) =>
  env.USER === undefined || env.USER === '' ? 'command-line' : `command-line:${env.USER}`;

export async function runAdmin(
  args: readonly string[],
  stores: ModeratorStores,
  actor: string,
): Promise<AdminOutcome> {
  const { positionals } = parseArgs({ args: [...args], allowPositionals: true, strict: true });
  const [verb, first, second] = positionals;
  const usage = (why: string): AdminOutcome => ({
    code: 2,
    out: '',
    err: `admin: ${why}\n${USAGE}`,
  });
  if (verb === 'list') {
    if (first !== 'moderators' || positionals.length !== 2) return usage('list what?');
    return { code: 0, out: await moderatorsTable(stores), err: '' };
  }
  if (verb !== 'grant' && verb !== 'revoke') {
    return usage(verb === undefined ? 'no command given' : `unknown command "${verb}"`);
  }
  if (first === undefined || second !== 'moderator' || positionals.length !== 3) {
    return usage(`${verb} takes an email address and the role "moderator"`);
  }
  const email = first;
  const user = await accountByEmail(stores, email);
  if (user === undefined) {
    return {
      code: 1,
      out: '',
      err: `admin: no account uses ${email}. They sign up at /signup first (as a job seeker or an employer), then run this again.\n`,
    };
  }
  const who = `${user.email} (${user.name}, ${user.role === 'employer' ? 'employer' : 'job seeker'})`;
  if (verb === 'grant') {
    const { changed, twoStep } = await grantModeratorRole(stores, user, actor);
    if (!changed)
      return { code: 0, out: `${who} is a moderator already: nothing changed.\n`, err: '' };
    return {
      code: 0,
      out:
        `${who} is now a moderator (recorded in the audit log as ${actor}).\n` +
        (twoStep
          ? 'They have two-step sign-in: /admin opens once their session has passed a code.\n'
          : 'Next: they set up two-step sign-in at /account/two-step; /admin needs it.\n'),
      err: '',
    };
  }
  const { changed } = await revokeModeratorRole(stores, user, actor);
  return {
    code: 0,
    out: changed
      ? `${who} is no longer a moderator (recorded in the audit log as ${actor}).\n`
      : `${who} was not a moderator: nothing changed.\n`,
    err: '',
  };
}

async function moderatorsTable(stores: ModeratorStores) {
  const roster = await moderatorRoster(stores);
  if (roster.length === 0) {
    return 'No moderators yet. Grant the role with: pnpm --filter @joblane/web admin grant EMAIL moderator\n';
  }
  const lines = roster.map((moderator) =>
    [
      moderator.user?.email ?? `(deleted account ${moderator.userId})`,
      moderator.user === undefined
        ? ''
        : moderator.user.role === 'employer'
          ? 'employer'
          : 'job seeker',
      moderator.twoStep ? 'two-step on' : 'two-step OFF (cannot open /admin)',
      `granted ${moderator.grantedAt} by ${moderator.grantedBy}`,
    ].join('\t'),
  );
  return `${lines.join('\n')}\n`;
}
/** The command's own start: the records of this app's configuration, then `runAdmin`. */
async function main() {
  const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  let appRoot = resolve(distDir, '..');
  while (!existsSync(join(appRoot, 'package.json')) && dirname(appRoot) !== appRoot) {
    appRoot = dirname(appRoot);
  }
  let config;
  try {
    config = loadConfig(process.env, appRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  let outcome: AdminOutcome;
  try {
    // Validated before the records open, so a typo opens (and migrates) nothing.
    parseArgs({ args: process.argv.slice(2), allowPositionals: true, strict: true });
  } catch (error) {
    process.stderr.write(`admin: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const stores = await openDomainStores(config.records);
  try {
    outcome = await runAdmin(process.argv.slice(2), stores, commandActor(process.env));
  } finally {
    await stores.close();
  }
  process.stdout.write(outcome.out);
  process.stderr.write(outcome.err);
  return outcome.code;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await main();
}
