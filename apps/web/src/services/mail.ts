import type { RelationalDatabase } from '@joblane/database';
import {
  deleteMailTo,
  enqueueMail,
  purgeFinishedMail,
  type AnyMailMessage,
  type MailWorker,
} from '@joblane/mail';

/** How long the record of a sent (or given-up) email is kept: a month, then deleted. */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 3600_000;

/** How routes send mail: into the durable queue, and the in-process worker is woken at once. */
export interface SiteMail {
  send(message: AnyMailMessage): Promise<void>;
  /** Deletes every message to this address, sent or waiting (an account deleted): how many. */
  forget(address: string): Promise<number>;
}

/** Mail into the records' queue (`records.database`), waking `worker` when this process has one. */
export function siteMail(
  stores: { database: RelationalDatabase },
  worker: MailWorker | undefined,
): SiteMail {
  return {
    async send(message) {
      await enqueueMail(stores.database.db, message);
      worker?.wake();
    },
    forget: (address) => deleteMailTo(stores.database.db, address),
  };
}

/**
 * Deletes the records of mail sent or given up on more than `SENT_MAIL_RETENTION_MS` before
 * `now` (mail still waiting stays): how many went.
 */
export const purgeOldMail = (
  stores: { database: RelationalDatabase },
  now: Date,
): Promise<number> =>
  purgeFinishedMail(stores.database.db, new Date(now.getTime() - SENT_MAIL_RETENTION_MS));
