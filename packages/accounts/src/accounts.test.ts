import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  changePassword,
  createSession,
  getOrganisation,
  getOrganisationBySlug,
  MAX_DESCRIPTION_LENGTH,
  deleteAccount,
  exportAccount,
  getUser,
  inviteMember,
  listSessions,
  lookupSession,
  organisationsOf,
  passwordProblem,
  STRENGTH_CHECKED_LENGTH,
  renameUser,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  revokeAllSessions,
  revokeSession,
  setOrganisationDescription,
  setOrganisationWebsite,
  signIn,
  signUp,
  verifyEmail,
  type Accounts,
} from './index.ts';
import { openTestAccounts, strongPassword, TestClock } from './testAccounts.ts';

const client = { ip: '192.0.2.1', userAgent: 'Mozilla/5.0 (test)' };
let counter = 0;
const uniqueEmail = (name = 'person') => `${name}.${(counter += 1)}@example.com`;

async function seeker(accounts: Accounts, email = uniqueEmail()) {
  const result = await signUp(accounts, {
    role: 'seeker',
    name: 'Ana Seeker',
    email,
    password: strongPassword,
  });
  if (!result.ok || !result.created) throw new Error('sign-up failed');
  return { ...result, email };
}

describe.each(dialects)('accounts on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, clock);
  });
  afterAll(() => database.close());

  describe('sign-up and email verification', () => {
    it('creates a seeker with an unverified, normalised email and a single-use verification link', async () => {
      const email = uniqueEmail('Mixed.Case');
      const result = await signUp(accounts, {
        role: 'seeker',
        name: '  Ana  ',
        email: `  ${email.toUpperCase()} `,
        password: strongPassword,
      });
      expect(result).toMatchObject({
        ok: true,
        created: true,
        user: { email: email.toLowerCase(), name: 'Ana', role: 'seeker', emailVerified: false },
      });
      if (!result.ok || result.verificationToken === undefined) throw new Error('no token');
      const verified = await verifyEmail(accounts, result.verificationToken);
      expect(verified).toMatchObject({ ok: true, user: { emailVerified: true } });
      expect(await verifyEmail(accounts, result.verificationToken)).toEqual({
        ok: false,
        problem: 'used',
      });
      expect(await verifyEmail(accounts, 'not-a-token')).toEqual({ ok: false, problem: 'invalid' });
    });

    it('renames a person (trimmed), refusing an empty or over-long name', async () => {
      const result = await signUp(accounts, {
        role: 'seeker',
        name: 'Ana',
        email: uniqueEmail('rename'),
        password: strongPassword,
      });
      if (!result.ok) throw new Error('not signed up');
      expect(await renameUser(accounts, result.user.id, '  Ana Ng ')).toEqual({ ok: true });
      expect((await getUser(accounts, result.user.id))?.name).toBe('Ana Ng');
      expect(await renameUser(accounts, result.user.id, '  ')).toEqual({
        ok: false,
        error: 'Enter your name.',
      });
      expect(await renameUser(accounts, result.user.id, 'x'.repeat(101))).toEqual({
        ok: false,
        error: 'Use at most 100 characters.',
      });
      expect((await getUser(accounts, result.user.id))?.name).toBe('Ana Ng');
    });

    it('refuses a verification link after its hour', async () => {
      const { verificationToken } = await seeker(accounts);
      clock.advance(3600_000 + 1);
      expect(await verifyEmail(accounts, verificationToken!)).toEqual({
        ok: false,
        problem: 'expired',
      });
    });

    it('creates nothing for an email that has an account, and says so only to the caller', async () => {
      const { email, user } = await seeker(accounts);
      const again = await signUp(accounts, {
        role: 'seeker',
        name: 'Someone Else',
        email,
        password: 'another long passphrase 77',
      });
      expect(again).toEqual({ ok: true, created: false, user });
      const rows = await accounts.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('names every problem with the form, and stores nothing', async () => {
      const email = uniqueEmail();
      const result = await signUp(accounts, {
        role: 'employer',
        name: '',
        email,
        password: 'password12',
        organisationName: ' ',
      });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(Object.keys(result.errors)).toEqual(['name', 'organisationName', 'password']);
      expect(result.errors.password).toMatch(/too easy to guess/);
      expect(
        await accounts.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it('creates an employer with the organisation they own', async () => {
      const email = uniqueEmail('owner');
      const result = await signUp(accounts, {
        role: 'employer',
        name: 'Olu Owner',
        email,
        password: strongPassword,
        organisationName: 'Harbour Health & Care',
      });
      if (!result.ok) throw new Error('sign-up failed');
      const organisations = await organisationsOf(accounts, result.user.id);
      expect(organisations).toEqual([
        expect.objectContaining({
          name: 'Harbour Health & Care',
          role: 'owner',
          slug: expect.stringMatching(/^harbour-health-care/),
        }),
      ]);
    });
  });

  describe('signing up from an invitation', () => {
    it('joins the inviting organisation instead of creating one, verified, and spends the link', async () => {
      const ownerEmail = uniqueEmail('owner');
      const owner = await signUp(accounts, {
        role: 'employer',
        name: 'Olu Owner',
        email: ownerEmail,
        password: strongPassword,
        organisationName: 'Quay Clinic',
      });
      if (!owner.ok) throw new Error('sign-up failed');
      const [organisation] = await organisationsOf(accounts, owner.user.id);
      const inviteeEmail = uniqueEmail('invitee');
      const invited = await inviteMember(accounts, owner.user.id, organisation!.id, inviteeEmail);
      if (!invited.ok) throw new Error('invite failed');

      const wrongAddress = await signUp(accounts, {
        role: 'employer',
        name: 'Someone',
        email: uniqueEmail('other'),
        password: strongPassword,
        invitationToken: invited.token,
      });
      expect(wrongAddress).toMatchObject({
        ok: false,
        errors: { email: expect.stringContaining(inviteeEmail) },
      });

      const joined = await signUp(accounts, {
        role: 'employer',
        name: 'Ivy Invitee',
        email: inviteeEmail,
        password: strongPassword,
        invitationToken: invited.token,
      });
      expect(joined).toMatchObject({ ok: true, created: true, user: { emailVerified: true } });
      if (!joined.ok) return;
      expect(joined.verificationToken).toBeUndefined();
      expect(await organisationsOf(accounts, joined.user.id)).toEqual([
        expect.objectContaining({ name: 'Quay Clinic', role: 'member' }),
      ]);
      const again = await signUp(accounts, {
        role: 'employer',
        name: 'Late',
        email: uniqueEmail('late'),
        password: strongPassword,
        invitationToken: invited.token,
      });
      expect(again).toMatchObject({
        ok: false,
        errors: { invitation: expect.stringMatching(/used already/) },
      });
    });
  });

  describe('organisation descriptions', () => {
    it('an owner sets the description the company page shows; a member cannot, a stranger is told nothing', async () => {
      const owner = await signUp(accounts, {
        role: 'employer',
        name: 'Olu Owner',
        email: uniqueEmail('owner'),
        password: strongPassword,
        organisationName: 'Wattle Bakery',
      });
      if (!owner.ok) throw new Error('sign-up failed');
      const [organisation] = await organisationsOf(accounts, owner.user.id);
      expect(organisation!.description).toBe('');
      const memberEmail = uniqueEmail('member');
      const invited = await inviteMember(accounts, owner.user.id, organisation!.id, memberEmail);
      const member = await signUp(accounts, {
        role: 'employer',
        name: 'Mo Member',
        email: memberEmail,
        password: strongPassword,
        ...(invited.ok ? { invitationToken: invited.token } : {}),
      });
      if (!member.ok) throw new Error('sign-up failed');
      const stranger = await seeker(accounts);

      const set = await setOrganisationDescription(
        accounts,
        owner.user.id,
        organisation!.id,
        '  Sourdough since 1998.\r\nTwo shops in Hobart.\u0007  ',
      );
      expect(set).toMatchObject({
        ok: true,
        organisation: { description: 'Sourdough since 1998.\nTwo shops in Hobart.' },
      });
      expect(await getOrganisationBySlug(accounts, organisation!.slug)).toMatchObject({
        name: 'Wattle Bakery',
        description: 'Sourdough since 1998.\nTwo shops in Hobart.',
      });

      expect(
        await setOrganisationDescription(accounts, member.user.id, organisation!.id, 'Mine now'),
      ).toEqual({ ok: false, problem: 'not-owner' });
      expect(
        await setOrganisationDescription(accounts, stranger.user.id, organisation!.id, 'Mine now'),
      ).toEqual({ ok: false, problem: 'not-found' });
      expect((await getOrganisationBySlug(accounts, organisation!.slug))!.description).toBe(
        'Sourdough since 1998.\nTwo shops in Hobart.',
      );
    });

    it('takes exactly 300 characters (counting emoji as one), refuses 301 with the count, and clears with empty text', async () => {
      const owner = await signUp(accounts, {
        role: 'employer',
        name: 'Olu Owner',
        email: uniqueEmail('owner'),
        password: strongPassword,
        organisationName: 'Kelp Studio',
      });
      if (!owner.ok) throw new Error('sign-up failed');
      const [organisation] = await organisationsOf(accounts, owner.user.id);
      const full = `${'🌊'.repeat(100)}${'a'.repeat(MAX_DESCRIPTION_LENGTH - 100)}`;
      expect(
        await setOrganisationDescription(accounts, owner.user.id, organisation!.id, full),
      ).toMatchObject({ ok: true, organisation: { description: full } });
      expect(
        await setOrganisationDescription(accounts, owner.user.id, organisation!.id, `${full}b`),
      ).toEqual({
        ok: false,
        errors: { description: 'Keep the description to 300 characters or fewer (it has 301).' },
      });
      expect((await getOrganisationBySlug(accounts, organisation!.slug))!.description).toBe(full);
      // The database holds the limit too, whoever writes.
      await expect(
        accounts.db
          .updateTable('organisations')
          .set({ description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1) })
          .where('id', '=', organisation!.id)
          .execute(),
      ).rejects.toThrow();
      expect(
        await setOrganisationDescription(accounts, owner.user.id, organisation!.id, '   '),
      ).toMatchObject({ ok: true, organisation: { description: '' } });
    });
  });

  describe('organisation website', () => {
    it('lets an owner set a normalised http(s) website, refuses bad ones clearly, and clears it', async () => {
      const owner = await signUp(accounts, {
        role: 'employer',
        name: 'Wen Owner',
        email: uniqueEmail('owner'),
        password: strongPassword,
        organisationName: 'Ironbark Joinery',
      });
      if (!owner.ok) throw new Error('sign-up failed');
      const [organisation] = await organisationsOf(accounts, owner.user.id);
      expect(organisation!.website).toBeNull();
      const set = (text: string, actor = owner.user.id) =>
        setOrganisationWebsite(accounts, actor, organisation!.id, text);

      expect(await set('  Ironbark-Joinery.com.au/  ')).toMatchObject({
        ok: true,
        organisation: { website: 'https://ironbark-joinery.com.au' },
      });
      expect(await set('http://www.ironbark.net.au/about#team')).toMatchObject({
        ok: true,
        organisation: { website: 'http://www.ironbark.net.au/about' },
      });
      expect((await getOrganisationBySlug(accounts, organisation!.slug))!.website).toBe(
        'http://www.ironbark.net.au/about',
      );
      expect(await getOrganisation(accounts, organisation!.id)).toMatchObject({
        name: 'Ironbark Joinery',
        website: 'http://www.ironbark.net.au/about',
      });
      expect(await getOrganisation(accounts, 'no-such-id')).toBeUndefined();
      const message = 'Enter your website’s address, such as https://yourcompany.com.au.';
      for (const bad of [
        'ftp://ironbark.com.au',
        'javascript:alert(1)',
        'not a website',
        'localhost',
        'https://user:pw@ironbark.com.au',
        'https://192.168.0.1',
      ]) {
        expect([bad, await set(bad)]).toEqual([bad, { ok: false, errors: { website: message } }]);
      }
      expect(await set(`https://ironbark.com.au/${'a'.repeat(200)}`)).toEqual({
        ok: false,
        errors: { website: 'Keep the website address to 200 characters or fewer.' },
      });
      expect((await getOrganisationBySlug(accounts, organisation!.slug))!.website).toBe(
        'http://www.ironbark.net.au/about',
      );
      // The database refuses what is not an http(s) address, whoever writes.
      await expect(
        accounts.db
          .updateTable('organisations')
          .set({ website: 'javascript:alert(1)' })
          .where('id', '=', organisation!.id)
          .execute(),
      ).rejects.toThrow();

      const stranger = await seeker(accounts);
      expect(await set('https://mine.com', stranger.user.id)).toEqual({
        ok: false,
        problem: 'not-found',
      });
      expect(await set('   ')).toMatchObject({ ok: true, organisation: { website: null } });
    });
  });

  describe('sign-in', () => {
    it('answers an unknown email exactly as a wrong password', async () => {
      const { email } = await seeker(accounts);
      const wrong = await signIn(accounts, {
        ...client,
        ip: '192.0.2.10',
        email,
        password: 'wrong password entirely',
      });
      const unknown = await signIn(accounts, {
        ...client,
        ip: '192.0.2.10',
        email: uniqueEmail('nobody'),
        password: strongPassword,
      });
      expect(wrong).toEqual({ ok: false, reason: 'invalid' });
      expect(unknown).toEqual(wrong);
    });

    it('signs in with the right password (any case of email) and the session finds the user', async () => {
      const { email, user } = await seeker(accounts);
      const result = await signIn(accounts, {
        ...client,
        email: email.toUpperCase(),
        password: strongPassword,
      });
      if (!result.ok) throw new Error('sign-in failed');
      const found = await lookupSession(accounts, result.secret);
      expect(found?.user).toEqual(user);
      expect(found?.session).toMatchObject({ userAgent: client.userAgent, ip: client.ip });
    });

    it('throttles an account after 5 failures from one address in 15 minutes, even with the right password, and lets its owner in from elsewhere', async () => {
      const { email } = await seeker(accounts);
      const ip = '198.51.100.1';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          await signIn(accounts, { ...client, ip, email, password: 'nope nope nope' }),
        ).toEqual({ ok: false, reason: 'invalid' });
      }
      const blocked = await signIn(accounts, { ...client, ip, email, password: strongPassword });
      expect(blocked).toMatchObject({ ok: false, reason: 'rate-limited' });
      if (blocked.ok || blocked.reason !== 'rate-limited') return;
      expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
      expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
      expect(
        await signIn(accounts, { ...client, ip: '198.51.100.2', email, password: strongPassword }),
      ).toMatchObject({ ok: true });
      clock.advance(15 * 60_000);
      expect(
        await signIn(accounts, { ...client, ip, email, password: strongPassword }),
      ).toMatchObject({ ok: true });
    });

    it('throttles an account after 20 failures spread over many addresses, from any address', async () => {
      const { email } = await seeker(accounts);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await signIn(accounts, {
          ...client,
          ip: `198.51.100.${attempt}`,
          email,
          password: 'nope nope nope',
        });
      }
      expect(
        await signIn(accounts, { ...client, ip: '198.51.100.99', email, password: strongPassword }),
      ).toMatchObject({ ok: false, reason: 'rate-limited' });
      clock.advance(15 * 60_000);
      expect(
        await signIn(accounts, { ...client, ip: '198.51.100.99', email, password: strongPassword }),
      ).toMatchObject({ ok: true });
    });

    it("does not lock a first-time user or a made-up email out for other people's failures at the same address", async () => {
      const ip = '203.0.113.50';
      // An office's morning: 40 colleagues mistype their passwords, some of them 5 times.
      for (let person = 0; person < 40; person += 1) {
        const email = uniqueEmail('colleague');
        for (let attempt = 0; attempt <= person % 5; attempt += 1) {
          await signIn(accounts, { ...client, ip, email, password: 'wrong wrong wrong' });
        }
      }
      const { email } = await seeker(accounts);
      expect(
        await signIn(accounts, { ...client, ip, email, password: strongPassword }),
      ).toMatchObject({ ok: true });
      expect(
        await signIn(accounts, {
          ...client,
          ip,
          email: uniqueEmail('made-up'),
          password: 'anything at all',
        }),
      ).toEqual({ ok: false, reason: 'invalid' });
    });

    it('throttles a client address after 200 failures on any accounts', async () => {
      const ip = '203.0.113.7';
      for (let attempt = 0; attempt < 200; attempt += 1) {
        await signIn(accounts, {
          ...client,
          ip,
          email: uniqueEmail('guess'),
          password: 'guessing guessing',
        });
      }
      const { email } = await seeker(accounts);
      expect(
        await signIn(accounts, { ...client, ip, email, password: strongPassword }),
      ).toMatchObject({ ok: false, reason: 'rate-limited' });
      expect(
        await signIn(accounts, { ...client, ip: '203.0.113.8', email, password: strongPassword }),
      ).toMatchObject({ ok: true });
    });
  });

  describe('sessions', () => {
    it('end after 14 idle days, and stay alive while used', async () => {
      const { user } = await seeker(accounts);
      const { secret } = await createSession(accounts, user.id, client);
      clock.advance(13 * 24 * 3600_000);
      expect(await lookupSession(accounts, secret)).not.toBeNull();
      clock.advance(13 * 24 * 3600_000);
      expect(await lookupSession(accounts, secret)).not.toBeNull();
      clock.advance(14 * 24 * 3600_000);
      expect(await lookupSession(accounts, secret)).toBeNull();
    });

    it('end 60 days after sign-in however busy', async () => {
      const { user } = await seeker(accounts);
      const { secret } = await createSession(accounts, user.id, client);
      for (let day = 0; day < 59; day += 1) {
        clock.advance(24 * 3600_000);
        expect(await lookupSession(accounts, secret)).not.toBeNull();
      }
      clock.advance(24 * 3600_000);
      expect(await lookupSession(accounts, secret)).toBeNull();
    });

    it('are listed for their owner and revocable one by one or everywhere', async () => {
      const { user } = await seeker(accounts);
      const phone = await createSession(accounts, user.id, { ip: '192.0.2.5', userAgent: 'Phone' });
      clock.advance(120_000);
      const laptop = await createSession(accounts, user.id, {
        ip: '192.0.2.6',
        userAgent: 'Laptop',
      });
      expect((await listSessions(accounts, user.id)).map((session) => session.userAgent)).toEqual([
        'Laptop',
        'Phone',
      ]);
      const other = await seeker(accounts);
      expect(await revokeSession(accounts, other.user.id, phone.session.id)).toBe(false);
      expect(await revokeSession(accounts, user.id, phone.session.id)).toBe(true);
      expect(await lookupSession(accounts, phone.secret)).toBeNull();
      expect(await revokeAllSessions(accounts.db, user.id)).toBe(1);
      expect(await lookupSession(accounts, laptop.secret)).toBeNull();
    });
  });

  describe('passwords and email changes', () => {
    it('change password: needs the current one, ends every other session', async () => {
      const { user } = await seeker(accounts);
      const here = await createSession(accounts, user.id, client);
      const there = await createSession(accounts, user.id, client);
      expect(
        await changePassword(accounts, user.id, {
          current: 'wrong',
          next: 'a brand new passphrase 9',
          keepSessionSecret: here.secret,
        }),
      ).toEqual({
        ok: false,
        errors: { current: 'That is not your current password.' },
      });
      expect(
        await changePassword(accounts, user.id, {
          current: strongPassword,
          next: 'a brand new passphrase 9',
          keepSessionSecret: here.secret,
        }),
      ).toEqual({ ok: true });
      expect(await lookupSession(accounts, here.secret)).not.toBeNull();
      expect(await lookupSession(accounts, there.secret)).toBeNull();
    });

    it('reset password: one use, one hour, every session ends, the new password works', async () => {
      const { email, user } = await seeker(accounts);
      const session = await createSession(accounts, user.id, client);
      expect(await requestPasswordReset(accounts, uniqueEmail('nobody'))).toBeNull();
      const reset = await requestPasswordReset(accounts, email);
      if (reset === null) throw new Error('no reset');
      expect(await resetPassword(accounts, reset.token, 'short')).toMatchObject({
        ok: false,
        errors: { password: expect.stringMatching(/at least 10/) },
      });
      expect(await resetPassword(accounts, reset.token, 'orchard compass velvet 8')).toMatchObject({
        ok: true,
      });
      expect(await resetPassword(accounts, reset.token, 'orchard compass velvet 9')).toEqual({
        ok: false,
        problem: 'used',
      });
      expect(await lookupSession(accounts, session.secret)).toBeNull();
      expect(
        await signIn(accounts, { ...client, email, password: 'orchard compass velvet 8' }),
      ).toMatchObject({ ok: true });
      const late = await requestPasswordReset(accounts, email);
      clock.advance(3600_000);
      expect(await resetPassword(accounts, late!.token, 'orchard compass velvet 10')).toEqual({
        ok: false,
        problem: 'expired',
      });
    });

    it('email change takes effect when the new address is verified, and never onto a taken address', async () => {
      const { user } = await seeker(accounts);
      const taken = await seeker(accounts);
      const newEmail = uniqueEmail('moved');
      const change = await requestEmailChange(accounts, user.id, {
        email: newEmail,
        password: strongPassword,
      });
      if (!change.ok) throw new Error('refused');
      expect((await exportAccount(accounts, user.id))?.user.email).not.toBe(newEmail);
      expect(await verifyEmail(accounts, change.token)).toMatchObject({
        ok: true,
        user: { email: newEmail, emailVerified: true },
      });
      const clash = await requestEmailChange(accounts, user.id, {
        email: taken.email,
        password: strongPassword,
      });
      if (!clash.ok) throw new Error('refused');
      expect(await verifyEmail(accounts, clash.token)).toEqual({
        ok: false,
        problem: 'email-taken',
      });
    });
  });

  describe('deletion and export', () => {
    it('deletes the account and its data; it cannot sign in again', async () => {
      const { email, user } = await seeker(accounts);
      const { secret } = await createSession(accounts, user.id, client);
      expect(await deleteAccount(accounts, user.id, 'wrong')).toMatchObject({ ok: false });
      expect(await deleteAccount(accounts, user.id, strongPassword)).toEqual({ ok: true });
      expect(await lookupSession(accounts, secret)).toBeNull();
      expect(
        await signIn(accounts, { ...client, ip: '192.0.2.77', email, password: strongPassword }),
      ).toEqual({ ok: false, reason: 'invalid' });
      for (const table of ['sessions', 'tokens', 'memberships'] as const) {
        const rows = await accounts.db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', user.id)
          .execute();
        expect(rows, table).toEqual([]);
      }
      expect(await exportAccount(accounts, user.id)).toBeUndefined();
    });

    it('exports everything about the person and nothing about anyone else', async () => {
      const ana = await seeker(accounts, uniqueEmail('ana'));
      const ben = await seeker(accounts, uniqueEmail('ben'));
      await createSession(accounts, ana.user.id, { ip: '192.0.2.44', userAgent: 'Ana phone' });
      await createSession(accounts, ben.user.id, { ip: '192.0.2.45', userAgent: 'Ben laptop' });
      const exported = await exportAccount(accounts, ana.user.id);
      expect(exported?.user).toMatchObject({ id: ana.user.id, email: ana.email });
      expect(exported?.sessions.map((session) => session.userAgent)).toEqual(['Ana phone']);
      expect(exported?.emailLinks).toEqual([
        expect.objectContaining({ purpose: 'verify-email', email: ana.email }),
      ]);
      const text = JSON.stringify(exported);
      expect(text).not.toContain(ben.email);
      expect(text).not.toContain('Ben laptop');
      expect(text).not.toContain('argon2');
    });
  });
});

describe('passwordProblem', () => {
  it.each([
    ['short', /at least 10/],
    ['password123', /too easy/],
    ['qwertyuiop', /too easy/],
    ['1111111111', /too easy/],
  ])('refuses %s', (password, message) => {
    expect(passwordProblem(password)).toMatch(message);
  });

  it('refuses a password made of the person’s own name or email', () => {
    expect(
      passwordProblem('margaretthompson', ['Margaret Thompson', 'margaret.thompson@example.com']),
    ).toMatch(/too easy/);
  });

  it('accepts a long passphrase', () => {
    expect(passwordProblem(strongPassword)).toBeNull();
  });

  it('judges a long password by its first 64 characters, and still sees l33t spellings', () => {
    expect(STRENGTH_CHECKED_LENGTH).toBe(64);
    expect(passwordProblem(`${'a'.repeat(64)}${strongPassword}`)).toMatch(/too easy/);
    expect(passwordProblem(`${strongPassword}${'a'.repeat(200)}`)).toBeNull();
    expect(passwordProblem('P@ssw0rd2024!')).toMatch(/too easy/);
    expect(passwordProblem('p@$$w0rd1234')).toMatch(/too easy/);
  });
});
