import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { createTransport } from 'nodemailer';

import { nodemailerMessage, type MailTransport } from './types.ts';

/** One message in the outbox, as `/dev/mail` lists it. */
export interface OutboxEntry {
  id: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  /** When it was written, ISO-8601 UTC. */
  date: string;
  headers: Record<string, string>;
}

/** One message with its content: both alternatives, and the raw message as an SMTP relay gets it. */
export interface OutboxMessage extends OutboxEntry {
  text: string;
  html: string;
  /** The RFC 5322 message (the `.eml` file). */
  eml: string;
}

/** What `<id>.json` holds. */
type StoredEntry = Omit<OutboxMessage, 'eml'>;

const outboxId = /^[\w-]{1,64}$/u;

/**
 * Delivery without `SMTP_URL`: each message becomes `<id>.eml` (the exact message an SMTP relay
 * would get) and `<id>.json` (its summary and both alternatives) in `dir`, for `/dev/mail`. Files
 * are written under a temporary name and renamed, so a reader never sees half a message; the same
 * message delivered twice overwrites itself.
 */
export function outboxTransport(dir: string): MailTransport {
  const composer = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(mail) {
      if (!outboxId.test(mail.id))
        throw new TypeError(`Outbox ids are URL-safe; got "${mail.id}".`);
      const info = await composer.sendMail(nodemailerMessage(mail));
      const stored: StoredEntry = {
        id: mail.id,
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        date: mail.date.toISOString(),
        headers: { ...mail.headers },
        text: mail.text,
        html: mail.html,
      };
      await mkdir(dir, { recursive: true });
      // `buffer: true` makes the message a Buffer rather than a stream.
      if (!Buffer.isBuffer(info.message))
        throw new TypeError('The composed message is not a buffer.');
      await writeAtomically(join(dir, `${mail.id}.eml`), info.message);
      // The JSON last: a message is listed only once both files are complete.
      await writeAtomically(join(dir, `${mail.id}.json`), JSON.stringify(stored, null, 2));
    },
    async close() {},
  };
}

async function writeAtomically(path: string, content: string | Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

async function readSummary(dir: string, id: string): Promise<StoredEntry | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as StoredEntry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The outbox's messages, newest first (at most `limit`, default 100); none if `dir` is missing. */
export async function listOutbox(
  dir: string,
  options: { limit?: number } = {},
): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
  const entries: OutboxEntry[] = [];
  for (const id of ids.filter((candidate) => outboxId.test(candidate))) {
    const summary = await readSummary(dir, id);
    if (summary === undefined) continue;
    const { text: _text, html: _html, ...entry } = summary;
    entries.push(entry);
  }
  entries.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return entries.slice(0, options.limit ?? 100);
}

/**
 * One outbox message by id, or `undefined` when there is none (an id that is not a plain outbox
 * id, such as `../x`, is never looked up, so a route can pass its parameter straight in).
 */
export async function readOutboxMessage(
  dir: string,
  id: string,
): Promise<OutboxMessage | undefined> {
  if (!outboxId.test(id)) return undefined;
  const summary = await readSummary(dir, id);
  if (summary === undefined) return undefined;
  const eml = await readFile(join(dir, `${id}.eml`), 'utf8');
  return { ...summary, eml };
}
