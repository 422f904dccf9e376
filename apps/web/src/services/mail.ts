import type { RelationalDatabase } from '@joblane/database';
import { enqueueMail, type AnyMailMessage, type MailWorker } from '@joblane/mail';

/** How routes send mail: into the durable queue, and the in-process worker is woken at once. */
export interface SiteMail {
  send(message: AnyMailMessage): Promise<void>;
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
  };
}
