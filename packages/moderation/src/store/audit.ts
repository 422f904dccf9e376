import type { ModerationDb } from './moderation.ts';

/** What a moderator (or a server command) did, to what, and why. */
export interface AuditEntryInput {
  /** A user id, or a command's name (`command:grant-moderator`). */
  actor: string;
  /** `approve-ad`, `reject-ad`, `take-down`, `suspend-organisation`, `grant-moderator`... */
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
}

export interface AuditEntry extends Required<AuditEntryInput> {
  id: number;
  at: string;
  reason: string | null;
}

/**
 * Appends to the audit log, in the caller's transaction when the action must commit with it.
 * There is no function to change or delete an entry, and the database refuses both.
 */
export async function recordAction(
  db: ModerationDb,
  entry: AuditEntryInput,
  now: Date = new Date(),
): Promise<AuditEntry> {
  const row = await db
    .insertInto('moderation_audit_log')
    .values({
      at: now.toISOString(),
      actor: entry.actor,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      reason: entry.reason ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

function toEntry(row: {
  id: number;
  at: string;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
}): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
  };
}

/**
 * When this action was last taken on this target (`take-down` of a job: its page says a
 * moderator took it down, not its employer), or null when never.
 */
export async function lastActionOn(
  db: ModerationDb,
  target: { type: string; id: string },
  action: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('moderation_audit_log')
    .select('at')
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** The log, newest first; `before` is the id of the last entry of the page before. */
export async function auditLog(
  db: ModerationDb,
  { limit = 50, before }: { limit?: number; before?: number } = {},
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('moderation_audit_log')
    .selectAll()
    .$if(before !== undefined, (query) => query.where('id', '<', before!))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}
