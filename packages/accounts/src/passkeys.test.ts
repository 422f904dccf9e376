import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addPasskey,
  confirmWithPasskey,
  countPasskeyRequest,
  inviteMember,
  confirmWithPassword,
  createSession,
  isFreshSession,
  lookupSession,
  requestEmailChange,
  organisationsOf,
  secondFactorRequired,
  setRequireTwoStep,
  deleteAccount,
  exportAccount,
  hasPassword,
  listPasskeys,
  listSessions,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  passkeySignUpOptions,
  removePasskey,
  renamePasskey,
  signIn,
  signInWithPasskey,
  signUp,
  signUpWithPasskey,
  type Accounts,
  type RelyingParty,
} from './index.ts';
import { SoftAuthenticator } from './softAuthenticator.ts';
import { openTestAccounts, strongPassword, TestClock } from './testAccounts.ts';

const rp: RelyingParty = { id: 'localhost', name: 'Joblane', origin: 'http://localhost:3000' };
const client = { ip: '192.0.2.9', userAgent: 'Mozilla/5.0 (test)' };
let counter = 0;

describe.each(dialects)('passkeys on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, clock);
  });
  afterAll(() => database.close());

  async function person() {
    counter += 1;
    const email = `passkey.${counter}@example.com`;
    const result = await signUp(accounts, {
      role: 'seeker',
      name: 'Pat Passkey',
      email,
      password: strongPassword,
    });
    if (!result.ok || !result.created) throw new Error('sign-up failed');
    return { user: result.user, email };
  }

  /** A person with a passkey on a software authenticator. */
  async function withPasskey(name = 'Laptop') {
    const someone = await person();
    const authenticator = new SoftAuthenticator(rp);
    const options = await passkeyRegistrationOptions(accounts, rp, someone.user);
    const added = await addPasskey(accounts, rp, {
      userId: someone.user.id,
      response: authenticator.register(options),
      name,
    });
    expect(added.ok).toBe(true);
    return { ...someone, authenticator };
  }

  async function passkeySignIn(
    authenticator: SoftAuthenticator,
    tweak: Parameters<SoftAuthenticator['assert']>[1] = {},
  ) {
    const options = await passkeySignInOptions(accounts, rp);
    return signInWithPasskey(accounts, rp, {
      response: authenticator.assert(options, tweak),
      ...client,
    });
  }

  it('adds named passkeys, lists them with their dates, renames and removes only its own', async () => {
    const { user, authenticator } = await withPasskey('  My   laptop ');
    const [first] = await listPasskeys(accounts, user.id);
    expect(first).toEqual({
      id: authenticator.id,
      name: 'My laptop',
      createdAt: clock.now().toISOString(),
      lastUsedAt: null,
    });
    const phone = new SoftAuthenticator(rp);
    clock.advance(1000);
    const options = await passkeyRegistrationOptions(accounts, rp, user);
    // The browser is told not to make a second passkey on an authenticator that has one.
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const second = await addPasskey(accounts, rp, {
      userId: user.id,
      response: phone.register(options),
    });
    expect(second).toMatchObject({ ok: true, passkey: { name: 'Passkey 2' } });
    expect((await listPasskeys(accounts, user.id)).map((p) => p.id)).toEqual([
      phone.id,
      authenticator.id,
    ]);

    expect(await renamePasskey(accounts, user.id, phone.id, 'Phone')).toBe(true);
    const stranger = await person();
    expect(await renamePasskey(accounts, stranger.user.id, phone.id, 'Mine')).toBe(false);
    expect(await removePasskey(accounts, stranger.user.id, phone.id)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(await removePasskey(accounts, user.id, authenticator.id)).toEqual({ ok: true });
    expect(await listPasskeys(accounts, user.id)).toEqual([
      expect.objectContaining({ id: phone.id, name: 'Phone' }),
    ]);
    // The removed passkey signs in no more; the other does.
    expect(await passkeySignIn(authenticator)).toEqual({ ok: false, reason: 'invalid' });
    expect(await passkeySignIn(phone)).toMatchObject({ ok: true, user: { id: user.id } });
  });

  it('refuses a registration for another user, a spent or stale challenge, or without user verification', async () => {
    const { user } = await person();
    const other = await person();
    const authenticator = new SoftAuthenticator(rp);
    const options = await passkeyRegistrationOptions(accounts, rp, user);
    const response = authenticator.register(options);
    expect(await addPasskey(accounts, rp, { userId: other.user.id, response })).toEqual({
      ok: false,
      reason: 'expired',
    });
    // The challenge was spent by that attempt.
    expect(await addPasskey(accounts, rp, { userId: user.id, response })).toEqual({
      ok: false,
      reason: 'expired',
    });
    const unverified = await passkeyRegistrationOptions(accounts, rp, user);
    expect(
      await addPasskey(accounts, rp, {
        userId: user.id,
        response: authenticator.register(unverified, { userVerified: false }),
      }),
    ).toEqual({ ok: false, reason: 'invalid' });
    const elsewhere = await passkeyRegistrationOptions(accounts, rp, user);
    expect(
      await addPasskey(accounts, rp, {
        userId: user.id,
        response: authenticator.register(elsewhere, { origin: 'https://phish.example' }),
      }),
    ).toEqual({ ok: false, reason: 'invalid' });
    const stale = await passkeyRegistrationOptions(accounts, rp, user);
    clock.advance(5 * 60_000 + 1);
    expect(
      await addPasskey(accounts, rp, { userId: user.id, response: authenticator.register(stale) }),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(await listPasskeys(accounts, user.id)).toEqual([]);
  });

  it('signs in with a passkey: both factors, the method and the last use recorded', async () => {
    const { user, authenticator } = await withPasskey();
    clock.advance(60_000);
    const result = await passkeySignIn(authenticator);
    if (!result.ok) throw new Error(result.reason);
    expect(result.user.id).toBe(user.id);
    expect(result.session.twoStepAt).toBe(clock.now().toISOString());
    expect(result.session.signInMethod).toBe('passkey');
    const [listed] = await listSessions(accounts, user.id);
    expect(listed?.signInMethod).toBe('passkey');
    expect((await listPasskeys(accounts, user.id))[0]?.lastUsedAt).toBe(clock.now().toISOString());
    const withPassword = await createSession(accounts, user.id, client);
    expect(withPassword.session.signInMethod).toBe('password');
    // The data download lists the passkeys (names and dates) and how each session signed in.
    const exported = await exportAccount(accounts, user.id);
    expect(exported?.passkeys).toEqual([
      { name: 'Laptop', createdAt: expect.any(String), lastUsedAt: clock.now().toISOString() },
    ]);
    expect(exported?.sessions.map((s) => s.signInMethod).sort()).toEqual(['passkey', 'password']);
  });

  it('refuses a replayed, altered, unverified, cloned or misdirected assertion', async () => {
    const { authenticator } = await withPasskey();
    const options = await passkeySignInOptions(accounts, rp);
    const response = authenticator.assert(options);
    const good = await signInWithPasskey(accounts, rp, { response, ...client });
    expect(good.ok).toBe(true);
    // The same answer again: its challenge is spent.
    expect(await signInWithPasskey(accounts, rp, { response, ...client })).toEqual({
      ok: false,
      reason: 'expired',
    });

    // Altered after signing: the counter in the authenticator data raised by hand.
    const fresh = await passkeySignInOptions(accounts, rp);
    const signed = authenticator.assert(fresh);
    const data = Buffer.from(signed.response.authenticatorData, 'base64url');
    data[36] = (data[36] ?? 0) + 50;
    const altered = {
      ...signed,
      response: { ...signed.response, authenticatorData: data.toString('base64url') },
    };
    expect(await signInWithPasskey(accounts, rp, { response: altered, ...client })).toEqual({
      ok: false,
      reason: 'invalid',
    });

    // A counter that did not move past the stored one: a cloned authenticator.
    expect(await passkeySignIn(authenticator, { counter: authenticator.counter - 1 })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await passkeySignIn(authenticator, { userVerified: false })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await passkeySignIn(authenticator, { origin: 'https://phish.example' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // A challenge made for adding a passkey does not sign in.
    const { user } = await person();
    const registration = await passkeyRegistrationOptions(accounts, rp, user);
    expect(
      await signInWithPasskey(accounts, rp, {
        response: authenticator.assert(registration),
        ...client,
      }),
    ).toEqual({ ok: false, reason: 'expired' });
    // Nonsense from a script answers as a problem, never a throw.
    for (const nonsense of [null, 'x', { id: 1 }, { response: { clientDataJSON: '!!' } }]) {
      const answer = await signInWithPasskey(accounts, rp, { response: nonsense, ...client });
      expect(answer.ok).toBe(false);
    }
    expect(await passkeySignIn(authenticator)).toMatchObject({ ok: true });
  });

  it("does not let one account's passkey sign in another, and an unknown passkey answers alike", async () => {
    const first = await withPasskey();
    const second = await withPasskey();
    // The first passkey's signature with the second account's user handle.
    const options = await passkeySignInOptions(accounts, rp);
    const forged = first.authenticator.assert(options);
    forged.response.userHandle = second.authenticator.userHandle;
    expect(await signInWithPasskey(accounts, rp, { response: forged, ...client })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // A passkey this site never saw: the same answer as a wrong signature.
    const unknown = new SoftAuthenticator(rp);
    unknown.userHandle = first.authenticator.userHandle;
    expect(await passkeySignIn(unknown)).toEqual({ ok: false, reason: 'invalid' });
    const signedIn = await passkeySignIn(first.authenticator);
    expect(signedIn).toMatchObject({ ok: true, user: { id: first.user.id } });
  });

  it('answers an unknown passkey after the same work as a known one with a bad signature', async () => {
    // Throttling set aside (it has its own tests), from an address of this test's own.
    const untimed = await openTestAccounts(database, clock, {
      signInLimits: { perAddress: 1_000_000 },
    });
    const from = { ip: '198.51.100.31', userAgent: client.userAgent };
    const { authenticator } = await withPasskey();
    const stranger = new SoftAuthenticator(rp);
    stranger.userHandle = authenticator.userHandle;
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let trial = 0; trial < 80; trial += 1) {
      // Taking turns at going first, so neither always runs on a warmer cache.
      const order =
        trial % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const which of order) {
        const options = await passkeySignInOptions(untimed, rp);
        const response = (which === 'known' ? authenticator : stranger).assert(options);
        // One bit of the signature flipped: what a guesser without the private key sends.
        const signature = Buffer.from(response.response.signature, 'base64url');
        signature[signature.length - 4]! ^= 1;
        response.response.signature = signature.toString('base64url');
        const started = performance.now();
        const answer = await signInWithPasskey(untimed, rp, { response, ...from });
        times[which].push(performance.now() - started);
        expect(answer).toEqual({ ok: false, reason: 'invalid' });
      }
    }
    // Load from the rest of the machine only adds time, so each is read at its quickest quarter
    // (the 25th percentile of its answers). Without the decoy check: 3.0 to 8.5 on SQLite, 1.5 on
    // PostgreSQL, where the round trips hide the check. With it: 0.85 to 1.15 on both, also with
    // four busy loops on two cores.
    const quarter = (ms: number[]) => [...ms].sort((a, b) => a - b)[ms.length >> 2]!;
    const ratio = quarter(times.known) / quarter(times.unknown);
    expect(ratio).toBeGreaterThan(1 / 1.75);
    expect(ratio).toBeLessThan(1.75);
  });

  it('signs up with a passkey and no password; a password never signs in to it', async () => {
    counter += 1;
    const email = `passwordless.${counter}@example.com`;
    const start = await passkeySignUpOptions(accounts, rp, {
      role: 'employer',
      name: 'Nadia No-Password',
      email,
      organisationName: 'Keyless Pty Ltd',
    });
    if (!start.ok) throw new Error(JSON.stringify(start.errors));
    const authenticator = new SoftAuthenticator(rp);
    const made = await signUpWithPasskey(accounts, rp, {
      response: authenticator.register(start.options),
      ...client,
    });
    if (!made.ok) throw new Error(made.reason);
    expect(made.user).toMatchObject({ email, role: 'employer', name: 'Nadia No-Password' });
    expect(made.verificationToken).toBeTypeOf('string');
    expect(made.session.signInMethod).toBe('passkey');
    expect(await hasPassword(accounts, made.user.id)).toBe(false);
    // The passkey's user handle is the account's id.
    expect(Buffer.from(authenticator.userHandle, 'base64url').toString()).toBe(made.user.id);
    for (const password of ['', strongPassword]) {
      expect(await signIn(accounts, { email, password, ...client })).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(await passkeySignIn(authenticator)).toMatchObject({ ok: true });
    // Its only way in is not removed.
    const [only] = await listPasskeys(accounts, made.user.id);
    expect(await removePasskey(accounts, made.user.id, only!.id)).toEqual({
      ok: false,
      reason: 'last',
    });

    // The fields are checked as the password sign-up checks them; a taken address says so.
    expect(
      await passkeySignUpOptions(accounts, rp, { role: 'seeker', name: '', email: 'nope' }),
    ).toEqual({ ok: false, errors: { name: 'Enter your name.', email: expect.any(String) } });
    expect(await passkeySignUpOptions(accounts, rp, { role: 'seeker', name: 'N', email })).toEqual({
      ok: false,
      errors: { email: expect.stringContaining('already uses') },
    });
    // A spent sign-up challenge makes nothing.
    expect(
      await signUpWithPasskey(accounts, rp, {
        response: authenticator.register(start.options),
        ...client,
      }),
    ).toEqual({ ok: false, reason: 'expired' });
    expect((await deleteAccount(accounts, made.user.id, '')).ok).toBe(false);
  });

  it("signs up from an organisation's invitation with a passkey: joins it, the address verified", async () => {
    counter += 1;
    const owner = await signUp(accounts, {
      role: 'employer',
      name: 'Olu Owner',
      email: `owner.${counter}@example.com`,
      password: strongPassword,
      organisationName: `Invited Pty ${counter}`,
    });
    if (!owner.ok) throw new Error('sign-up failed');
    const [organisation] = await organisationsOf(accounts, owner.user.id);
    const email = `invitee.${counter}@example.com`;
    const invited = await inviteMember(accounts, owner.user.id, organisation!.id, email);
    if (!invited.ok) throw new Error('invite failed');
    const fields = {
      role: 'employer',
      name: 'Ivy Invitee',
      invitationToken: invited.token,
    } as const;

    // Another address, or a link that is not complete, is said before the browser's prompt.
    expect(
      await passkeySignUpOptions(accounts, rp, { ...fields, email: 'someone@example.com' }),
    ).toEqual({ ok: false, errors: { email: expect.stringContaining(email) } });
    expect(
      await passkeySignUpOptions(accounts, rp, { ...fields, email, invitationToken: 'nope' }),
    ).toEqual({ ok: false, errors: { invitation: expect.stringMatching(/not complete/) } });

    const start = await passkeySignUpOptions(accounts, rp, { ...fields, email });
    if (!start.ok) throw new Error(JSON.stringify(start.errors));
    // The challenge row keeps a hash of the token, never the token.
    const stored = await accounts.db.selectFrom('passkey_challenges').select('sign_up').execute();
    expect(stored.some((row) => row.sign_up?.includes(invited.token))).toBe(false);
    const authenticator = new SoftAuthenticator(rp);
    const response = authenticator.register(start.options);
    // The second step must bring the same invitation: without it, nothing is made.
    const other = await passkeySignUpOptions(accounts, rp, { ...fields, email });
    if (!other.ok) throw new Error(JSON.stringify(other.errors));
    expect(
      await signUpWithPasskey(accounts, rp, {
        response: new SoftAuthenticator(rp).register(other.options),
        ...client,
        invitationToken: 'x'.repeat(43),
      }),
    ).toEqual({ ok: false, reason: 'invalid' });

    const made = await signUpWithPasskey(accounts, rp, {
      response,
      ...client,
      invitationToken: invited.token,
    });
    if (!made.ok) throw new Error(made.reason);
    expect(made.user).toMatchObject({ email, role: 'employer', emailVerified: true });
    expect(made.verificationToken).toBeUndefined();
    expect(await hasPassword(accounts, made.user.id)).toBe(false);
    expect(await organisationsOf(accounts, made.user.id)).toEqual([
      expect.objectContaining({ id: organisation!.id, role: 'member' }),
    ]);
    expect(await passkeySignIn(authenticator)).toMatchObject({ ok: true, user: { email } });
  });

  it('counts passkey option requests per address and refuses past the limit, with the wait', async () => {
    const limited = await openTestAccounts(database, clock, {
      signInLimits: { passkeyRequestsPerAddress: 3 },
    });
    const ip = `198.51.100.${40 + dialects.indexOf(dialect)}`;
    for (let request = 0; request < 3; request += 1) {
      expect(await countPasskeyRequest(limited, ip)).toBe(0);
    }
    const wait = await countPasskeyRequest(limited, ip);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await countPasskeyRequest(limited, '198.51.100.99')).toBe(0);
    clock.advance(15 * 60_000 + 1);
    expect(await countPasskeyRequest(limited, ip)).toBe(0);
  });

  it('wants a sign-in, password, passkey or code from the last 10 minutes for sensitive changes', async () => {
    const { user, authenticator } = await withPasskey();
    const { secret, session } = await createSession(accounts, user.id, client);
    expect(isFreshSession(accounts, session)).toBe(true);
    clock.advance(10 * 60_000);
    const stale = (await lookupSession(accounts, secret))!.session;
    expect(isFreshSession(accounts, stale)).toBe(false);

    const wrong = await confirmWithPassword(accounts, {
      userId: user.id,
      sessionId: session.id,
      password: 'not the password at all',
      ip: client.ip,
    });
    expect(wrong).toEqual({ ok: false, reason: 'invalid' });
    expect(
      await confirmWithPassword(accounts, {
        userId: user.id,
        sessionId: session.id,
        password: strongPassword,
        ip: client.ip,
      }),
    ).toEqual({ ok: true });
    const confirmed = (await lookupSession(accounts, secret))!.session;
    expect(confirmed.provenAt).toBe(clock.now().toISOString());
    expect(isFreshSession(accounts, confirmed)).toBe(true);

    clock.advance(11 * 60_000);
    expect(isFreshSession(accounts, (await lookupSession(accounts, secret))!.session)).toBe(false);
    // Another account's passkey does not confirm this one's session.
    const other = await withPasskey();
    const foreign = await passkeySignInOptions(accounts, rp);
    expect(
      await confirmWithPasskey(accounts, rp, {
        userId: user.id,
        sessionId: session.id,
        response: other.authenticator.assert(foreign),
        ip: client.ip,
      }),
    ).toEqual({ ok: false, reason: 'invalid' });
    const own = await passkeySignInOptions(accounts, rp);
    expect(
      await confirmWithPasskey(accounts, rp, {
        userId: user.id,
        sessionId: session.id,
        response: authenticator.assert(own),
        ip: client.ip,
      }),
    ).toEqual({ ok: true });
    expect(isFreshSession(accounts, (await lookupSession(accounts, secret))!.session)).toBe(true);

    // "No password" is taken only from an account that has none.
    expect(
      await requestEmailChange(accounts, user.id, { email: 'new@example.com', password: null }),
    ).toMatchObject({ ok: false });
    expect((await deleteAccount(accounts, user.id, null)).ok).toBe(false);
  });

  it('lets an account without a password change its email and delete itself after confirming', async () => {
    counter += 1;
    const start = await passkeySignUpOptions(accounts, rp, {
      role: 'seeker',
      name: 'Ola Only-Passkey',
      email: `only.passkey.${counter}@example.com`,
    });
    if (!start.ok) throw new Error('options');
    const made = await signUpWithPasskey(accounts, rp, {
      response: new SoftAuthenticator(rp).register(start.options),
      ...client,
    });
    if (!made.ok) throw new Error(made.reason);
    expect(
      await requestEmailChange(accounts, made.user.id, {
        email: `moved.${counter}@example.com`,
        password: null,
      }),
    ).toMatchObject({ ok: true });
    expect(await deleteAccount(accounts, made.user.id, null)).toEqual({ ok: true });
  });

  it('lets an owner, and only an owner, require a second factor of the members', async () => {
    counter += 1;
    const owner = await signUp(accounts, {
      role: 'employer',
      name: 'Owen Owner',
      email: `owner.${counter}@example.com`,
      password: strongPassword,
      organisationName: `Careful Co ${counter}`,
    });
    if (!owner.ok || !owner.created) throw new Error('sign-up');
    const [organisation] = await organisationsOf(accounts, owner.user.id);
    expect(organisation?.requireTwoStep).toBe(false);
    expect(await secondFactorRequired(accounts, owner.user.id)).toBe(false);
    const stranger = await person();
    expect(await setRequireTwoStep(accounts, stranger.user.id, organisation!.id, true)).toEqual({
      ok: false,
      problem: 'not-found',
    });
    expect(await setRequireTwoStep(accounts, owner.user.id, organisation!.id, true)).toEqual({
      ok: true,
    });
    expect(await secondFactorRequired(accounts, owner.user.id)).toBe(true);
    expect((await organisationsOf(accounts, owner.user.id))[0]?.requireTwoStep).toBe(true);
    expect(await secondFactorRequired(accounts, stranger.user.id)).toBe(false);
  });
});
