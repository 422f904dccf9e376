import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { migrateToLatest } from '@joblane/database';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';

import { recordingTransport, testClock } from '../test/transports.ts';
import { MailDeliveryError, type OutgoingMail } from '../transport/types.ts';
import {
  cancelQueued,
  deleteMailTo,
  enqueueMail,
  listMailTo,
  mailQueueStats,
  purgeFinishedMail,
  mailMigrations,
  sendQueuedMail,
  startMailWorker,
  type MailTables,
} from '../index.ts';

const publicOrigin = 'https://joblane.example';
const token = 'tok_0123456789abcdefXYZ';
const verify = (to: string) => ({
  kind: 'verify-email' as const,
  to,
  data: { name: 'Ana', token },
});
const minutes = (count: number) => count * 60_000;

describe.each(dialects)('the mail queue on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database, mailMigrations);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.as<MailTables>().deleteFrom('mail_queue').execute();
  });

  const rows = () =>
    database
      .as<MailTables>()
      .selectFrom('mail_queue')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  it('keeps mail enqueued in a transaction only if the transaction commits', async () => {
    const clock = testClock();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, verify('rolled@example.com'), { now: clock.now() });
        throw new Error('the sign-up failed');
      }),
    ).rejects.toThrow('the sign-up failed');
    await database.db.transaction().execute(async (trx) => {
      await enqueueMail(trx, verify('kept@example.com'), { now: clock.now() });
    });
    expect((await rows()).map((row) => row.recipient)).toEqual(['kept@example.com']);
  });

  it('sends what is due once, marks it sent and forgets its data', async () => {
    const clock = testClock();
    const transport = recordingTransport();
    const { id } = await enqueueMail(database.db, verify('ana@example.com'), { now: clock.now() });
    const later = await enqueueMail(database.db, verify('later@example.com'), {
      now: clock.now(),
      notBefore: new Date(clock.now().getTime() + minutes(10)),
    });
    const options = { database, transport, publicOrigin, now: clock.now };

    expect(await sendQueuedMail(options)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.delivered).toHaveLength(1);
    const [mail] = transport.delivered as [OutgoingMail];
    expect(mail).toMatchObject({
      id,
      messageId: `<${id}@joblane.example>`,
      from: 'Joblane <no-reply@joblane.example>',
      to: 'ana@example.com',
      subject: 'Confirm your email address for Joblane',
    });
    expect(mail.text).toContain(`${publicOrigin}/verify-email?token=${token}`);
    const sent = (await rows()).find((row) => row.id === id);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: clock.now().toISOString(),
      data: null,
      lease_owner: null,
      last_error: null,
    });

    // Nothing more is due: a second run sends nothing, not even the message held for later.
    expect(await sendQueuedMail(options)).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(minutes(10));
    expect(await sendQueuedMail(options)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.delivered.map((delivered) => delivered.id)).toEqual([id, later.id]);
  });

  it('retries a failed attempt with exponential backoff, then sends', async () => {
    const clock = testClock();
    const transport = recordingTransport((_mail, attempt) => {
      if (attempt <= 2) throw new Error(`connection refused (attempt ${attempt})`);
    });
    const { id } = await enqueueMail(database.db, verify('ana@example.com'), { now: clock.now() });
    const options = { database, transport, publicOrigin, now: clock.now, retryDelayMs: minutes(1) };
    const row = async () => (await rows()).find((candidate) => candidate.id === id)!;

    expect(await sendQueuedMail(options)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await row()).toMatchObject({
      status: 'queued',
      attempts: 1,
      next_attempt_at: new Date(clock.now().getTime() + minutes(1)).toISOString(),
      last_error: 'connection refused (attempt 1)',
      lease_owner: null,
    });
    // Not due yet: nothing is tried.
    clock.advance(minutes(1) - 1);
    expect(await sendQueuedMail(options)).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await sendQueuedMail(options)).toEqual({ sent: 0, retried: 1, failed: 0 });
    // The second wait is twice the first.
    expect(await row()).toMatchObject({
      attempts: 2,
      next_attempt_at: new Date(clock.now().getTime() + minutes(2)).toISOString(),
      last_error: 'connection refused (attempt 2)',
    });
    clock.advance(minutes(2));
    expect(await sendQueuedMail(options)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(transport.delivered).toHaveLength(1);
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    const clock = testClock();
    const transport = recordingTransport(() => {
      throw new Error('greylisted, try later');
    });
    const { id } = await enqueueMail(database.db, verify('ana@example.com'), { now: clock.now() });
    const options = {
      database,
      transport,
      publicOrigin,
      now: clock.now,
      maxAttempts: 3,
      retryDelayMs: minutes(1),
      maxRetryDelayMs: minutes(1),
    };
    expect(await sendQueuedMail(options)).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock.advance(minutes(1));
    expect(await sendQueuedMail(options)).toEqual({ sent: 0, retried: 1, failed: 0 });
    // Capped: the second wait is not longer than the first.
    clock.advance(minutes(1));
    expect(await sendQueuedMail(options)).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      status: 'failed',
      attempts: 3,
      failed_at: clock.now().toISOString(),
      last_error: 'Gave up after 3 attempts: greylisted, try later',
    });
    clock.advance(minutes(60));
    expect(await sendQueuedMail(options)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(transport.attempts.get(id)).toBe(3);
  });

  it('fails at once when the server refuses the message for good, or it cannot be rendered', async () => {
    const clock = testClock();
    const transport = recordingTransport(() => {
      throw new MailDeliveryError('550 mailbox unavailable', { permanent: true });
    });
    await enqueueMail(database.db, verify('gone@example.com'), { now: clock.now() });
    const broken = await enqueueMail(database.db, verify('ana@example.com'), { now: clock.now() });
    // As if the template changed its data since this row was written.
    await database
      .as<MailTables>()
      .updateTable('mail_queue')
      .set({ data: JSON.stringify({ nickname: 'Ana' }) })
      .where('id', '=', broken.id)
      .execute();
    expect(await sendQueuedMail({ database, transport, publicOrigin, now: clock.now })).toEqual({
      sent: 0,
      retried: 0,
      failed: 2,
    });
    const byRecipient = Object.fromEntries((await rows()).map((row) => [row.recipient, row]));
    expect(byRecipient['gone@example.com']).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Refused: 550 mailbox unavailable',
    });
    expect(byRecipient['ana@example.com']?.status).toBe('failed');
    expect(byRecipient['ana@example.com']?.last_error).toMatch(
      /^Could not render the message: The verify-email message is not valid: .*data\.token/u,
    );
    expect(transport.attempts.get(broken.id)).toBeUndefined();
  });

  it('hands back what it has no time left to send, uncounted, and sends it under a new lease', async () => {
    const clock = testClock();
    const ids: string[] = [];
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
      ids.push((await enqueueMail(database.db, verify(to), { now: clock.now() })).id);
    }
    // Each send takes two and a half minutes of a five-minute lease: the third would start
    // with no lease left.
    const transport = recordingTransport(() => clock.advance(minutes(2.5)));
    const report = await sendQueuedMail({
      database,
      transport,
      publicOrigin,
      now: clock.now,
      leaseMs: minutes(5),
      workerId: 'slow',
    });
    expect(report).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(transport.delivered.map((mail) => mail.id).sort()).toEqual([...ids].sort());
    expect(new Set(transport.attempts.values())).toEqual(new Set([1]));
    // Handed back without counting an attempt that never happened.
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('stops after the message being sent and hands the rest of the batch back', async () => {
    const ids: string[] = [];
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
      ids.push((await enqueueMail(database.db, verify(to))).id);
    }
    let release: () => void = () => {};
    const started: string[] = [];
    const transport = recordingTransport(async (mail) => {
      started.push(mail.id);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const worker = startMailWorker({ database, transport, publicOrigin, intervalMs: 60_000 });
    await expect.poll(() => started.length).toBe(1);
    const stopped = worker.stop();
    release();
    await stopped;
    expect(transport.delivered.map((mail) => mail.id)).toEqual(started);
    const byId = new Map((await rows()).map((row) => [row.id, row]));
    expect(byId.get(started[0]!)?.status).toBe('sent');
    for (const id of ids.filter((candidate) => candidate !== started[0])) {
      expect(byId.get(id)).toMatchObject({
        status: 'queued',
        attempts: 0,
        lease_owner: null,
        lease_until: null,
      });
    }
  });

  it('loses nothing when a worker stops mid-send: another takes over after the lease', async () => {
    const clock = testClock();
    const leaseMs = minutes(5);
    const crashed: OutgoingMail[] = [];
    // The first worker hands the message to the relay, then its process dies before it can
    // record that: its promise never settles and it never writes again.
    const dying = recordingTransport(async (mail) => {
      crashed.push(mail);
      await new Promise(() => {});
    });
    const { id } = await enqueueMail(database.db, verify('ana@example.com'), { now: clock.now() });
    void sendQueuedMail({
      database,
      transport: dying,
      publicOrigin,
      now: clock.now,
      leaseMs,
      workerId: 'first',
    });
    await expect.poll(() => crashed.length).toBe(1);

    const other = database.connectAgain();
    try {
      const survivor = recordingTransport();
      const options = {
        database: other,
        transport: survivor,
        publicOrigin,
        now: clock.now,
        leaseMs,
        workerId: 'second',
      };
      // While the lease lasts, nobody else sends it: normal operation sends nothing twice.
      clock.advance(leaseMs - 1);
      expect(await sendQueuedMail(options)).toEqual({ sent: 0, retried: 0, failed: 0 });
      // After it, the message goes out again: the at-least-once window, with the same Message-ID.
      clock.advance(1);
      expect(await sendQueuedMail(options)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(survivor.delivered.map((mail) => mail.messageId)).toEqual([crashed[0]!.messageId]);
      const [row] = await rows();
      expect(row).toMatchObject({ id, status: 'sent', attempts: 2 });
    } finally {
      await other.close();
    }
  });

  it('gives up on a message whose attempts all died with their worker', async () => {
    const clock = testClock();
    const { id } = await enqueueMail(database.db, verify('ana@example.com'), { now: clock.now() });
    // Three workers claimed it and died (attempts counted, leases run out).
    await database
      .as<MailTables>()
      .updateTable('mail_queue')
      .set({ attempts: 3, lease_owner: 'dead', lease_until: clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
    const transport = recordingTransport();
    expect(
      await sendQueuedMail({ database, transport, publicOrigin, now: clock.now, maxAttempts: 3 }),
    ).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(transport.delivered).toEqual([]);
    const [row] = await rows();
    expect(row?.status).toBe('failed');
    expect(row?.last_error).toMatch(/^Gave up after 3 attempts; the last one never finished/u);
  });

  it('sends each message once when two workers run at the same time', async () => {
    const clock = testClock();
    const recipients = Array.from({ length: 40 }, (_, index) => `person${index}@example.com`);
    await database.db.transaction().execute(async (trx) => {
      for (const to of recipients) await enqueueMail(trx, verify(to), { now: clock.now() });
    });
    const second = database.connectAgain();
    try {
      // Each send takes a moment, so the two workers' claims interleave.
      const slow = () => recordingTransport(() => new Promise((resolve) => setTimeout(resolve, 2)));
      const [a, b] = [slow(), slow()];
      const reports = await Promise.all([
        sendQueuedMail({
          database,
          transport: a,
          publicOrigin,
          now: clock.now,
          batchSize: 5,
          workerId: 'a',
        }),
        sendQueuedMail({
          database: second,
          transport: b,
          publicOrigin,
          now: clock.now,
          batchSize: 5,
          workerId: 'b',
        }),
      ]);
      const delivered = [...a.delivered, ...b.delivered].map((mail) => mail.to).sort();
      expect(delivered).toEqual([...recipients].sort());
      expect(a.delivered.length).toBeGreaterThan(0);
      expect(b.delivered.length).toBeGreaterThan(0);
      expect(reports[0].sent + reports[1].sent).toBe(40);
      const all = await rows();
      expect(all.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('hands each message to one of four workers claiming at once, however they race', async () => {
    const clock = testClock();
    const recipients = Array.from({ length: 30 }, (_, index) => `racer${index}@example.com`);
    await database.db.transaction().execute(async (trx) => {
      for (const to of recipients) await enqueueMail(trx, verify(to), { now: clock.now() });
    });
    const connections = [
      database,
      database.connectAgain(),
      database.connectAgain(),
      database.connectAgain(),
    ];
    try {
      const transports = connections.map(() => recordingTransport());
      await Promise.all(
        connections.map((connection, index) =>
          sendQueuedMail({
            database: connection,
            transport: transports[index]!,
            publicOrigin,
            now: clock.now,
            batchSize: 1,
            workerId: `w${index}`,
          }),
        ),
      );
      const delivered = transports.flatMap((transport) =>
        transport.delivered.map((mail) => mail.to),
      );
      expect(delivered.sort()).toEqual([...recipients].sort());
    } finally {
      await Promise.all(connections.slice(1).map((connection) => connection.close()));
    }
  });

  it("lists an address's mail for its owner's export, and forgets it on deletion", async () => {
    const clock = testClock();
    const transport = recordingTransport();
    const sent = await enqueueMail(database.db, verify('ana@example.com'), { now: clock.now() });
    await sendQueuedMail({ database, transport, publicOrigin, now: clock.now });
    clock.advance(1000);
    const queued = await enqueueMail(
      database.db,
      { kind: 'email-changed', to: 'ana@example.com', data: { newEmail: 'ana@new.example' } },
      { now: clock.now() },
    );
    await enqueueMail(database.db, verify('ben@example.com'), { now: clock.now() });

    const records = await listMailTo(database.db, 'ana@example.com');
    expect(records).toEqual([
      {
        id: queued.id,
        kind: 'email-changed',
        to: 'ana@example.com',
        status: 'queued',
        attempts: 0,
        createdAt: '2026-11-24T09:00:01.000Z',
        sentAt: null,
        failedAt: null,
        lastError: null,
      },
      {
        id: sent.id,
        kind: 'verify-email',
        to: 'ana@example.com',
        status: 'sent',
        attempts: 1,
        createdAt: '2026-11-24T09:00:00.000Z',
        sentAt: '2026-11-24T09:00:00.000Z',
        failedAt: null,
        lastError: null,
      },
    ]);
    expect(JSON.stringify(records)).not.toContain('ben@example.com');

    const deleted = await database.db
      .transaction()
      .execute((trx) => deleteMailTo(trx, 'ana@example.com'));
    expect(deleted).toBe(2);
    expect((await rows()).map((row) => row.recipient)).toEqual(['ben@example.com']);
  });

  it('takes back queued mail in the caller’s transaction, never mail already sent', async () => {
    const clock = testClock();
    const sent = await enqueueMail(database.db, verify('sent@example.com'), { now: clock.now() });
    await sendQueuedMail({
      database,
      transport: recordingTransport(),
      publicOrigin,
      now: clock.now,
    });
    const later = { now: clock.now(), notBefore: new Date(clock.now().getTime() + minutes(60)) };
    const kept = await enqueueMail(database.db, verify('kept@example.com'), later);
    const taken = await enqueueMail(database.db, verify('taken@example.com'), later);
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect(await cancelQueued(trx, [taken.id])).toBe(1);
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect((await rows()).map((row) => row.id).sort()).toEqual([sent.id, kept.id, taken.id].sort());
    const cancelled = await database.db
      .transaction()
      .execute((trx) => cancelQueued(trx, [taken.id, sent.id, 'no-such-mail']));
    expect(cancelled).toBe(1);
    expect(await cancelQueued(database.db, [])).toBe(0);
    expect((await rows()).map((row) => row.id).sort()).toEqual([sent.id, kept.id].sort());
  });

  it('purges finished mail older than the retention, never queued mail', async () => {
    const clock = testClock();
    const old = await enqueueMail(database.db, verify('old@example.com'), { now: clock.now() });
    await sendQueuedMail({
      database,
      transport: recordingTransport(),
      publicOrigin,
      now: clock.now,
    });
    const waiting = await enqueueMail(database.db, verify('waiting@example.com'), {
      now: clock.now(),
      notBefore: new Date(clock.now().getTime() + minutes(60 * 48)),
    });
    clock.advance(minutes(60 * 24));
    const recent = await enqueueMail(database.db, verify('recent@example.com'), {
      now: clock.now(),
    });
    await sendQueuedMail({
      database,
      transport: recordingTransport(),
      publicOrigin,
      now: clock.now,
    });
    expect(await purgeFinishedMail(database.db, clock.now())).toBe(1);
    const left = (await rows()).map((row) => row.id);
    expect(left).not.toContain(old.id);
    expect(left.sort()).toEqual([waiting.id, recent.id].sort());
  });

  it('says how much mail waits and since when, leaving out mail held for later', async () => {
    const clock = testClock();
    expect(await mailQueueStats(database.db, clock.now())).toEqual({
      queued: 0,
      oldestWaitingSince: undefined,
    });
    const first = clock.now().toISOString();
    await enqueueMail(database.db, verify('first@example.com'), { now: clock.now() });
    clock.advance(minutes(5));
    await enqueueMail(database.db, verify('second@example.com'), { now: clock.now() });
    // Held for tomorrow: queued, but not late.
    await enqueueMail(database.db, verify('later@example.com'), {
      now: clock.now(),
      notBefore: new Date(clock.now().getTime() + minutes(60 * 24)),
    });
    expect(await mailQueueStats(database.db, clock.now())).toEqual({
      queued: 3,
      oldestWaitingSince: first,
    });
    // A failed attempt waits for its retry: still late, from when it was enqueued.
    const refusing = recordingTransport(() => {
      throw new Error('relay down');
    });
    await sendQueuedMail({ database, transport: refusing, publicOrigin, now: clock.now });
    expect(await mailQueueStats(database.db, clock.now())).toEqual({
      queued: 3,
      oldestWaitingSince: first,
    });
    await sendQueuedMail({
      database,
      transport: recordingTransport(),
      publicOrigin,
      now: () => new Date(clock.now().getTime() + minutes(60)),
    });
    expect(await mailQueueStats(database.db, clock.now())).toEqual({
      queued: 1,
      oldestWaitingSince: undefined,
    });
  });

  it('reports a queue it cannot use and keeps trying', async () => {
    // A database the mail migrations never ran on: every look at the queue fails.
    const unmigrated = await openTestDatabase(dialect);
    const errors: unknown[] = [];
    const worker = startMailWorker({
      database: unmigrated,
      transport: recordingTransport(),
      publicOrigin,
      intervalMs: 10,
      onError: (error) => errors.push(error),
    });
    try {
      await expect.poll(() => errors.length).toBeGreaterThanOrEqual(2);
      expect(String(errors[0])).toMatch(/mail_queue/u);
    } finally {
      await worker.stop();
      await unmigrated.close();
    }
  });

  it('runs in the server: sends at start, when woken, and stops cleanly', async () => {
    const transport = recordingTransport();
    const reports: unknown[] = [];
    await enqueueMail(database.db, verify('first@example.com'));
    const worker = startMailWorker({
      database,
      transport,
      publicOrigin,
      intervalMs: 60_000,
      onReport: (report) => reports.push(report),
      onError: (error) => reports.push(error),
    });
    try {
      await expect.poll(() => transport.delivered.length).toBe(1);
      await enqueueMail(database.db, verify('second@example.com'));
      // The next tick is a minute away: `wake` sends it now.
      worker.wake();
      await expect.poll(() => transport.delivered.length).toBe(2);
      expect(transport.delivered.map((mail) => mail.to)).toEqual([
        'first@example.com',
        'second@example.com',
      ]);
      // A run reports after its sends are done: wait for the second run's report too.
      await expect.poll(() => reports.length).toBe(2);
      expect(reports).toEqual([
        { sent: 1, retried: 0, failed: 0 },
        { sent: 1, retried: 0, failed: 0 },
      ]);
    } finally {
      await worker.stop();
    }
    await enqueueMail(database.db, verify('after@example.com'));
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transport.delivered).toHaveLength(2);
  });
});
