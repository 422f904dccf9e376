import { enqueueMail, type AnyMailMessage, type MailWorker } from '@joblane/mail';

import type { Records } from './records.ts';

/** How routes send mail: into the durable queue, and the in-process worker is woken at once. */
export interface SiteMail {
  send(message: AnyMailMessage): Promise<void>;
}

export function siteMail(records: Records, worker: MailWorker | undefined): SiteMail {
  return {
    async send(message) {
      await enqueueMail(records.database.db, message);
      worker?.wake();
    },
  };
}
