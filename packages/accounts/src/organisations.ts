import { isUniqueViolation } from '@joblane/database';
import type { Kysely, Transaction } from 'kysely';

import { instantAfter, nowInstant, type Accounts } from './accounts.ts';
import { emailProblem, normaliseEmail } from './emails.ts';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_WEBSITE_LENGTH,
  type AccountTables,
  type MemberRole,
} from './schema.ts';
import { hashSecret, newId, newSecret } from './secrets.ts';

export interface Organisation {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
  /** Plain text for the company page (at most `MAX_DESCRIPTION_LENGTH` characters); '' if none. */
  description: string;
  /** Its website (`https://acme.com.au`), as `normaliseWebsite` writes it; null if none. */
  website: string | null;
  /** The owners require members to sign in with a second factor (a code or a passkey). */
  requireTwoStep: boolean;
}

export interface Member {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
}

export interface Invitation {
  id: string;
  organisationId: string;
  email: string;
  createdAt: string;
  expiresAt: string;
}

type Db = Kysely<AccountTables> | Transaction<AccountTables>;

type OrganisationRow = Omit<
  AccountTables['organisations'],
  'description' | 'website' | 'require_two_step'
> & {
  require_two_step?: number;
  description: string;
  website: string | null;
};

export const toOrganisation = (row: OrganisationRow): Organisation => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  createdAt: row.created_at,
  description: row.description,
  website: row.website,
  requireTwoStep: Number(row.require_two_step ?? 0) === 1,
});

/** `Acme Health & Care Pty Ltd` → `acme-health-care-pty-ltd`. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? 'organisation' : slug;
}

/** Creates an organisation owned by the user, inside the caller's transaction. */
export async function createOrganisationIn(
  trx: Transaction<AccountTables>,
  accounts: Accounts,
  ownerId: string,
  name: string,
): Promise<Organisation> {
  const now = nowInstant(accounts);
  const base = slugify(name);
  const taken = await trx
    .selectFrom('organisations')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const used = new Set(taken.map((row) => row.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  const row = { id: newId(), name, slug, created_at: now, description: '', website: null };
  await trx.insertInto('organisations').values(row).execute();
  await trx
    .insertInto('memberships')
    .values({ organisation_id: row.id, user_id: ownerId, role: 'owner', created_at: now })
    .execute();
  return toOrganisation(row);
}

export async function getOrganisationBySlug(
  accounts: Accounts,
  slug: string,
): Promise<Organisation | undefined> {
  const row = await accounts.db
    .selectFrom('organisations')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row === undefined ? undefined : toOrganisation(row);
}

/**
 * The description as stored: line breaks made `\n`, other control characters dropped, spaces at
 * the ends trimmed. Counted in characters (code points), as the database's check counts them.
 */
export function normaliseDescription(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // Every control character (Unicode Cc) but the line feed.
      .replace(/[^\P{Cc}\n]/gu, '')
      .trim()
  );
}

export type DescriptionResult =
  | { ok: true; organisation: Organisation }
  | { ok: false; problem: 'not-found' | 'not-owner' }
  | { ok: false; errors: { description: string } };

/**
 * An owner sets the organisation's short description (plain text, at most
 * `MAX_DESCRIPTION_LENGTH` characters; '' removes it). A member who is not an owner gets
 * `not-owner`; anyone else `not-found`.
 */
export async function setOrganisationDescription(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
  description: string,
): Promise<DescriptionResult> {
  const role = await membershipRole(accounts.db, organisationId, actorId);
  if (role === null) return { ok: false, problem: 'not-found' };
  if (role !== 'owner') return { ok: false, problem: 'not-owner' };
  const text = normaliseDescription(description);
  const length = [...text].length;
  if (length > MAX_DESCRIPTION_LENGTH) {
    return {
      ok: false,
      errors: {
        description: `Keep the description to ${MAX_DESCRIPTION_LENGTH} characters or fewer (it has ${length}).`,
      },
    };
  }
  const row = await accounts.db
    .updateTable('organisations')
    .set({ description: text })
    .where('id', '=', organisationId)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) return { ok: false, problem: 'not-found' };
  return { ok: true, organisation: toOrganisation(row) };
}

/**
 * A website address as stored: `https://` added when no scheme is given, host lower-cased, the
 * fragment and a bare trailing `/` dropped (`Acme.com.au/` → `https://acme.com.au`). Undefined
 * when it is not an http(s) address with a host name such as `acme.com.au` (no user name or
 * password in it).
 */
export function normaliseWebsite(text: string): string | undefined {
  const trimmed = text.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  const host = url.hostname;
  // A public host name: dotted labels of letters, digits and hyphens, ending in a letter TLD.
  if (!/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(host)) {
    return undefined;
  }
  url.hash = '';
  const written = url.toString();
  return url.pathname === '/' && url.search === '' ? written.slice(0, -1) : written;
}

export type WebsiteResult =
  | { ok: true; organisation: Organisation }
  | { ok: false; problem: 'not-found' | 'not-owner' }
  | { ok: false; errors: { website: string } };

/**
 * An owner sets the organisation's website (an http(s) address, normalised by
 * `normaliseWebsite`; '' removes it). A member who is not an owner gets `not-owner`; anyone else
 * `not-found`.
 */
export async function setOrganisationWebsite(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
  website: string,
): Promise<WebsiteResult> {
  const role = await membershipRole(accounts.db, organisationId, actorId);
  if (role === null) return { ok: false, problem: 'not-found' };
  if (role !== 'owner') return { ok: false, problem: 'not-owner' };
  let value: string | null = null;
  if (website.trim() !== '') {
    const normalised = normaliseWebsite(website);
    if (normalised === undefined) {
      return {
        ok: false,
        errors: {
          website: 'Enter your website’s address, such as https://yourcompany.com.au.',
        },
      };
    }
    if (normalised.length > MAX_WEBSITE_LENGTH) {
      return {
        ok: false,
        errors: {
          website: `Keep the website address to ${MAX_WEBSITE_LENGTH} characters or fewer.`,
        },
      };
    }
    value = normalised;
  }
  const row = await accounts.db
    .updateTable('organisations')
    .set({ website: value })
    .where('id', '=', organisationId)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) return { ok: false, problem: 'not-found' };
  return { ok: true, organisation: toOrganisation(row) };
}

/** The organisations a user belongs to, with their role in each. */
export async function organisationsOf(
  accounts: Accounts,
  userId: string,
): Promise<(Organisation & { role: MemberRole })[]> {
  const rows = await accounts.db
    .selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .selectAll('organisations')
    .select('memberships.role')
    .where('memberships.user_id', '=', userId)
    .orderBy('organisations.name')
    .execute();
  return rows.map((row) => ({ ...toOrganisation(row), role: row.role }));
}

/** The user's role in the organisation, or null when they are not a member. */
export async function membershipRole(
  db: Db,
  organisationId: string,
  userId: string,
): Promise<MemberRole | null> {
  const row = await db
    .selectFrom('memberships')
    .select('role')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The members, for a member to read; null (answer 404) for anyone else. */
export async function listMembers(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
): Promise<Member[] | null> {
  if ((await membershipRole(accounts.db, organisationId, actorId)) === null) return null;
  const rows = await accounts.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.name', 'users.email', 'memberships.role', 'memberships.created_at'])
    .where('memberships.organisation_id', '=', organisationId)
    .orderBy('memberships.created_at')
    .orderBy('users.email')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.created_at,
  }));
}

/** Pending invitations, for a member to read; null for anyone else. */
export async function listInvitations(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
): Promise<Invitation[] | null> {
  if ((await membershipRole(accounts.db, organisationId, actorId)) === null) return null;
  const rows = await accounts.db
    .selectFrom('invitations')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', nowInstant(accounts))
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    organisationId: row.organisation_id,
    email: row.email,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));
}

export type MembershipProblem =
  | 'not-found'
  | 'not-owner'
  | 'already-member'
  | 'last-owner'
  | 'invalid-email'
  | 'invitation-invalid'
  | 'invitation-expired'
  | 'wrong-account';

/**
 * Locks the organisation's row for the rest of the transaction on PostgreSQL, so two changes to
 * its members cannot both pass the last-owner check. (SQLite runs one write transaction at a
 * time.)
 */
async function lockOrganisation(
  accounts: Accounts,
  trx: Transaction<AccountTables>,
  organisationId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', organisationId)
    .$if(accounts.dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  return row !== undefined;
}

async function ownerCount(
  trx: Transaction<AccountTables>,
  organisationId: string,
): Promise<number> {
  const row = await trx
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('owners'))
    .where('organisation_id', '=', organisationId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.owners);
}

/** An owner invites an address; the secret goes in the emailed link. */
export async function inviteMember(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
  email: string,
): Promise<
  { ok: true; token: string; invitation: Invitation } | { ok: false; problem: MembershipProblem }
> {
  const role = await membershipRole(accounts.db, organisationId, actorId);
  if (role === null) return { ok: false, problem: 'not-found' };
  if (role !== 'owner') return { ok: false, problem: 'not-owner' };
  if (emailProblem(email) !== null) return { ok: false, problem: 'invalid-email' };
  const address = normaliseEmail(email);
  const member = await accounts.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('users.id')
    .where('memberships.organisation_id', '=', organisationId)
    .where('users.email', '=', address)
    .executeTakeFirst();
  if (member !== undefined) return { ok: false, problem: 'already-member' };
  const token = newSecret();
  const row = {
    id: newId(),
    organisation_id: organisationId,
    email: address,
    token_hash: hashSecret(token),
    invited_by: actorId,
    created_at: nowInstant(accounts),
    expires_at: instantAfter(accounts, accounts.lifetimes.invitationMs),
    accepted_at: null,
  };
  await accounts.db.insertInto('invitations').values(row).execute();
  return {
    ok: true,
    token,
    invitation: {
      id: row.id,
      organisationId,
      email: address,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    },
  };
}

/** The invitation a link names, for the page that asks the visitor to accept it. */
export async function findInvitation(
  accounts: Accounts,
  token: string,
): Promise<
  | { invitation: Invitation; organisation: Organisation }
  | { problem: 'invitation-invalid' | 'invitation-expired' }
> {
  const row = await accounts.db
    .selectFrom('invitations')
    .innerJoin('organisations', 'organisations.id', 'invitations.organisation_id')
    .selectAll('invitations')
    .select([
      'organisations.name',
      'organisations.slug',
      'organisations.created_at as organisation_created_at',
      'organisations.description',
      'organisations.website',
    ])
    .where('invitations.token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (row === undefined || row.accepted_at !== null) return { problem: 'invitation-invalid' };
  if (row.expires_at <= nowInstant(accounts)) return { problem: 'invitation-expired' };
  return {
    invitation: {
      id: row.id,
      organisationId: row.organisation_id,
      email: row.email,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    },
    organisation: {
      id: row.organisation_id,
      name: row.name,
      slug: row.slug,
      createdAt: row.organisation_created_at,
      description: row.description,
      website: row.website,
      requireTwoStep: false,
    },
  };
}

/** The signed-in employer whose email the invitation was sent to joins as a member. */
export async function acceptInvitation(
  accounts: Accounts,
  userId: string,
  token: string,
): Promise<{ ok: true; organisation: Organisation } | { ok: false; problem: MembershipProblem }> {
  const found = await findInvitation(accounts, token);
  if ('problem' in found) return { ok: false, problem: found.problem };
  const user = await accounts.db
    .selectFrom('users')
    .select(['email', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user === undefined || user.email !== found.invitation.email || user.role !== 'employer') {
    return { ok: false, problem: 'wrong-account' };
  }
  try {
    return await accounts.db.transaction().execute(async (trx) => {
      const problem = await joinIn(trx, accounts, userId, found);
      return problem === null
        ? ({ ok: true, organisation: found.organisation } as const)
        : ({ ok: false, problem } as const);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: 'already-member' };
    throw error;
  }
}

/**
 * Spends the invitation and makes the user a member, inside the caller's transaction (accepting
 * while signed in, or signing up from the invitation's link). Null when it worked.
 */
export async function joinIn(
  trx: Transaction<AccountTables>,
  accounts: Accounts,
  userId: string,
  found: { invitation: Invitation; organisation: Organisation },
): Promise<MembershipProblem | null> {
  const now = nowInstant(accounts);
  if (!(await lockOrganisation(accounts, trx, found.organisation.id))) return 'not-found';
  const spent = await trx
    .updateTable('invitations')
    .set({ accepted_at: now })
    .where('id', '=', found.invitation.id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return 'invitation-invalid';
  await trx
    .insertInto('memberships')
    .values({
      organisation_id: found.organisation.id,
      user_id: userId,
      role: 'member',
      created_at: now,
    })
    .execute();
  return null;
}

/**
 * One change to a member, in a transaction that locks the organisation: the actor must be a
 * member (else not found) and an owner unless `selfAllowed` and the change is to themselves; a
 * change that takes away the last owner (`takesOwner`) is refused.
 */
async function changeMember(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
  memberId: string,
  change: {
    selfAllowed: boolean;
    takesOwner: (memberRole: MemberRole) => boolean;
    apply: (trx: Transaction<AccountTables>) => Promise<unknown>;
  },
): Promise<{ ok: true } | { ok: false; problem: MembershipProblem }> {
  return accounts.db.transaction().execute(async (trx) => {
    if (!(await lockOrganisation(accounts, trx, organisationId))) {
      return { ok: false, problem: 'not-found' } as const;
    }
    const actorRole = await membershipRole(trx, organisationId, actorId);
    if (actorRole === null) return { ok: false, problem: 'not-found' } as const;
    if (actorRole !== 'owner' && !(change.selfAllowed && actorId === memberId)) {
      return { ok: false, problem: 'not-owner' } as const;
    }
    const memberRole = await membershipRole(trx, organisationId, memberId);
    if (memberRole === null) return { ok: false, problem: 'not-found' } as const;
    if (change.takesOwner(memberRole) && (await ownerCount(trx, organisationId)) <= 1) {
      return { ok: false, problem: 'last-owner' } as const;
    }
    await change.apply(trx);
    return { ok: true } as const;
  });
}

/**
 * Removes a member: an owner may remove anyone, a member only themselves (leaving). The last
 * owner can neither leave nor be removed.
 */
export function removeMember(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
  memberId: string,
): Promise<{ ok: true } | { ok: false; problem: MembershipProblem }> {
  return changeMember(accounts, actorId, organisationId, memberId, {
    selfAllowed: true,
    takesOwner: (memberRole) => memberRole === 'owner',
    apply: (trx) =>
      trx
        .deleteFrom('memberships')
        .where('organisation_id', '=', organisationId)
        .where('user_id', '=', memberId)
        .execute(),
  });
}

/** An owner makes a member an owner, or an owner a member (never the last owner). */
export function setMemberRole(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
  memberId: string,
  role: MemberRole,
): Promise<{ ok: true } | { ok: false; problem: MembershipProblem }> {
  return changeMember(accounts, actorId, organisationId, memberId, {
    selfAllowed: false,
    takesOwner: (memberRole) => memberRole === 'owner' && role === 'member',
    apply: (trx) =>
      trx
        .updateTable('memberships')
        .set({ role })
        .where('organisation_id', '=', organisationId)
        .where('user_id', '=', memberId)
        .execute(),
  });
}

/**
 * An owner requires (or stops requiring) every member to sign in with a second factor: a member
 * whose session has not passed one is sent to set it up or enter a code before the employer
 * pages. Answers like the other owner-only settings.
 */
export async function setRequireTwoStep(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
  required: boolean,
): Promise<{ ok: true } | { ok: false; problem: 'not-found' | 'not-owner' }> {
  const role = await membershipRole(accounts.db, organisationId, actorId);
  if (role === null) return { ok: false, problem: 'not-found' };
  if (role !== 'owner') return { ok: false, problem: 'not-owner' };
  await accounts.db
    .updateTable('organisations')
    .set({ require_two_step: required ? 1 : 0 })
    .where('id', '=', organisationId)
    .execute();
  return { ok: true };
}

/** Whether any organisation the user belongs to requires a second factor of its members. */
export async function secondFactorRequired(accounts: Accounts, userId: string): Promise<boolean> {
  const row = await accounts.db
    .selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select('organisations.id')
    .where('memberships.user_id', '=', userId)
    .where('organisations.require_two_step', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
