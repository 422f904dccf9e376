import { generateKeyPairSync } from 'node:crypto';

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

import { instantAfter, nowInstant, type Accounts } from './accounts.ts';
import { emailProblem, normaliseEmail } from './emails.ts';
import { toUser, type FieldErrors, type User } from './model.ts';
import { hashSecret, newId } from './secrets.ts';
import { MAX_PASSWORD_LENGTH } from './passwords.ts';
import { confirmSession, createSession, type Session } from './sessions.ts';
import type { PasskeyPurpose } from './schema.ts';
import { blockedFor, clearFailures, recordFailure } from './throttle.ts';
import {
  checkPassword,
  signUp,
  signUpProblems,
  usableInvitation,
  type SignUpInput,
} from './users.ts';

/**
 * Who the passkeys are for: the site's host (the RP ID a passkey is bound to), its name as the
 * browser shows it, and the origin pages are served from. The web derives them from its public
 * origin.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** A challenge is good once, for this long (the browser's own prompt times out sooner). */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;
/** A passkey's name: at most this many characters. */
export const MAX_PASSKEY_NAME = 60;
/** Passkeys a person may keep (each is a row and a choice in the browser's list). */
export const MAX_PASSKEYS = 20;

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What a browser's answer is refused for, the same whatever went wrong inside. */
export type PasskeyProblem =
  /** The challenge is unknown, spent or past its minutes: start again. */
  | { ok: false; reason: 'expired' }
  /** Not a passkey of this site and this person, or its signature or flags are not right. */
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

const addressKey = (ip: string) => `address:${ip}`;
const requestsKey = (ip: string) => `passkey-requests:${ip}`;

const webauthnTimeout = PASSKEY_CHALLENGE_MS - 30_000;

/** A passkey's name as stored: one line, trimmed, at most 60 characters; a default when empty. */
export function normalisePasskeyName(name: string | undefined, fallback = 'Passkey'): string {
  const trimmed = (name ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_PASSKEY_NAME);
  return trimmed === '' ? fallback : trimmed;
}

/**
 * Counts a request for passkey options (to sign in, sign up or add a passkey: a stored challenge
 * each) against its client address. Returns the seconds to wait when the address has used up its
 * window's `passkeyRequestsPerAddress` (the request is refused and not counted), else 0.
 */
export async function countPasskeyRequest(accounts: Accounts, ip: string): Promise<number> {
  const key = requestsKey(ip);
  const wait = await blockedFor(accounts, key, accounts.signInLimits.passkeyRequestsPerAddress);
  if (wait > 0) return wait;
  await recordFailure(accounts, key);
  return 0;
}

async function storeChallenge(
  accounts: Accounts,
  challenge: string,
  purpose: PasskeyPurpose,
  extra: { userId?: string; signUp?: string } = {},
) {
  const now = nowInstant(accounts);
  // Challenges nobody answered go on the way (there is no other sweeper).
  await accounts.db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
  await accounts.db
    .insertInto('passkey_challenges')
    .values({
      challenge_hash: hashSecret(challenge),
      purpose,
      user_id: extra.userId ?? null,
      sign_up: extra.signUp ?? null,
      created_at: now,
      expires_at: instantAfter(accounts, PASSKEY_CHALLENGE_MS),
    })
    .execute();
}

/** The challenge inside the browser's signed client data (null when it is not readable). */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const encoded = response?.response?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 4096) return null;
  try {
    const data = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends the challenge a response answers: deleted once, by whoever comes first, and only for
 * its purpose (and user) while it is fresh. Returns the challenge and its row, or null.
 */
async function spendChallenge(
  accounts: Accounts,
  response: unknown,
  purpose: PasskeyPurpose,
  userId?: string,
): Promise<{ challenge: string; signUp: string | null } | null> {
  const challenge = challengeOf(response as { response?: { clientDataJSON?: unknown } });
  if (challenge === null) return null;
  const hash = hashSecret(challenge);
  const row = await accounts.db
    .selectFrom('passkey_challenges')
    .selectAll()
    .where('challenge_hash', '=', hash)
    .executeTakeFirst();
  if (row === undefined) return null;
  const deleted = await accounts.db
    .deleteFrom('passkey_challenges')
    .where('challenge_hash', '=', hash)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return null;
  if (row.purpose !== purpose || row.expires_at <= nowInstant(accounts)) return null;
  if (userId !== undefined && row.user_id !== userId) return null;
  return { challenge, signUp: row.sign_up };
}

const transportsOf = (stored: string): AuthenticatorTransport[] => {
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? (parsed.filter((t) => typeof t === 'string') as never[]) : [];
  } catch {
    return [];
  }
};

async function registrationOptions(
  accounts: Accounts,
  rp: RelyingParty,
  user: { id: string; email: string; name: string },
  purpose: 'register' | 'sign-up',
  extra: { userId?: string; signUp?: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await accounts.db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    timeout: webauthnTimeout,
    attestationType: 'none',
    // A passkey the browser can offer without a typed email, that asks for the device's PIN or
    // biometrics each time (user verification: with it a passkey is both factors).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((row) => ({
      id: row.id,
      transports: transportsOf(row.transports),
    })),
    // ES256 and RS256: what platform authenticators and security keys make.
    supportedAlgorithmIDs: [-7, -257],
  });
  await storeChallenge(accounts, options.challenge, purpose, extra);
  return options;
}

/** Options for adding a passkey to a signed-in person's account (its challenge stored). */
export async function passkeyRegistrationOptions(
  accounts: Accounts,
  rp: RelyingParty,
  user: { id: string; email: string; name: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return registrationOptions(accounts, rp, user, 'register', { userId: user.id });
}

type VerifiedCredential = {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
};

/** The new credential of a registration response, when it is right for the challenge. */
async function verifiedRegistration(
  rp: RelyingParty,
  response: unknown,
  challenge: string,
): Promise<VerifiedCredential | null> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: [-7, -257],
    });
    if (!result.verified || !result.registrationInfo.userVerified) return null;
    const { credential } = result.registrationInfo;
    if (credential.id.length > 1400) return null;
    return {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: (credential.transports ?? []).slice(0, 10),
    };
  } catch {
    return null;
  }
}

function passkeyRow(userId: string, credential: VerifiedCredential, name: string, now: string) {
  return {
    id: credential.id,
    user_id: userId,
    public_key: credential.publicKey,
    counter: credential.counter,
    transports: JSON.stringify(credential.transports),
    name,
    created_at: now,
    last_used_at: null,
  };
}

/**
 * Adds the passkey a browser made for the options above: the challenge is spent whatever the
 * answer, the attestation's signature, origin, RP ID and user-verification flag are checked.
 */
export async function addPasskey(
  accounts: Accounts,
  rp: RelyingParty,
  input: { userId: string; response: unknown; name?: string },
): Promise<{ ok: true; passkey: Passkey } | PasskeyProblem | { ok: false; reason: 'too-many' }> {
  const spent = await spendChallenge(accounts, input.response, 'register', input.userId);
  if (spent === null) return { ok: false, reason: 'expired' };
  const credential = await verifiedRegistration(rp, input.response, spent.challenge);
  if (credential === null) return { ok: false, reason: 'invalid' };
  const { count } = await accounts.db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', input.userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_PASSKEYS) return { ok: false, reason: 'too-many' };
  const now = nowInstant(accounts);
  const name = normalisePasskeyName(input.name, `Passkey ${Number(count) + 1}`);
  const inserted = await accounts.db
    .insertInto('passkeys')
    .values(passkeyRow(input.userId, credential, name, now))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  // The same credential twice (the browser should have excluded it): nothing new.
  if (inserted === undefined) return { ok: false, reason: 'invalid' };
  return { ok: true, passkey: { id: credential.id, name, createdAt: now, lastUsedAt: null } };
}

/** A user's passkeys, newest first. */
export async function listPasskeys(accounts: Accounts, userId: string): Promise<Passkey[]> {
  const rows = await accounts.db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** Renames one of the user's passkeys; false when they have no such passkey. */
export async function renamePasskey(
  accounts: Accounts,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<boolean> {
  const result = await accounts.db
    .updateTable('passkeys')
    .set({ name: normalisePasskeyName(name) })
    .where('id', '=', passkeyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Removes one of the user's passkeys. An account without a password keeps its last passkey
 * (`last`: set a password first, from the emailed reset link); `missing` when it is not theirs.
 */
export async function removePasskey(
  accounts: Accounts,
  userId: string,
  passkeyId: string,
): Promise<{ ok: true } | { ok: false; reason: 'missing' | 'last' }> {
  return accounts.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('password_set')
      .where('id', '=', userId)
      .executeTakeFirst();
    const keys = await trx
      .selectFrom('passkeys')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    if (!keys.some((key) => key.id === passkeyId)) return { ok: false, reason: 'missing' };
    if (Number(user?.password_set ?? 1) === 0 && keys.length === 1) {
      return { ok: false, reason: 'last' };
    }
    await trx
      .deleteFrom('passkeys')
      .where('id', '=', passkeyId)
      .where('user_id', '=', userId)
      .execute();
    return { ok: true };
  });
}

/** Whether the account has a password (one made with a passkey alone has none until reset). */
export async function hasPassword(accounts: Accounts, userId: string): Promise<boolean> {
  const row = await accounts.db
    .selectFrom('users')
    .select('password_set')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && Number(row.password_set) === 1;
}

/**
 * Options for signing in with a passkey: no account named (the browser offers the passkeys it
 * has for this site, in a prompt or in the email field's autofill), so nothing tells whether an
 * email has an account.
 */
export async function passkeySignInOptions(
  accounts: Accounts,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: webauthnTimeout,
    userVerification: 'required',
    allowCredentials: [],
  });
  await storeChallenge(accounts, options.challenge, 'sign-in');
  return options;
}

export type PasskeySignInResult =
  { ok: true; user: User; secret: string; session: Session; passkeyId: string } | PasskeyProblem;

/**
 * Signs in with a passkey's assertion: the challenge spent first (once), then the credential
 * found, the user handle matched, the signature, origin, RP ID, user verification and the
 * signature counter checked (a counter that did not move past the stored one is a cloned
 * authenticator or a replay, and is refused). The session counts as both factors. An unknown
 * passkey, a wrong signature and a stale counter answer alike.
 */
export async function signInWithPasskey(
  accounts: Accounts,
  rp: RelyingParty,
  input: { response: unknown; ip: string; userAgent: string },
): Promise<PasskeySignInResult> {
  const wait = await blockedFor(accounts, addressKey(input.ip), accounts.signInLimits.perAddress);
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };
  const spent = await spendChallenge(accounts, input.response, 'sign-in');
  if (spent === null) return { ok: false, reason: 'expired' };
  const verified = await verifiedAssertion(accounts, rp, input.response, spent.challenge);
  if (verified === null) {
    await recordFailure(accounts, addressKey(input.ip));
    return { ok: false, reason: 'invalid' };
  }
  const { user, passkeyId } = verified;
  const { secret, session } = await createSession(
    accounts,
    user.id,
    { userAgent: input.userAgent, ip: input.ip },
    { twoStep: true, method: 'passkey' },
  );
  return { ok: true, user, secret, session, passkeyId };
}

/**
 * The public half of a key pair whose private half was never kept (COSE, ES256): an assertion
 * naming a passkey this site does not know is checked against it, so it costs what a known
 * passkey's check costs and fails the same way.
 */
let decoyKey: Uint8Array<ArrayBuffer> | undefined;
function decoyPublicKey(): Uint8Array<ArrayBuffer> {
  if (decoyKey === undefined) {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({
      format: 'jwk',
    });
    decoyKey = new Uint8Array(
      isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      ),
    );
  }
  return decoyKey;
}

/**
 * The signature counter rule (WebAuthn §7.2 step 22): once either side counts, the new count
 * must pass the stored one, or the authenticator was cloned or the answer replayed.
 */
const counterMoved = (stored: number, next: number) =>
  (stored === 0 && next === 0) || next > stored;

/**
 * Checks an assertion and returns its passkey's account. Every answer does the same work, so the
 * time says nothing of whether the passkey exists: an unknown passkey is checked against a decoy
 * key, the user handle and the counter are compared after the signature (the library is given no
 * counter, so it never stops early for one), and only then is anything refused.
 */
async function verifiedAssertion(
  accounts: Accounts,
  rp: RelyingParty,
  response: unknown,
  challenge: string,
): Promise<{ user: User; passkeyId: string } | null> {
  const assertion = response as Partial<AuthenticationResponseJSON> | null;
  const id = typeof assertion?.id === 'string' ? assertion.id : '';
  if (id === '' || id.length > 1400) return null;
  const row = await accounts.db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .selectAll('users')
    .select([
      'passkeys.id as passkey_id',
      'passkeys.public_key',
      'passkeys.counter',
      'passkeys.transports',
    ])
    .where('passkeys.id', '=', id)
    .executeTakeFirst();
  // The user handle, when the authenticator gives it, must be the passkey's own account.
  const handle = assertion?.response?.userHandle;
  const handleMatches =
    typeof handle !== 'string' ||
    handle === '' ||
    Buffer.from(handle, 'base64url').toString('utf8') === (row?.id ?? '');
  let newCounter: number | null = null;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id,
        publicKey: row === undefined ? decoyPublicKey() : new Uint8Array(row.public_key),
        counter: 0,
        transports: row === undefined ? [] : transportsOf(row.transports),
      },
    });
    if (result.verified && result.authenticationInfo.userVerified) {
      newCounter = result.authenticationInfo.newCounter;
    }
  } catch {
    newCounter = null;
  }
  if (row === undefined || !handleMatches || newCounter === null) return null;
  const storedCounter = Number(row.counter);
  if (!counterMoved(storedCounter, newCounter)) return null;
  // Moved on from the counter this check read: two answers racing, only one goes through.
  const updated = await accounts.db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: nowInstant(accounts) })
    .where('id', '=', row.passkey_id)
    .where('counter', '=', storedCounter)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  return { user: toUser(row), passkeyId: row.passkey_id };
}

/** What a passkey sign-up keeps between its two requests (with the user handle to be). */
interface PendingSignUp {
  userId: string;
  role: SignUpInput['role'];
  name: string;
  email: string;
  organisationName?: string;
  /**
   * Signing up from an invitation's link: a hash of its token (the token itself is a secret, so
   * the second request brings it again and must match).
   */
  invitationHash?: string;
}

export type PasskeySignUpStart =
  | { ok: true; options: PublicKeyCredentialCreationOptionsJSON }
  | { ok: false; errors: FieldErrors };

/**
 * The first step of signing up with a passkey and no password: the fields checked as sign-up
 * checks them (no password), and options for a new passkey for the account to be. An address
 * that has an account answers as the password sign-up does (`email` taken). An employer with an
 * invitation's token joins its organisation (the invitation open and sent to this address)
 * instead of naming one.
 */
export async function passkeySignUpOptions(
  accounts: Accounts,
  rp: RelyingParty,
  input: Omit<SignUpInput, 'password'>,
): Promise<PasskeySignUpStart> {
  const invitationToken = input.role === 'employer' ? input.invitationToken : undefined;
  const errors = signUpProblems({ ...input, invitationToken, password: '' }, false);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const email = normaliseEmail(input.email);
  const taken = await accounts.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (taken !== undefined) {
    return {
      ok: false,
      errors: {
        email:
          'An account already uses this email address. Sign in, or reset your password if you forgot it.',
      },
    };
  }
  if (invitationToken !== undefined) {
    const invitation = await usableInvitation(accounts, invitationToken, email);
    if (!invitation.ok) return { ok: false, errors: invitation.errors };
  }
  const pending: PendingSignUp = {
    userId: newId(),
    role: input.role,
    name: input.name.trim(),
    email,
    ...(invitationToken !== undefined
      ? { invitationHash: hashSecret(invitationToken) }
      : input.role === 'employer'
        ? { organisationName: (input.organisationName ?? '').trim() }
        : {}),
  };
  const options = await registrationOptions(
    accounts,
    rp,
    { id: pending.userId, email, name: pending.name },
    'sign-up',
    { signUp: JSON.stringify(pending) },
  );
  return { ok: true, options };
}

export type PasskeySignUpResult =
  | {
      ok: true;
      user: User;
      secret: string;
      session: Session;
      /** The email verification secret to mail. */
      verificationToken?: string;
    }
  | PasskeyProblem
  | { ok: false; reason: 'email-taken' }
  /** What changed between the two steps, by field (an invitation used by someone else meanwhile). */
  | { ok: false; reason: 'fields'; errors: FieldErrors };

/**
 * The second step: the passkey the browser made is checked, and the account, its organisation
 * (an employer's) and the passkey are created at once, with a session that counts as both
 * factors. The account has no password until one is set from a reset link.
 */
export async function signUpWithPasskey(
  accounts: Accounts,
  rp: RelyingParty,
  input: {
    response: unknown;
    ip: string;
    userAgent: string;
    passkeyName?: string;
    /** The invitation's token again, when the first step had one. */
    invitationToken?: string;
  },
): Promise<PasskeySignUpResult> {
  const wait = await blockedFor(accounts, addressKey(input.ip), accounts.signInLimits.perAddress);
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };
  const spent = await spendChallenge(accounts, input.response, 'sign-up');
  const pending =
    spent === null || spent.signUp === null ? null : (JSON.parse(spent.signUp) as PendingSignUp);
  const credential =
    spent === null ? null : await verifiedRegistration(rp, input.response, spent.challenge);
  const invitationMatches =
    pending?.invitationHash === undefined ||
    (input.invitationToken !== undefined &&
      hashSecret(input.invitationToken) === pending.invitationHash);
  if (
    pending === null ||
    credential === null ||
    !invitationMatches ||
    emailProblem(pending.email) !== null
  ) {
    // Counted as sign-in's failures are: answers that were not made for a challenge of ours.
    await recordFailure(accounts, addressKey(input.ip));
    return { ok: false, reason: pending === null ? 'expired' : 'invalid' };
  }
  const now = nowInstant(accounts);
  const result = await signUp(
    accounts,
    {
      role: pending.role,
      name: pending.name,
      email: pending.email,
      password: '',
      ...(pending.organisationName === undefined
        ? {}
        : { organisationName: pending.organisationName }),
      ...(pending.invitationHash === undefined
        ? {}
        : { invitationToken: input.invitationToken ?? '' }),
    },
    {
      userId: pending.userId,
      within: async (trx, userId) => {
        await trx
          .insertInto('passkeys')
          .values(passkeyRow(userId, credential, normalisePasskeyName(input.passkeyName), now))
          .execute();
      },
    },
  );
  if (!result.ok) return { ok: false, reason: 'fields', errors: result.errors };
  if (!result.created) return { ok: false, reason: 'email-taken' };
  const { secret, session } = await createSession(
    accounts,
    result.user.id,
    { userAgent: input.userAgent, ip: input.ip },
    { twoStep: true, method: 'passkey' },
  );
  return {
    ok: true,
    user: result.user,
    secret,
    session,
    ...(result.verificationToken === undefined
      ? {}
      : { verificationToken: result.verificationToken }),
  };
}

/**
 * Confirms a signed-in session with one of its person's passkeys (before a sensitive change): the
 * same checks as signing in, and the passkey must be theirs.
 */
export async function confirmWithPasskey(
  accounts: Accounts,
  rp: RelyingParty,
  input: { userId: string; sessionId: string; response: unknown; ip: string },
): Promise<{ ok: true } | PasskeyProblem> {
  const wait = await blockedFor(accounts, addressKey(input.ip), accounts.signInLimits.perAddress);
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };
  const spent = await spendChallenge(accounts, input.response, 'sign-in');
  if (spent === null) return { ok: false, reason: 'expired' };
  const verified = await verifiedAssertion(accounts, rp, input.response, spent.challenge);
  if (verified === null || verified.user.id !== input.userId) {
    await recordFailure(accounts, addressKey(input.ip));
    return { ok: false, reason: 'invalid' };
  }
  await confirmSession(accounts, input.sessionId);
  return { ok: true };
}

/**
 * Confirms a signed-in session with the account's password (throttled like the code step: per
 * person and per address).
 */
export async function confirmWithPassword(
  accounts: Accounts,
  input: { userId: string; sessionId: string; password: string; ip: string },
): Promise<{ ok: true } | Exclude<PasskeyProblem, { reason: 'expired' }>> {
  const limits = accounts.signInLimits;
  const personKey = `confirm:${input.userId}`;
  const wait = Math.max(
    await blockedFor(accounts, personKey, limits.perCodeUser),
    await blockedFor(accounts, addressKey(input.ip), limits.perAddress),
  );
  if (wait > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds: wait };
  const row =
    input.password === ''
      ? null
      : await checkPassword(
          accounts,
          input.userId,
          input.password.slice(0, MAX_PASSWORD_LENGTH + 1),
        );
  if (row === null) {
    await recordFailure(accounts, personKey);
    await recordFailure(accounts, addressKey(input.ip));
    return { ok: false, reason: 'invalid' };
  }
  await clearFailures(accounts, personKey);
  await confirmSession(accounts, input.sessionId);
  return { ok: true };
}
