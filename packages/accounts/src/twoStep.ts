import { createHash, randomBytes, randomInt } from 'node:crypto';

import { Secret, TOTP } from 'otpauth';

import { instantAfter, nowInstant, type Accounts } from './accounts.ts';
import { toUser, type User } from './model.ts';
import { verifyPassword, MAX_PASSWORD_LENGTH } from './passwords.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { createSession, type Session } from './sessions.ts';
import { blockedFor, clearFailures, recordFailures } from './throttle.ts';

/** TOTP as every authenticator app reads it (RFC 6238 defaults): SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes of the step before and after the server's are accepted too (clock drift, slow typing). */
const WINDOW = 1;
/** 160-bit secrets, as RFC 4226 recommends. */
const SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a sign-in waits after the right password. */
export const TWO_STEP_CHALLENGE_MS = 10 * 60_000;
/** Recovery codes: 12 characters (60 bits) without look-alikes, shown as xxxx-xxxx-xxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const throttleKey = (userId: string) => `two-step:${userId}`;
/** Code steps of no sign-in (unknown or expired) from one address: counted like one person's. */
const staleKey = (ip: string) => `two-step-stale:${ip}`;
const addressKey = (ip: string) => `address:${ip}`;

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Joblane',
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** What a recovery code is stored as: salted with the user's id, so equal codes differ. */
const recoveryHash = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`, 'utf8').digest('base64url');

/** A typed code as compared: spaces and hyphens dropped, lower case. */
const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase().slice(0, 40);

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 12; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

export interface TwoStepStatus {
  /** A confirmed TOTP secret: sign-in asks for a code. */
  enabled: boolean;
  enabledAt: string | null;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
}

export async function twoStepStatus(accounts: Accounts, userId: string): Promise<TwoStepStatus> {
  const row = await accounts.db
    .selectFrom('two_step')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const enabledAt = row?.enabled_at ?? null;
  if (enabledAt === null) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  const { left } = await accounts.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled: true, enabledAt, recoveryCodesLeft: Number(left) };
}

export interface TwoStepEnrolment {
  /** Base32, for typing into an authenticator app. */
  secret: string;
  /** The `otpauth://totp/...` URI a QR code carries. */
  uri: string;
}

/**
 * Starts enrolment (or shows the one already started): a new secret, pending until confirmed with
 * a code. Null when two-step is on already (its secret is never shown again).
 */
export async function startTwoStep(
  accounts: Accounts,
  user: { id: string; email: string },
): Promise<TwoStepEnrolment | null> {
  const existing = await pendingTwoStep(accounts, user);
  if (existing !== 'enabled' && existing !== null) return existing;
  if (existing === 'enabled') return null;
  const secret = new Secret({ buffer: randomBytes(SECRET_BYTES).buffer }).base32;
  await accounts.db
    .insertInto('two_step')
    .values({ user_id: user.id, secret, created_at: nowInstant(accounts), enabled_at: null })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  // Two tabs starting at once: both show the secret that was stored first.
  const stored = await pendingTwoStep(accounts, user);
  return stored === 'enabled' ? null : stored;
}

/** The enrolment in progress, `'enabled'` once confirmed, or null when none was started. */
export async function pendingTwoStep(
  accounts: Accounts,
  user: { id: string; email: string },
): Promise<TwoStepEnrolment | 'enabled' | null> {
  const row = await accounts.db
    .selectFrom('two_step')
    .select(['secret', 'enabled_at'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (row === undefined) return null;
  if (row.enabled_at !== null) return 'enabled';
  return { secret: row.secret, uri: totpFor(row.secret, user.email).toString() };
}

export type CodeProblem =
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/** Seconds the user (or the client address) must wait before another code is checked. */
async function codeWait(accounts: Accounts, userId: string, ip: string): Promise<number> {
  return keysWait(accounts, throttleKey(userId), ip);
}

async function keysWait(accounts: Accounts, personKey: string, ip: string): Promise<number> {
  const limits = accounts.signInLimits;
  return Math.max(
    await blockedFor(accounts, personKey, limits.perCodeUser),
    await blockedFor(accounts, addressKey(ip), limits.perAddress),
  );
}

async function countFailure(accounts: Accounts, userId: string, ip: string) {
  await recordFailures(accounts, [throttleKey(userId), addressKey(ip)]);
}

/**
 * Accepts a TOTP code of the secret once: the step must be later than the last one used, and the
 * conditional update makes two requests with the same code race to one winner.
 */
async function spendTotp(
  accounts: Accounts,
  userId: string,
  secret: string,
  lastUsedStep: number,
  code: string,
  enabling: boolean,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const timestamp = accounts.now().getTime();
  const delta = totpFor(secret, '').validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  if (step <= lastUsedStep) return false;
  const result = await accounts.db
    .updateTable('two_step')
    .set({
      last_used_step: step,
      ...(enabling ? { enabled_at: nowInstant(accounts) } : {}),
    })
    .where('user_id', '=', userId)
    .where('last_used_step', '<', step)
    .where('enabled_at', enabling ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends a recovery code (once: the update only takes an unused one). */
async function spendRecoveryCode(accounts: Accounts, userId: string, code: string) {
  if (code.length !== 12) return false;
  const result = await accounts.db
    .updateTable('recovery_codes')
    .set({ used_at: nowInstant(accounts) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryHash(userId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A TOTP secret nobody holds (made once per process, never stored or shown). */
let decoySecret: string | undefined;
const decoy = () =>
  (decoySecret ??= new Secret({ buffer: randomBytes(SECRET_BYTES).buffer }).base32);

/**
 * Checks a second factor of an enabled user: a TOTP code, or else a recovery code. Someone
 * without two-step (or nobody: an unknown sign-in's empty id) is checked the same way against a
 * decoy secret, so the answer takes as long; the updates only ever match an enabled user's rows.
 */
async function checkCode(
  accounts: Accounts,
  userId: string,
  typed: string,
): Promise<'totp' | 'recovery' | null> {
  const row = await accounts.db
    .selectFrom('two_step')
    .select(['secret', 'last_used_step', 'enabled_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const enabled = row !== undefined && row.enabled_at !== null;
  const secret = enabled ? row.secret : decoy();
  const lastUsedStep = enabled ? Number(row.last_used_step) : 0;
  const code = normaliseCode(typed);
  if ((await spendTotp(accounts, userId, secret, lastUsedStep, code, false)) && enabled) {
    return 'totp';
  }
  return (await spendRecoveryCode(accounts, userId, code)) && enabled ? 'recovery' : null;
}

/** New recovery codes (the old ones stop working), returned once to show; stored hashed. */
export async function replaceRecoveryCodes(accounts: Accounts, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = nowInstant(accounts);
  await accounts.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(
        codes.map((code) => ({
          user_id: userId,
          code_hash: recoveryHash(userId, normaliseCode(code)),
          created_at: now,
          used_at: null,
        })),
      )
      .execute();
  });
  return codes;
}

/** Marks a session as having passed the second factor. */
async function markSession(accounts: Accounts, sessionId: string) {
  await accounts.db
    .updateTable('sessions')
    .set({ two_step_at: nowInstant(accounts) })
    .where('id_hash', '=', sessionId)
    .execute();
}

/**
 * Confirms enrolment with a first code from the app: two-step is on, the session that confirmed
 * counts as two-step, and the recovery codes come back (the only time they are shown).
 */
export async function confirmTwoStep(
  accounts: Accounts,
  input: { userId: string; sessionId: string; code: string; ip: string },
): Promise<
  { ok: true; recoveryCodes: string[] } | CodeProblem | { ok: false; reason: 'not-started' }
> {
  const wait = await codeWait(accounts, input.userId, input.ip);
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };
  const row = await accounts.db
    .selectFrom('two_step')
    .select(['secret', 'enabled_at', 'last_used_step'])
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (row === undefined || row.enabled_at !== null) return { ok: false, reason: 'not-started' };
  const code = normaliseCode(input.code);
  if (
    !(await spendTotp(accounts, input.userId, row.secret, Number(row.last_used_step), code, true))
  ) {
    await countFailure(accounts, input.userId, input.ip);
    return { ok: false, reason: 'invalid' };
  }
  await clearFailures(accounts, throttleKey(input.userId));
  await markSession(accounts, input.sessionId);
  return { ok: true, recoveryCodes: await replaceRecoveryCodes(accounts, input.userId) };
}

/**
 * A signed-in session passes the second factor (a moderator's session that signed in before
 * two-step was on, or on another device): a TOTP or recovery code.
 */
export async function passTwoStep(
  accounts: Accounts,
  input: { userId: string; sessionId: string; code: string; ip: string },
): Promise<{ ok: true; method: 'totp' | 'recovery' } | CodeProblem> {
  const wait = await codeWait(accounts, input.userId, input.ip);
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };
  const method = await checkCode(accounts, input.userId, input.code);
  if (method === null) {
    await countFailure(accounts, input.userId, input.ip);
    return { ok: false, reason: 'invalid' };
  }
  await clearFailures(accounts, throttleKey(input.userId));
  await markSession(accounts, input.sessionId);
  return { ok: true, method };
}

/** After the right password of a user with two-step on: the code is asked against this secret. */
export async function startTwoStepChallenge(accounts: Accounts, userId: string): Promise<string> {
  const secret = newSecret();
  await accounts.db
    .deleteFrom('two_step_challenges')
    .where('expires_at', '<=', nowInstant(accounts))
    .execute();
  await accounts.db
    .insertInto('two_step_challenges')
    .values({
      id_hash: hashSecret(secret),
      user_id: userId,
      created_at: nowInstant(accounts),
      expires_at: instantAfter(accounts, TWO_STEP_CHALLENGE_MS),
    })
    .execute();
  return secret;
}

export type TwoStepSignInResult =
  | { ok: true; user: User; secret: string; session: Session; method: 'totp' | 'recovery' }
  /** No such sign-in in progress, or its ten minutes are over: sign in again. */
  | { ok: false; reason: 'expired' }
  | CodeProblem;

/**
 * The code step of a sign-in: a TOTP or recovery code for the challenge that the password
 * started. Success ends the challenge and starts a session that counts as two-step. An unknown
 * or expired challenge answers `expired` after the same work as a wrong code (two throttle keys
 * read, the code checked against a decoy, two failures counted), so its time does not stand out;
 * such attempts are counted per address as one person's wrong codes are.
 */
export async function completeTwoStepSignIn(
  accounts: Accounts,
  input: { challenge: string; code: string; ip: string; userAgent: string },
): Promise<TwoStepSignInResult> {
  const idHash = hashSecret(input.challenge.length <= 100 ? input.challenge : '');
  const row = await accounts.db
    .selectFrom('two_step_challenges')
    .innerJoin('users', 'users.id', 'two_step_challenges.user_id')
    .selectAll('users')
    .select('two_step_challenges.expires_at')
    .where('two_step_challenges.id_hash', '=', idHash)
    .executeTakeFirst();
  const live = input.challenge !== '' && row !== undefined && row.expires_at > nowInstant(accounts);
  const personKey = live ? throttleKey(row.id) : staleKey(input.ip);
  const wait = await keysWait(accounts, personKey, input.ip);
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };
  // No user has the empty id: it has no codes, so only the decoy is checked.
  const method = await checkCode(accounts, live ? row.id : '', input.code);
  if (!live || method === null) {
    await recordFailures(accounts, [personKey, addressKey(input.ip)]);
    return { ok: false, reason: live ? 'invalid' : 'expired' };
  }
  const ended = await accounts.db
    .deleteFrom('two_step_challenges')
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (Number(ended.numDeletedRows) !== 1) return { ok: false, reason: 'expired' };
  await clearFailures(accounts, throttleKey(row.id));
  const { secret, session } = await createSession(
    accounts,
    row.id,
    { userAgent: input.userAgent, ip: input.ip },
    { twoStep: true },
  );
  return { ok: true, user: toUser(row), secret, session, method };
}

/**
 * Turns two-step off (or abandons an enrolment) with the password or a current code. Every
 * session of the user stops counting as two-step.
 */
export async function disableTwoStep(
  accounts: Accounts,
  input: { userId: string; password?: string; code?: string; ip: string },
): Promise<{ ok: true } | CodeProblem> {
  const wait = await codeWait(accounts, input.userId, input.ip);
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };
  const proven = await provesItIsThem(accounts, input);
  if (!proven) {
    await countFailure(accounts, input.userId, input.ip);
    return { ok: false, reason: 'invalid' };
  }
  await accounts.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', input.userId).execute();
    await trx.deleteFrom('two_step').where('user_id', '=', input.userId).execute();
    await trx.deleteFrom('two_step_challenges').where('user_id', '=', input.userId).execute();
    await trx
      .updateTable('sessions')
      .set({ two_step_at: null })
      .where('user_id', '=', input.userId)
      .execute();
  });
  await clearFailures(accounts, throttleKey(input.userId));
  return { ok: true };
}

/** The password, or else a current code, of the user (for changes to two-step itself). */
async function provesItIsThem(
  accounts: Accounts,
  input: { userId: string; password?: string; code?: string },
): Promise<boolean> {
  if (input.password !== undefined && input.password !== '') {
    const user = await accounts.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', input.userId)
      .executeTakeFirst();
    return (
      user !== undefined &&
      (await verifyPassword(user.password_hash, input.password.slice(0, MAX_PASSWORD_LENGTH + 1)))
    );
  }
  if (input.code !== undefined && input.code !== '') {
    return (await checkCode(accounts, input.userId, input.code)) !== null;
  }
  return false;
}

/**
 * New recovery codes for a user with two-step on, with the password (or a code): the old ones
 * stop working; the new ones come back once.
 */
export async function renewRecoveryCodes(
  accounts: Accounts,
  input: { userId: string; password?: string; code?: string; ip: string },
): Promise<{ ok: true; recoveryCodes: string[] } | CodeProblem | { ok: false; reason: 'not-on' }> {
  if (!(await hasTwoStep(accounts, input.userId))) return { ok: false, reason: 'not-on' };
  const wait = await codeWait(accounts, input.userId, input.ip);
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };
  if (!(await provesItIsThem(accounts, input))) {
    await countFailure(accounts, input.userId, input.ip);
    return { ok: false, reason: 'invalid' };
  }
  await clearFailures(accounts, throttleKey(input.userId));
  return { ok: true, recoveryCodes: await replaceRecoveryCodes(accounts, input.userId) };
}

/** Whether sign-in asks this user for a code. */
export async function hasTwoStep(accounts: Accounts, userId: string): Promise<boolean> {
  const row = await accounts.db
    .selectFrom('two_step')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && row.enabled_at !== null;
}

/** The TOTP code of a secret at an instant (tests and the browser test compute the app's code). */
export function totpCode(secret: string, at: Date): string {
  return totpFor(secret, '').generate({ timestamp: at.getTime() });
}
