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

import { getUser, hasTwoStep, userIdByEmail, type Accounts } from '@joblane/accounts';
import {
  grantModerator,
  inTransaction,
  listModerators,
  recordAction,
  revokeModerator,
  type ModerationDb,
} from '@joblane/moderation';

import { ConfigError, loadConfig } from './config.ts';
import { openRecords } from './records.ts';

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
  stores: { accounts: Accounts; moderation: ModerationDb },
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
  const userId = await userIdByEmail(stores.accounts, email);
  if (userId === undefined) {
    return {
      code: 1,
      out: '',
      err: `admin: no account uses ${email}. They sign up at /signup first (as a job seeker or an employer), then run this again.\n`,
    };
  }
  const user = (await getUser(stores.accounts, userId))!;
  const who = `${user.email} (${user.name}, ${user.role === 'employer' ? 'employer' : 'job seeker'})`;
  if (verb === 'grant') {
    const done = await inTransaction(stores.moderation, async (trx) => {
      const { granted } = await grantModerator(trx, userId, actor);
      if (granted) {
        await recordAction(trx, {
          actor,
          action: 'grant-moderator',
          targetType: 'user',
          targetId: userId,
          reason: `granted by the admin command to ${user.email}`,
        });
      }
      return granted;
    });
    if (!done)
      return { code: 0, out: `${who} is a moderator already: nothing changed.\n`, err: '' };
    const twoStep = await hasTwoStep(stores.accounts, userId);
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
  const done = await inTransaction(stores.moderation, async (trx) => {
    const { revoked } = await revokeModerator(trx, userId);
    if (revoked) {
      await recordAction(trx, {
        actor,
        action: 'revoke-moderator',
        targetType: 'user',
        targetId: userId,
        reason: `revoked by the admin command from ${user.email}`,
      });
    }
    return revoked;
  });
  return {
    code: 0,
    out: done
      ? `${who} is no longer a moderator (recorded in the audit log as ${actor}).\n`
      : `${who} was not a moderator: nothing changed.\n`,
    err: '',
  };
}

async function moderatorsTable(stores: { accounts: Accounts; moderation: ModerationDb }) {
  const moderators = await listModerators(stores.moderation);
  if (moderators.length === 0) {
    return 'No moderators yet. Grant the role with: pnpm --filter @joblane/web admin grant EMAIL moderator\n';
  }
  const lines = await Promise.all(
    moderators.map(async (moderator) => {
      const user = await getUser(stores.accounts, moderator.userId);
      const twoStep = await hasTwoStep(stores.accounts, moderator.userId);
      return [
        user?.email ?? `(deleted account ${moderator.userId})`,
        user === undefined ? '' : user.role === 'employer' ? 'employer' : 'job seeker',
        twoStep ? 'two-step on' : 'two-step OFF (cannot open /admin)',
        `granted ${moderator.grantedAt} by ${moderator.grantedBy}`,
      ].join('\t');
    }),
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
  const records = await openRecords(config.records);
  try {
    outcome = await runAdmin(process.argv.slice(2), records, commandActor(process.env));
  } finally {
    await records.close();
  }
  process.stdout.write(outcome.out);
  process.stderr.write(outcome.err);
  return outcome.code;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await main();
}
