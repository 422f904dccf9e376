import type { Kysely } from 'kysely';

import type { FollowerReport, TrimOptions } from './recordTypes.ts';
import type { JobRecordTables } from './schema.ts';

// Keeping the log short: followers report how far they are, and trimming spares what they need.

/** A follower says how far it has applied (so trimming keeps what it still needs). */
export async function reportFollowerPosition(
  db: Kysely<JobRecordTables>,
  name: string,
  position: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('job_record_followers')
    .values({ name, position, seen_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ position, seen_at: now.toISOString() }),
    )
    .execute();
}

/** Followers that reported within `claimTtlMs`, with how far behind the record's head each is. */
export async function readFollowers(
  db: Kysely<JobRecordTables>,
  now: Date,
  claimTtlMs = 3_600_000,
): Promise<FollowerReport[]> {
  const [rows, head] = await Promise.all([
    db
      .selectFrom('job_record_followers as f')
      .select((eb) => [
        'f.name',
        'f.position',
        'f.seen_at',
        eb
          .selectFrom('job_record_log as l')
          .select('l.at')
          .whereRef('l.position', '>', 'f.position')
          .orderBy('l.position')
          .limit(1)
          .as('oldest'),
      ])
      .where('f.seen_at', '>', new Date(now.getTime() - claimTtlMs).toISOString())
      .orderBy('f.name')
      .execute(),
    db.selectFrom('job_record_head').select('position').executeTakeFirstOrThrow(),
  ]);
  return rows.map((row) => ({
    name: row.name,
    position: row.position,
    seenAt: row.seen_at,
    behind: Math.max(0, head.position - row.position),
    oldestUnappliedAt: row.oldest ?? undefined,
  }));
}

/** Deletes log entries no longer needed (see `TrimOptions`); returns the new trimmed position. */
export async function trimLog(
  db: Kysely<JobRecordTables>,
  options: TrimOptions,
  clock: () => Date,
): Promise<number> {
  const now = (options.now ?? clock()).getTime();
  const retentionMs = options.retentionMs ?? 24 * 3_600_000;
  const claimTtlMs = options.claimTtlMs ?? 3_600_000;
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('job_record_head')
      .select(['position', 'trimmed_through'])
      .forUpdate()
      .executeTakeFirstOrThrow();
    const old = await trx
      .selectFrom('job_record_log')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('at', '<', new Date(now - retentionMs).toISOString())
      .executeTakeFirst();
    const claimed = await trx
      .selectFrom('job_record_followers')
      .select((eb) => eb.fn.min('position').as('position'))
      .where('seen_at', '>', new Date(now - claimTtlMs).toISOString())
      .executeTakeFirst();
    let cut = Number(old?.position ?? 0);
    if (claimed?.position !== null && claimed?.position !== undefined) {
      cut = Math.min(cut, Number(claimed.position));
    }
    // Followers silent for longer than the claim hold nothing: forget them.
    await trx
      .deleteFrom('job_record_followers')
      .where('seen_at', '<=', new Date(now - claimTtlMs).toISOString())
      .execute();
    if (cut <= current.trimmed_through) return current.trimmed_through;
    await trx.deleteFrom('job_record_log').where('position', '<=', cut).execute();
    await trx.updateTable('job_record_head').set({ trimmed_through: cut }).execute();
    return cut;
  });
}
