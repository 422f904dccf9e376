import { type Accounts } from './accounts.ts';
import type { MemberRole } from './schema.ts';
import { toUser, userRow, type FieldErrors, type User } from './model.ts';
import { listPasskeys } from './passkeys.ts';
import { checkPassword } from './users.ts';

/**
 * Deletes the account and everything stored about the person here (sessions, tokens,
 * memberships; an organisation whose only member they were goes too). Refused while they are
 * the last owner of an organisation that has other members: they hand it over first.
 */
export async function deleteAccount(
  accounts: Accounts,
  userId: string,
  /** Null: an account without a password, its session confirmed (see `checkPassword`). */
  password: string | null,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  if ((await checkPassword(accounts, userId, password)) === null) {
    return { ok: false, errors: { password: 'That is not your current password.' } };
  }
  return accounts.db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('memberships')
      .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
      .select(['organisations.id', 'organisations.name'])
      .where('memberships.user_id', '=', userId)
      .where('memberships.role', '=', 'owner')
      .$if(accounts.dialect === 'postgres', (query) => query.forUpdate())
      .execute();
    const soleMemberOf: string[] = [];
    for (const organisation of owned) {
      const counts = await trx
        .selectFrom('memberships')
        .select((eb) => [
          eb.fn.countAll<number>().as('members'),
          eb.fn
            .sum<number>(eb.case().when('role', '=', 'owner').then(1).else(0).end())
            .as('owners'),
        ])
        .where('organisation_id', '=', organisation.id)
        .executeTakeFirstOrThrow();
      if (Number(counts.members) === 1) soleMemberOf.push(organisation.id);
      else if (Number(counts.owners) <= 1) {
        return {
          ok: false,
          errors: {
            account: `You are the only owner of ${organisation.name}. Make another member an owner, or remove the other members, before you delete your account.`,
          },
        } as const;
      }
    }
    if (soleMemberOf.length > 0)
      await trx.deleteFrom('organisations').where('id', 'in', soleMemberOf).execute();
    // Sessions, tokens and memberships go with the user (ON DELETE CASCADE).
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { ok: true } as const;
  });
}

/** Everything this package stores about a person, as `/account` offers it for download. */
export interface AccountExport {
  user: User & { passwordChangedAt: string };
  sessions: {
    createdAt: string;
    lastSeenAt: string;
    expiresAt: string;
    userAgent: string;
    ip: string;
    twoStepAt: string | null;
    /** How it signed in: a password, a passkey, or a password and a code. */
    signInMethod: string;
  }[];
  /** Passkeys: their names and dates (the public keys are the authenticators' business). */
  passkeys: { name: string; createdAt: string; lastUsedAt: string | null }[];
  organisations: { name: string; slug: string; role: MemberRole; joinedAt: string }[];
  invitationsSent: {
    organisation: string;
    email: string;
    createdAt: string;
    acceptedAt: string | null;
  }[];
  invitationsReceived: { organisation: string; createdAt: string; acceptedAt: string | null }[];
  emailLinks: { purpose: string; email: string; createdAt: string; usedAt: string | null }[];
  /** Two-step sign-in: whether it is on and its recovery codes' dates (never the secrets). */
  twoStep: {
    enabledAt: string | null;
    recoveryCodes: { createdAt: string; usedAt: string | null }[];
  } | null;
}

export async function exportAccount(
  accounts: Accounts,
  userId: string,
): Promise<AccountExport | undefined> {
  const row = await userRow(accounts.db, userId);
  if (row === undefined) return undefined;
  const sessions = await accounts.db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const organisations = await accounts.db
    .selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select([
      'organisations.name',
      'organisations.slug',
      'memberships.role',
      'memberships.created_at',
    ])
    .where('memberships.user_id', '=', userId)
    .orderBy('organisations.name')
    .execute();
  const sent = await accounts.db
    .selectFrom('invitations')
    .innerJoin('organisations', 'organisations.id', 'invitations.organisation_id')
    .select([
      'organisations.name',
      'invitations.email',
      'invitations.created_at',
      'invitations.accepted_at',
    ])
    .where('invitations.invited_by', '=', userId)
    .orderBy('invitations.created_at')
    .execute();
  const received = await accounts.db
    .selectFrom('invitations')
    .innerJoin('organisations', 'organisations.id', 'invitations.organisation_id')
    .select(['organisations.name', 'invitations.created_at', 'invitations.accepted_at'])
    .where('invitations.email', '=', row.email)
    .orderBy('invitations.created_at')
    .execute();
  const tokens = await accounts.db
    .selectFrom('tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const twoStep = await accounts.db
    .selectFrom('two_step')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const recoveryCodes = await accounts.db
    .selectFrom('recovery_codes')
    .select(['created_at', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return {
    user: { ...toUser(row), passwordChangedAt: row.password_changed_at },
    sessions: sessions.map((session) => ({
      createdAt: session.created_at,
      lastSeenAt: session.last_seen_at,
      expiresAt: session.expires_at,
      userAgent: session.user_agent,
      ip: session.ip,
      twoStepAt: session.two_step_at ?? null,
      signInMethod: session.sign_in_method,
    })),
    organisations: organisations.map((organisation) => ({
      name: organisation.name,
      slug: organisation.slug,
      role: organisation.role,
      joinedAt: organisation.created_at,
    })),
    invitationsSent: sent.map((invitation) => ({
      organisation: invitation.name,
      email: invitation.email,
      createdAt: invitation.created_at,
      acceptedAt: invitation.accepted_at,
    })),
    invitationsReceived: received.map((invitation) => ({
      organisation: invitation.name,
      createdAt: invitation.created_at,
      acceptedAt: invitation.accepted_at,
    })),
    emailLinks: tokens.map((token) => ({
      purpose: token.purpose,
      email: token.email,
      createdAt: token.created_at,
      usedAt: token.used_at,
    })),
    passkeys: (await listPasskeys(accounts, userId)).map((passkey) => ({
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })),
    twoStep:
      twoStep === undefined
        ? null
        : {
            enabledAt: twoStep.enabled_at,
            recoveryCodes: recoveryCodes.map((code) => ({
              createdAt: code.created_at,
              usedAt: code.used_at,
            })),
          },
  };
}
