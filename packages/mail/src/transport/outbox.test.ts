import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { migrateToLatest } from '@joblane/database';
import { openTestDatabase } from '@joblane/database/testing';

import {
  createMailTransport,
  enqueueMail,
  listOutbox,
  mailMigrations,
  outboxTransport,
  readOutboxMessage,
  sendQueuedMail,
} from '../index.ts';
import { testClock } from '../test/transports.ts';

const publicOrigin = 'http://localhost:3000';
const token = 'tok_0123456789abcdefXYZ';

describe('the outbox directory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'joblane-outbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps each queued mail as a .eml and a summary, listed newest first and readable', async () => {
    const outbox = join(dir, 'outbox');
    const database = await openTestDatabase('sqlite');
    try {
      await migrateToLatest(database, mailMigrations);
      const clock = testClock();
      const transport = outboxTransport(outbox);
      const first = await enqueueMail(
        database.db,
        { kind: 'verify-email', to: 'ana@example.com', data: { name: 'Ana <3', token } },
        { now: clock.now() },
      );
      await sendQueuedMail({ database, transport, publicOrigin, now: clock.now });
      clock.advance(1000);
      const second = await enqueueMail(
        database.db,
        { kind: 'reset-password', to: 'ben@example.com', data: { token } },
        { now: clock.now() },
      );
      await sendQueuedMail({ database, transport, publicOrigin, now: clock.now });

      const listed = await listOutbox(outbox);
      expect(listed.map((entry) => [entry.id, entry.to, entry.subject, entry.date])).toEqual([
        [second.id, 'ben@example.com', 'Reset your Joblane password', '2026-11-24T09:00:01.000Z'],
        [
          first.id,
          'ana@example.com',
          'Confirm your email address for Joblane',
          '2026-11-24T09:00:00.000Z',
        ],
      ]);
      expect(readdirSync(outbox).sort()).toEqual(
        [`${first.id}.eml`, `${first.id}.json`, `${second.id}.eml`, `${second.id}.json`].sort(),
      );

      const message = await readOutboxMessage(outbox, first.id);
      expect(message?.text).toContain(`${publicOrigin}/verify-email?token=${token}`);
      expect(message?.html).toContain('Hello Ana &lt;3,');
      expect(message?.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
      // The .eml is the message an SMTP relay would have received.
      const parsed = await simpleParser(message!.eml);
      expect(parsed.subject).toBe('Confirm your email address for Joblane');
      expect(parsed.messageId).toBe(`<${first.id}@localhost>`);
      expect(parsed.text).toBe(message?.text);
      expect(parsed.html).toBe(message?.html);
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('ana@example.com');
    } finally {
      await database.close();
    }
  });

  it('answers nothing for an id that is not in it, or is not an outbox id at all', async () => {
    const outbox = join(dir, 'outbox');
    expect(await listOutbox(outbox)).toEqual([]);
    expect(await readOutboxMessage(outbox, 'missing')).toBeUndefined();
    for (const hostile of ['../outbox', '..', 'a/b', 'a.json', '']) {
      expect(await readOutboxMessage(outbox, hostile)).toBeUndefined();
    }
  });

  it('is where mail goes without SMTP_URL; SMTP_URL picks SMTP', async () => {
    expect(createMailTransport({ outboxDir: dir }).kind).toBe('outbox');
    expect(createMailTransport({ smtpUrl: '', outboxDir: dir }).kind).toBe('outbox');
    const smtp = createMailTransport({ smtpUrl: 'smtp://mail.example:587', outboxDir: dir });
    expect(smtp.kind).toBe('smtp');
    await smtp.close();
    expect(() => createMailTransport({ smtpUrl: 'mail.example', outboxDir: dir })).toThrow(
      'SMTP_URL is not a URL',
    );
  });
});
