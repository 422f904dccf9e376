import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import { toInstant } from '@joblane/database';

import { checkMailMessage, type MailKind, type MailMessage } from '../catalogue.ts';
import type { MailTables } from './schema.ts';

export interface EnqueueOptions {
  /** Enqueue time (default now): the message is due from then. */
  now?: Date;
  /** Not before this instant (a digest held to the morning). */
  notBefore?: Date;
}

export interface QueuedMail {
  id: string;
}

/**
 * Puts a message in the mail queue. Pass the transaction of the write that causes the mail (a
 * sign-up, an invitation) so both commit or neither: the mail cannot be lost after the write, or
 * sent for a write that rolled back. Checks the message first and throws `MailMessageError`.
 */
export async function enqueueMail<K extends MailKind, Tables>(
  db: Kysely<Tables>,
  message: MailMessage<K>,
  options: EnqueueOptions = {},
): Promise<QueuedMail> {
  const checked = checkMailMessage(message);
  const now = toInstant(options.now ?? new Date());
  const due =
    options.notBefore !== undefined && toInstant(options.notBefore) > now
      ? toInstant(options.notBefore)
      : now;
  const id = randomBytes(16).toString('base64url');
  await (db as unknown as Kysely<MailTables>)
    .insertInto('mail_queue')
    .values({
      id,
      kind: checked.kind,
      recipient: checked.to,
      data: JSON.stringify(checked.data),
      headers: JSON.stringify(checked.headers),
      status: 'queued',
      attempts: 0,
      next_attempt_at: due,
      created_at: now,
    })
    .execute();
  return { id };
}
