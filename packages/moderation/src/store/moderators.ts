import type { ModerationDb } from './moderation.ts';

/**
 * Gives a user the moderator role (a server command does this, never a form). Granting it again
 * changes nothing: `granted` says whether this call granted it.
 */
export async function grantModerator(
  db: ModerationDb,
  userId: string,
  by: string,
  now: Date = new Date(),
): Promise<{ granted: boolean }> {
  const row = await db
    .insertInto('moderators')
    .values({ user_id: userId, granted_by: by, granted_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return { granted: row !== undefined };
}

/** Takes the role away; `revoked` is false when the user did not hold it. */
export async function revokeModerator(
  db: ModerationDb,
  userId: string,
): Promise<{ revoked: boolean }> {
  const result = await db.deleteFrom('moderators').where('user_id', '=', userId).executeTakeFirst();
  return { revoked: Number(result.numDeletedRows) > 0 };
}

export async function isModerator(db: ModerationDb, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('moderators')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who holds the role, longest-serving first. */
export async function listModerators(
  db: ModerationDb,
): Promise<{ userId: string; grantedBy: string; grantedAt: string }[]> {
  const rows = await db
    .selectFrom('moderators')
    .selectAll()
    .orderBy('granted_at')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    grantedBy: row.granted_by,
    grantedAt: row.granted_at,
  }));
}
