import { outboxTransport } from './outbox.ts';
import { smtpTransport, type SmtpTransportOptions } from './smtp.ts';
import type { MailTransport } from './types.ts';

export interface CreateMailTransportOptions extends SmtpTransportOptions {
  /** `SMTP_URL`: when set (not empty), mail goes to this relay. */
  smtpUrl?: string | undefined;
  /** Where mail is written when there is no `SMTP_URL` (the web: `apps/web/data/outbox`). */
  outboxDir: string;
}

/**
 * SMTP when `smtpUrl` is set, else the outbox directory. `transport.kind === 'outbox'` is the
 * web's cue to serve `/dev/mail` (with `listOutbox` and `readOutboxMessage` on `outboxDir`).
 */
export function createMailTransport(options: CreateMailTransportOptions): MailTransport {
  const { smtpUrl, outboxDir, ...smtp } = options;
  return smtpUrl !== undefined && smtpUrl !== ''
    ? smtpTransport(smtpUrl, smtp)
    : outboxTransport(outboxDir);
}
