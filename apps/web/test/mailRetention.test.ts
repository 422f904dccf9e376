import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { enqueueMail, outboxTransport, sendQueuedMail, type MailTables } from '@joblane/mail';
import { afterEach, describe, expect, it } from 'vitest';

import { openDomainStores, type DomainStores } from '../src/server/domainStores.ts';
import { purgeOldMail, SENT_MAIL_RETENTION_MS } from '../src/services/mail.ts';

const DAY = 24 * 3600_000;
let stores: DomainStores | undefined;
let outboxDir: string | undefined;
afterEach(async () => {
  await stores?.close();
  if (outboxDir !== undefined) await rm(outboxDir, { recursive: true, force: true });
});

const verify = (to: string) => ({
  kind: 'verify-email' as const,
  to,
  data: { name: 'Ana', token: 'a'.repeat(43) },
});

describe('the mail queue’s retention (services/mail.ts)', () => {
  it('deletes the records of mail sent more than a month ago, and keeps newer and waiting mail', async () => {
    stores = await openDomainStores({ sqlitePath: ':memory:' });
    outboxDir = await mkdtemp(join(tmpdir(), 'joblane-retention-'));
    const start = new Date('2026-10-01T09:00:00Z');
    const db = stores.database.db;
    await enqueueMail(db, verify('old@example.com'), { now: start });
    await sendQueuedMail({
      database: stores.database,
      transport: outboxTransport(outboxDir),
      publicOrigin: 'http://localhost:3000',
      now: () => start,
    });
    const later = new Date(start.getTime() + 2 * DAY);
    await enqueueMail(db, verify('recent@example.com'), { now: later });
    await sendQueuedMail({
      database: stores.database,
      transport: outboxTransport(outboxDir),
      publicOrigin: 'http://localhost:3000',
      now: () => later,
    });
    await enqueueMail(db, verify('waiting@example.com'), {
      now: later,
      notBefore: new Date(later.getTime() + 60 * DAY),
    });
    const recipients = async () =>
      (
        await stores!.database
          .as<MailTables>()
          .selectFrom('mail_queue')
          .select('recipient')
          .execute()
      )
        .map((row) => row.recipient)
        .sort();

    // A day short of the month for the old one: nothing goes.
    expect(
      await purgeOldMail(stores, new Date(start.getTime() + SENT_MAIL_RETENTION_MS - DAY)),
    ).toBe(0);
    // A day past it: the old one goes; the recent and the waiting stay.
    expect(
      await purgeOldMail(stores, new Date(start.getTime() + SENT_MAIL_RETENTION_MS + DAY)),
    ).toBe(1);
    expect(await recipients()).toEqual(['recent@example.com', 'waiting@example.com']);
  });
});
