import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, lastActionOn, recordAction } from './audit.ts';
import { openModeration, type ModerationDb } from './moderation.ts';
import { grantModerator, isModerator, listModerators, revokeModerator } from './moderators.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 11, minute));

describe.each(dialects)('the audit log and moderators on %s', (dialect) => {
  let database: TestDatabase;
  let db: ModerationDb;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    db = await openModeration(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('appends entries and reads them newest first, page by page', async () => {
    const first = await recordAction(
      db,
      {
        actor: 'user-mod',
        action: 'reject-ad',
        targetType: 'ad',
        targetId: 'ad-1',
        reason: 'Asks for a fee',
      },
      at(0),
    );
    expect(first).toEqual({
      id: first.id,
      at: at(0).toISOString(),
      actor: 'user-mod',
      action: 'reject-ad',
      targetType: 'ad',
      targetId: 'ad-1',
      reason: 'Asks for a fee',
    });
    await recordAction(
      db,
      { actor: 'user-mod', action: 'approve-ad', targetType: 'ad', targetId: 'ad-2' },
      at(1),
    );
    await recordAction(
      db,
      {
        actor: 'user-mod',
        action: 'suspend-organisation',
        targetType: 'organisation',
        targetId: 'org-1',
        reason: 'Scam ads',
      },
      at(2),
    );
    const page = await auditLog(db, { limit: 2 });
    expect(page.map((entry) => entry.action)).toEqual(['suspend-organisation', 'approve-ad']);
    const next = await auditLog(db, { limit: 2, before: page.at(-1)!.id });
    expect(next.map((entry) => entry.action)).toEqual(['reject-ad']);
  });

  it('refuses UPDATE and DELETE on the log in the database itself', async () => {
    await expect(
      db.updateTable('moderation_audit_log').set({ reason: 'edited' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('moderation_audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from moderation_audit_log where id > 0`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    if (dialect === 'postgres')
      await expect(sql`truncate moderation_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await auditLog(db)).toHaveLength(3);
  });

  it('an entry written in a transaction that fails is not in the log', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAction(trx, {
          actor: 'user-mod',
          action: 'take-down',
          targetType: 'ad',
          targetId: 'ad-9',
        });
        throw new Error('take-down failed');
      }),
    ).rejects.toThrow('take-down failed');
    expect((await auditLog(db)).map((entry) => entry.targetId)).not.toContain('ad-9');
  });

  it('grants and revokes the moderator role', async () => {
    expect(await isModerator(db, 'user-b')).toBe(false);
    expect(await grantModerator(db, 'user-b', 'command:grant-moderator', at(5))).toEqual({
      granted: true,
    });
    expect(await grantModerator(db, 'user-b', 'command:grant-moderator', at(6))).toEqual({
      granted: false,
    });
    expect(await isModerator(db, 'user-b')).toBe(true);
    expect(await listModerators(db)).toEqual([
      { userId: 'user-b', grantedBy: 'command:grant-moderator', grantedAt: at(5).toISOString() },
    ]);
    expect(await revokeModerator(db, 'user-b')).toEqual({ revoked: true });
    expect(await revokeModerator(db, 'user-b')).toEqual({ revoked: false });
    expect(await isModerator(db, 'user-b')).toBe(false);
  });

  it('says when an action was last taken on a target, and null when never', async () => {
    const job = { type: 'job', id: 'job-taken-down' };
    expect(await lastActionOn(db, job, 'take-down')).toBeNull();
    await recordAction(
      db,
      { actor: 'user-mod', action: 'take-down', targetType: 'job', targetId: job.id },
      at(30),
    );
    expect(await lastActionOn(db, job, 'take-down')).toBe(at(30).toISOString());
    expect(await lastActionOn(db, job, 'keep-job')).toBeNull();
    expect(await lastActionOn(db, { type: 'ad', id: job.id }, 'take-down')).toBeNull();
  });
});
