import { isUniqueViolation } from '@joblane/database';
import type { Transaction } from 'kysely';

import { instantAfter, nowInstant, type Accounts } from './accounts.ts';
import { emailProblem, normaliseEmail } from './emails.ts';
import {
  createOrganisationIn,
  findInvitation,
  joinIn,
  type Invitation,
  type Organisation,
} from './organisations.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { toUser, userRow, type FieldErrors, type User } from './model.ts';
import type { AccountTables, TokenPurpose, UserRole } from './schema.ts';
import { hashSecret, newId, newSecret } from './secrets.ts';
import { revokeAllSessions } from './sessions.ts';

type UserRow = AccountTables['users'];

export async function getUser(accounts: Accounts, id: string): Promise<User | undefined> {
  const row = await userRow(accounts.db, id);
  return row === undefined ? undefined : toUser(row);
}

export interface SignUpInput {
  role: UserRole;
  name: string;
  email: string;
  password: string;
  /** Employers: the organisation they create and own (not with an invitation). */
  organisationName?: string;
  /**
   * Employers signing up from an invitation's link: they join that organisation as a member
   * instead of creating one, and their address counts as verified (the link went there).
   */
  invitationToken?: string;
}

/**
 * How `signUp` makes an account that signs in with a passkey instead (`signUpWithPasskey`): no
 * password, the user id the passkey carries, and the passkey stored in the same transaction.
 */
export interface PasswordlessSignUp {
  userId: string;
  within: (trx: Transaction<AccountTables>, userId: string) => Promise<void>;
}

export type SignUpResult =
  | {
      ok: true;
      /**
       * false when the email already has an account: nothing was created, and the caller tells
       * that address (not the visitor), so sign-up does not reveal who is registered.
       */
      created: boolean;
      user: User;
      /** The email verification secret to mail (only when created). */
      verificationToken?: string;
    }
  | { ok: false; errors: FieldErrors };

const MAX_NAME_LENGTH = 100;

function nameProblem(name: string, label: string): string | null {
  const value = name.trim();
  if (value === '') return `Enter ${label}.`;
  if (value.length > MAX_NAME_LENGTH) return `Use at most ${MAX_NAME_LENGTH} characters.`;
  return null;
}

/**
 * Changes the name a person goes by (shown to them, and to the employers they apply to):
 * 1-100 characters after trimming.
 */
export async function renameUser(
  accounts: Accounts,
  userId: string,
  name: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const problem = nameProblem(name, 'your name');
  if (problem !== null) return { ok: false, error: problem };
  await accounts.db
    .updateTable('users')
    .set({ name: name.trim() })
    .where('id', '=', userId)
    .execute();
  return { ok: true };
}

export function signUpProblems(input: SignUpInput, withPassword = true): FieldErrors {
  const errors: FieldErrors = {};
  const name = nameProblem(input.name, 'your name');
  if (name) errors.name = name;
  const email = emailProblem(input.email);
  if (email) errors.email = email;
  if (input.role === 'employer' && input.invitationToken === undefined) {
    const organisation = nameProblem(input.organisationName ?? '', 'your organisation’s name');
    if (organisation) errors.organisationName = organisation;
  }
  if (!withPassword) return errors;
  const password = passwordProblem(input.password, [input.name, input.email]);
  if (password) errors.password = password;
  return errors;
}

/**
 * Creates a seeker, or an employer with the organisation they own, in one transaction; returns
 * the email verification secret to mail. An email that is taken creates nothing (`created:
 * false`).
 */
export async function signUp(
  accounts: Accounts,
  input: SignUpInput,
  passwordless?: PasswordlessSignUp,
): Promise<SignUpResult> {
  const errors = signUpProblems(input, passwordless === undefined);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const email = normaliseEmail(input.email);
  const existing = await accounts.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing !== undefined) return { ok: true, created: false, user: toUser(existing) };

  const invitation =
    input.role === 'employer' && input.invitationToken !== undefined
      ? await usableInvitation(accounts, input.invitationToken, email)
      : undefined;
  if (invitation !== undefined && !invitation.ok) return { ok: false, errors: invitation.errors };
  const invited = invitation?.invited;

  // Without a password: the hash of a secret nobody keeps, so a password sign-in to the account
  // takes as long as any other and never matches.
  const passwordHash = await hashPassword(
    passwordless === undefined ? input.password : newSecret(),
    accounts.hashing,
  );
  const now = nowInstant(accounts);
  const row: UserRow = {
    id: passwordless?.userId ?? newId(),
    email,
    name: input.name.trim(),
    role: input.role,
    password_hash: passwordHash,
    email_verified_at: invited === undefined ? null : now,
    created_at: now,
    password_changed_at: now,
    password_set: passwordless === undefined ? 1 : 0,
  };
  try {
    const outcome = await accounts.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(row).execute();
      if (passwordless !== undefined) await passwordless.within(trx, row.id);
      if (invited !== undefined) {
        const problem = await joinIn(trx, accounts, row.id, invited);
        // Spent by someone else meanwhile: nothing is created.
        if (problem !== null) throw new InvitationSpent(problem);
        return undefined;
      }
      if (input.role === 'employer') {
        await createOrganisationIn(trx, accounts, row.id, (input.organisationName ?? '').trim());
      }
      return issueToken(trx, accounts, row.id, 'verify-email', email);
    });
    return {
      ok: true,
      created: true,
      user: toUser(row),
      ...(outcome === undefined ? {} : { verificationToken: outcome }),
    };
  } catch (error) {
    if (error instanceof InvitationSpent) {
      return { ok: false, errors: { invitation: 'This invitation has been used already.' } };
    }
    // Two sign-ups with one email at once: the second finds the first.
    if (!isUniqueViolation(error)) throw error;
    const winner = await accounts.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { ok: true, created: false, user: toUser(winner) };
  }
}

/**
 * The invitation an employer signs up with, when it is open and was sent to this (normalised)
 * address; otherwise why not, by field.
 */
export async function usableInvitation(
  accounts: Accounts,
  token: string,
  email: string,
): Promise<
  | { ok: true; invited: { invitation: Invitation; organisation: Organisation } }
  | { ok: false; errors: FieldErrors }
> {
  const invited = await findInvitation(accounts, token);
  if ('problem' in invited) {
    return {
      ok: false,
      errors: {
        invitation:
          invited.problem === 'invitation-expired'
            ? 'This invitation has expired. Ask for a new one.'
            : 'This invitation has been used already, or the link is not complete.',
      },
    };
  }
  if (invited.invitation.email !== email) {
    return {
      ok: false,
      errors: {
        email: `The invitation was sent to ${invited.invitation.email}: sign up with that address.`,
      },
    };
  }
  return { ok: true, invited };
}

/** Rolls a sign-up back when its invitation was spent between the check and the join. */
class InvitationSpent extends Error {
  override name = 'InvitationSpent';
}

async function issueToken(
  db: Transaction<AccountTables> | Accounts['db'],
  accounts: Accounts,
  userId: string,
  purpose: TokenPurpose,
  email: string,
): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto('tokens')
    .values({
      token_hash: hashSecret(secret),
      user_id: userId,
      purpose,
      email,
      created_at: nowInstant(accounts),
      expires_at: instantAfter(accounts, accounts.lifetimes.tokenMs),
      used_at: null,
    })
    .execute();
  return secret;
}

export type TokenProblem = 'invalid' | 'expired' | 'used';

/**
 * Uses a single-use secret: marks it used in the same transaction as `apply`, so a link works
 * once, and only within its hour.
 */
async function spendToken<T>(
  accounts: Accounts,
  secret: string,
  purpose: TokenPurpose,
  apply: (trx: Transaction<AccountTables>, token: AccountTables['tokens']) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; problem: TokenProblem }> {
  const now = nowInstant(accounts);
  return accounts.db.transaction().execute(async (trx) => {
    const token = await trx
      .selectFrom('tokens')
      .selectAll()
      .where('token_hash', '=', hashSecret(secret))
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (token === undefined) return { ok: false, problem: 'invalid' } as const;
    if (token.used_at !== null) return { ok: false, problem: 'used' } as const;
    if (token.expires_at <= now) return { ok: false, problem: 'expired' } as const;
    const spent = await trx
      .updateTable('tokens')
      .set({ used_at: now })
      .where('token_hash', '=', token.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // Someone else spent it between the read and the write.
    if (Number(spent.numUpdatedRows) !== 1) return { ok: false, problem: 'used' } as const;
    return { ok: true, value: await apply(trx, token) } as const;
  });
}

/**
 * Follows an email verification link: the address it was sent to becomes verified (and, for an
 * email change, becomes the account's email).
 */
export async function verifyEmail(
  accounts: Accounts,
  secret: string,
): Promise<{ ok: true; user: User } | { ok: false; problem: TokenProblem | 'email-taken' }> {
  try {
    const result = await spendToken(accounts, secret, 'verify-email', async (trx, token) => {
      const now = nowInstant(accounts);
      await trx
        .updateTable('users')
        .set({ email: token.email, email_verified_at: now })
        .where('id', '=', token.user_id)
        .execute();
      const row = (await userRow(trx, token.user_id))!;
      return toUser(row);
    });
    return result.ok ? { ok: true, user: result.value } : result;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: 'email-taken' };
    throw error;
  }
}

/** A new verification link for a signed-in user whose email is not verified yet. */
export async function resendVerification(
  accounts: Accounts,
  userId: string,
): Promise<string | null> {
  const user = await getUser(accounts, userId);
  if (user === undefined || user.emailVerified) return null;
  return issueToken(accounts.db, accounts, userId, 'verify-email', user.email);
}

/**
 * A password reset secret for the account with this email, or null when there is none (the
 * caller answers the same either way).
 */
export async function requestPasswordReset(
  accounts: Accounts,
  email: string,
): Promise<{ user: User; token: string } | null> {
  const row = await accounts.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (row === undefined) return null;
  const token = await issueToken(accounts.db, accounts, row.id, 'reset-password', row.email);
  return { user: toUser(row), token };
}

/** Sets a new password from a reset link; every session of the account ends. */
export async function resetPassword(
  accounts: Accounts,
  secret: string,
  password: string,
): Promise<{ ok: true; user: User } | { ok: false; problem?: TokenProblem; errors?: FieldErrors }> {
  const owner = await accounts.db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select(['users.name', 'users.email'])
    .where('tokens.token_hash', '=', hashSecret(secret))
    .executeTakeFirst();
  if (owner !== undefined) {
    const problem = passwordProblem(password, [owner.name, owner.email]);
    if (problem) return { ok: false, errors: { password: problem } };
  }
  const passwordHash = await hashPassword(password, accounts.hashing);
  const result = await spendToken(accounts, secret, 'reset-password', async (trx, token) => {
    const now = nowInstant(accounts);
    // Following the emailed link proves the address too.
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, password_set: 1 })
      .where('id', '=', token.user_id)
      .execute();
    await trx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', token.user_id)
      .where('email_verified_at', 'is', null)
      .execute();
    await revokeAllSessions(trx, token.user_id);
    const row = (await userRow(trx, token.user_id))!;
    return toUser(row);
  });
  return result.ok ? { ok: true, user: result.value } : { ok: false, problem: result.problem };
}

/**
 * The user's row when the password is theirs; null otherwise. A null password stands for "the
 * caller had this session confirmed in the last ten minutes" and is taken only for an account
 * that has no password (made with a passkey).
 */
export async function checkPassword(
  accounts: Accounts,
  userId: string,
  password: string | null,
): Promise<UserRow | null> {
  const row = await userRow(accounts.db, userId);
  if (row === undefined) return null;
  if (password === null) return Number(row.password_set) === 0 ? row : null;
  return (await verifyPassword(row.password_hash, password)) ? row : null;
}

/** Changes the password (the current one required); every other session of the account ends. */
export async function changePassword(
  accounts: Accounts,
  userId: string,
  input: { current: string; next: string; keepSessionSecret?: string },
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const row = await checkPassword(accounts, userId, input.current);
  if (row === null) return { ok: false, errors: { current: 'That is not your current password.' } };
  const problem = passwordProblem(input.next, [row.name, row.email]);
  if (problem) return { ok: false, errors: { next: problem } };
  const passwordHash = await hashPassword(input.next, accounts.hashing);
  await accounts.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: nowInstant(accounts) })
      .where('id', '=', userId)
      .execute();
    await revokeAllSessions(trx, userId, input.keepSessionSecret);
  });
  return { ok: true };
}

/**
 * Starts an email change: a verification link goes to the new address, and the account's email
 * changes only when it is followed.
 */
export async function requestEmailChange(
  accounts: Accounts,
  userId: string,
  /** `password` null: an account without one, its session confirmed (see `checkPassword`). */
  input: { email: string; password: string | null },
): Promise<{ ok: true; token: string; email: string } | { ok: false; errors: FieldErrors }> {
  const problem = emailProblem(input.email);
  if (problem) return { ok: false, errors: { email: problem } };
  const row = await checkPassword(accounts, userId, input.password);
  if (row === null)
    return { ok: false, errors: { password: 'That is not your current password.' } };
  const email = normaliseEmail(input.email);
  if (email === row.email)
    return { ok: false, errors: { email: 'That is already your email address.' } };
  const token = await issueToken(accounts.db, accounts, userId, 'verify-email', email);
  return { ok: true, token, email };
}

/**
 * Marks an address verified without a link: for accounts an operator creates (the demo
 * accounts, whose addresses receive no mail). Users verify through `verifyEmail`.
 */
export async function markEmailVerified(accounts: Accounts, userId: string): Promise<void> {
  await accounts.db
    .updateTable('users')
    .set({ email_verified_at: nowInstant(accounts) })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}
