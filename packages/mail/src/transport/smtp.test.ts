import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { migrateToLatest } from '@joblane/database';
import { openTestDatabase, type TestDatabase } from '@joblane/database/testing';

import {
  enqueueMail,
  mailMigrations,
  MailDeliveryError,
  parseSmtpUrl,
  sendQueuedMail,
  smtpTransport,
  type MailTables,
  type MailTransport,
} from '../index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtpServer.ts';

const publicOrigin = 'https://joblane.example';
const token = 'tok_0123456789abcdefXYZ';

/** Every `href` in an HTML part, as the parsed message gives it. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/gu)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('delivery over SMTP to a real server', () => {
  let database: TestDatabase;
  let server: TestSmtpServer;
  let transport: MailTransport;
  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    await migrateToLatest(database, mailMigrations);
    server = await startTestSmtpServer({ user: 'joblane', password: 'p@ss word' });
    transport = smtpTransport(
      `smtp://joblane:${encodeURIComponent('p@ss word')}@127.0.0.1:${server.port}`,
    );
  });
  afterAll(async () => {
    await transport.close();
    await server.close();
    await database.close();
  });

  it('delivers a queued mail with subject, text and HTML, absolute links without v, and its headers', async () => {
    const { id } = await enqueueMail(database.db, {
      kind: 'verify-email',
      to: 'ana@example.com',
      data: { name: 'Ana', token },
      headers: {
        'List-Unsubscribe': '<https://joblane.example/alerts/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(await sendQueuedMail({ database, transport, publicOrigin })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    const [mail] = await server.waitFor(1);
    expect(mail!.envelope).toEqual({ from: 'no-reply@joblane.example', to: ['ana@example.com'] });
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Confirm your email address for Joblane');
    expect(parsed.from?.value).toEqual([{ name: 'Joblane', address: 'no-reply@joblane.example' }]);
    expect(parsed.messageId).toBe(`<${id}@joblane.example>`);
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/mu);
    expect(mail!.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/joblane\.example\/alerts\/unsubscribe\?token=abc>$/mu,
    );
    expect(mail!.raw).toMatch(/^Auto-Submitted: auto-generated$/mu);
    // Both alternatives arrived, and say the same thing.
    expect(mail!.raw).toContain('multipart/alternative');
    const link = `https://joblane.example/verify-email?token=${token}`;
    expect(parsed.text).toContain(`Confirm email address:\n${link}`);
    expect(parsed.html).toBeTypeOf('string');
    const links = hrefs(parsed.html as string);
    expect(links).toContain(link);
    for (const href of links) {
      const url = new URL(href);
      expect(url.origin).toBe(publicOrigin);
      expect(url.searchParams.has('v')).toBe(false);
    }
  });

  it('escapes a hostile name in the HTML part that arrives', async () => {
    await enqueueMail(database.db, {
      kind: 'organisation-invitation',
      to: 'ben@example.com',
      data: {
        inviterName: '<script>alert("x")</script>',
        organisationName: 'Acme <b>Health</b> & Co',
        token,
        validForMinutes: 60 * 24 * 7,
      },
    });
    await sendQueuedMail({ database, transport, publicOrigin });
    const received = await server.waitFor(2);
    const { parsed } = received[1]!;
    expect(parsed.subject).toBe(
      '<script>alert("x")</script> invited you to join Acme <b>Health</b> & Co on Joblane',
    );
    const html = parsed.html as string;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</strong>');
    expect(html).toContain('<strong>Acme &lt;b&gt;Health&lt;/b&gt; &amp; Co</strong>');
    expect(parsed.text).toContain(
      '<script>alert("x")</script> invited you to join Acme <b>Health</b> & Co',
    );
  });
});

describe('SMTP failures', () => {
  const mail = {
    id: 'abc',
    messageId: '<abc@joblane.example>',
    from: 'Joblane <no-reply@joblane.example>',
    to: 'nobody@example.com',
    subject: 'Test',
    text: 'Hello',
    html: '<p>Hello</p>',
    headers: {},
    date: new Date(),
  };
  let server: TestSmtpServer | undefined;
  let transport: MailTransport | undefined;
  afterEach(async () => {
    await transport?.close();
    await server?.close();
  });

  it('is permanent when the server refuses the recipient with a 5xx reply', async () => {
    server = await startTestSmtpServer({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
    });
    transport = smtpTransport(`smtp://127.0.0.1:${server.port}`);
    const error = await transport.send(mail).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).permanent).toBe(true);
    expect((error as MailDeliveryError).message).toMatch(
      /^SMTP delivery failed \(550\): .*Mailbox unavailable/u,
    );
  });

  it('is worth retrying when the server says "try later" (4xx) or cannot be reached', async () => {
    server = await startTestSmtpServer({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 })),
    });
    transport = smtpTransport(`smtp://127.0.0.1:${server.port}`);
    const later = await transport.send(mail).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((later as MailDeliveryError).permanent).toBe(false);

    const closed = await startTestSmtpServer();
    const port = closed.port;
    await closed.close();
    const unreachable = smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 2000 });
    try {
      const error = await unreachable.send(mail).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect((error as MailDeliveryError).permanent).toBe(false);
    } finally {
      await unreachable.close();
    }
  });

  it('rejects a wrong password without repeating it', async () => {
    server = await startTestSmtpServer({ user: 'joblane', password: 'right' });
    transport = smtpTransport(`smtp://joblane:wrong-secret@127.0.0.1:${server.port}`);
    const error = (await transport.send(mail).then(
      () => undefined,
      (caught: unknown) => caught,
    )) as Error;
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error.message).not.toContain('wrong-secret');
  });

  it('checks SMTP_URL and never echoes it', () => {
    expect(parseSmtpUrl('smtps://u:p@mail.example:465').port).toBe('465');
    expect(() => parseSmtpUrl('mail.example:25')).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//u,
    );
    expect(() => parseSmtpUrl('http://u:secret@mail.example')).toThrow(
      'SMTP_URL must start with smtp://',
    );
    expect(() => parseSmtpUrl('not a url with secret')).toThrow(
      'SMTP_URL is not a URL; write it as smtp://user:password@host:587',
    );
    for (const bad of ['http://u:secret@mail.example', 'not a url with secret']) {
      expect(() => parseSmtpUrl(bad)).not.toThrow(/secret/u);
    }
  });
});

describe('the queue row after SMTP delivery', () => {
  it('is sent and holds no token', async () => {
    const database = await openTestDatabase('sqlite');
    const server = await startTestSmtpServer();
    const transport = smtpTransport(`smtp://127.0.0.1:${server.port}`);
    try {
      await migrateToLatest(database, mailMigrations);
      await enqueueMail(database.db, {
        kind: 'reset-password',
        to: 'ana@example.com',
        data: { token },
      });
      await sendQueuedMail({ database, transport, publicOrigin });
      await server.waitFor(1);
      const row = await database
        .as<MailTables>()
        .selectFrom('mail_queue')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');
      expect(JSON.stringify(row)).not.toContain(token);
    } finally {
      await transport.close();
      await server.close();
      await database.close();
    }
  });
});
