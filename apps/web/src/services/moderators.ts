import { getUser, hasTwoStep, userIdByEmail, type Accounts, type User } from '@joblane/accounts';
import {
  grantModerator,
  inTransaction,
  listModerators,
  recordAction,
  revokeModerator,
  type ModerationDb,
} from '@joblane/moderation';

/** The stores the moderator role's changes touch: who people are, and the role with its audit log. */
export interface ModeratorStores {
  accounts: Accounts;
  moderation: ModerationDb;
}

/** The account an email address names, if any (the role goes to accounts, never to addresses). */
export async function accountByEmail(
  stores: ModeratorStores,
  email: string,
): Promise<User | undefined> {
  const id = await userIdByEmail(stores.accounts, email);
  return id === undefined ? undefined : getUser(stores.accounts, id);
}

/**
 * Grants or revokes the role with its audit-log entry in the same transaction; false when
 * nothing changed (they held it already, or did not hold it).
 */
async function changeRole(
  stores: ModeratorStores,
  user: { id: string; email: string },
  actor: string,
  grant: boolean,
): Promise<boolean> {
  return inTransaction(stores.moderation, async (trx) => {
    const changed = grant
      ? (await grantModerator(trx, user.id, actor)).granted
      : (await revokeModerator(trx, user.id)).revoked;
    if (changed) {
      await recordAction(trx, {
        actor,
        action: grant ? 'grant-moderator' : 'revoke-moderator',
        targetType: 'user',
        targetId: user.id,
        reason: grant
          ? `granted by the admin command to ${user.email}`
          : `revoked by the admin command from ${user.email}`,
      });
    }
    return changed;
  });
}

/** Makes someone a moderator; `changed` is false when they were one already. */
export async function grantModeratorRole(
  stores: ModeratorStores,
  user: { id: string; email: string },
  actor: string,
): Promise<{ changed: boolean; twoStep: boolean }> {
  const changed = await changeRole(stores, user, actor, true);
  // Whether /admin opens for them yet: it needs a session that passed a two-step code.
  return { changed, twoStep: await hasTwoStep(stores.accounts, user.id) };
}

/** Takes the moderator role away; `changed` is false when they had none. */
export async function revokeModeratorRole(
  stores: ModeratorStores,
  user: { id: string; email: string },
  actor: string,
): Promise<{ changed: boolean }> {
  return { changed: await changeRole(stores, user, actor, false) };
}

/** One moderator as the roster shows them; `user` undefined when their account was deleted. */
export interface RosterEntry {
  userId: string;
  user: { email: string; role: 'seeker' | 'employer' } | undefined;
  twoStep: boolean;
  grantedAt: string;
  grantedBy: string;
}

/** Everyone who holds the moderator role, with whether they can open /admin (two-step on). */
export async function moderatorRoster(stores: ModeratorStores): Promise<RosterEntry[]> {
  const moderators = await listModerators(stores.moderation);
  return Promise.all(
    moderators.map(async (moderator) => {
      const user = await getUser(stores.accounts, moderator.userId);
      return {
        userId: moderator.userId,
        user: user === undefined ? undefined : { email: user.email, role: user.role },
        twoStep: await hasTwoStep(stores.accounts, moderator.userId),
        grantedAt: String(moderator.grantedAt),
        grantedBy: moderator.grantedBy,
      };
    }),
  );
}
