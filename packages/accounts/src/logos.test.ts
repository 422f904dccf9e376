import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  acceptInvitation,
  deleteAccount,
  inviteMember,
  logoHash,
  logoImage,
  logosBySlug,
  MAX_LOGO_BYTES,
  organisationsOf,
  removeOrganisationLogo,
  setOrganisationLogo,
  type Accounts,
} from './index.ts';
import { createTestUser, openTestAccounts, strongPassword, TestClock } from './testAccounts.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe.each(dialects)('organisation logos on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, clock);
  });
  afterAll(() => database.close());

  async function owner() {
    const user = await createTestUser(accounts, 'employer');
    const [organisation] = await organisationsOf(accounts, user.id);
    return { user, organisation: organisation! };
  }

  it('keeps both images under the hash of their bytes, replaces them, and removes them', async () => {
    const { user, organisation } = await owner();
    expect(await logosBySlug(accounts, [organisation.slug])).toEqual(new Map());

    const first = { mediaType: 'image/webp' as const, large: bytes(1, 2, 3), small: bytes(4, 5) };
    const set = await setOrganisationLogo(accounts, user.id, organisation.id, first);
    expect(set).toEqual({
      ok: true,
      logo: { hash: logoHash(first), mediaType: 'image/webp', updatedAt: expect.any(String) },
    });
    expect(logoHash(first)).toMatch(/^[0-9a-f]{64}$/);
    const large = await logoImage(accounts, logoHash(first), 'large');
    expect(large?.mediaType).toBe('image/webp');
    expect([...large!.bytes]).toEqual([1, 2, 3]);
    expect([...(await logoImage(accounts, logoHash(first), 'small'))!.bytes]).toEqual([4, 5]);
    expect(
      (await logosBySlug(accounts, [organisation.slug, 'nobody'])).get(organisation.slug),
    ).toMatchObject({ hash: logoHash(first) });

    // A new logo: a new hash; the old URLs find nothing.
    const second = { mediaType: 'image/png' as const, large: bytes(9), small: bytes(8) };
    await setOrganisationLogo(accounts, user.id, organisation.id, second);
    expect(await logoImage(accounts, logoHash(first), 'large')).toBeUndefined();
    expect((await logoImage(accounts, logoHash(second), 'large'))?.mediaType).toBe('image/png');

    expect(await removeOrganisationLogo(accounts, user.id, organisation.id)).toEqual({ ok: true });
    expect(await logoImage(accounts, logoHash(second), 'small')).toBeUndefined();
    expect(await logosBySlug(accounts, [organisation.slug])).toEqual(new Map());
  });

  it('lets only an owner change it; refuses empty and oversized images; goes with the organisation', async () => {
    const { user, organisation } = await owner();
    const outsider = await createTestUser(accounts, 'employer');
    const logo = { mediaType: 'image/webp' as const, large: bytes(7), small: bytes(7) };
    expect(await setOrganisationLogo(accounts, outsider.id, organisation.id, logo)).toEqual({
      ok: false,
      problem: 'not-found',
    });
    const invited = await inviteMember(accounts, user.id, organisation.id, outsider.email);
    if (!invited.ok) throw new Error('invitation refused');
    expect((await acceptInvitation(accounts, outsider.id, invited.token)).ok).toBe(true);
    expect(await setOrganisationLogo(accounts, outsider.id, organisation.id, logo)).toEqual({
      ok: false,
      problem: 'not-owner',
    });
    expect(await removeOrganisationLogo(accounts, outsider.id, organisation.id)).toEqual({
      ok: false,
      problem: 'not-owner',
    });
    expect(
      await setOrganisationLogo(accounts, user.id, organisation.id, { ...logo, small: bytes() }),
    ).toEqual({ ok: false, problem: 'too-large' });
    expect(
      await setOrganisationLogo(accounts, user.id, organisation.id, {
        ...logo,
        large: new Uint8Array(MAX_LOGO_BYTES + 1),
      }),
    ).toEqual({ ok: false, problem: 'too-large' });
    // The database refuses what the function would: a type it does not keep.
    await expect(
      accounts.db
        .insertInto('organisation_logos')
        .values({
          organisation_id: organisation.id,
          hash: 'a'.repeat(64),
          media_type: 'image/svg+xml',
          large: bytes(1),
          small: bytes(1),
          updated_at: clock.now().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();

    expect((await setOrganisationLogo(accounts, user.id, organisation.id, logo)).ok).toBe(true);
    // The organisation goes with its last member: its logo too.
    expect(await deleteAccount(accounts, outsider.id, strongPassword)).toEqual({ ok: true });
    expect(await deleteAccount(accounts, user.id, strongPassword)).toEqual({ ok: true });
    expect(await logoImage(accounts, logoHash(logo), 'large')).toBeUndefined();
  });
});
