import { createTransport } from 'nodemailer';

import { MailDeliveryError, nodemailerMessage, type MailTransport } from './types.ts';

export interface SmtpTransportOptions {
  /** Open connections to the relay (default 2). */
  maxConnections?: number;
  /** Per-step timeouts in ms: connect, greeting, socket inactivity (default 30 s). */
  timeoutMs?: number;
}

/**
 * The relay from `SMTP_URL` (`smtp://user:pass@host:587`, STARTTLS when offered;
 * `smtps://...:465` for TLS from the start). The URL is checked here, and the message never
 * repeats it, since it holds the password.
 */
export function parseSmtpUrl(smtpUrl: string): URL {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new TypeError(
      'SMTP_URL is not a URL; write it as smtp://user:password@host:587 (or smtps://...:465), ' +
        'with the user and password percent-encoded.',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new TypeError(
      `SMTP_URL must start with smtp:// or smtps:// (got "${url.protocol}//"), such as ` +
        'smtp://user:password@host:587.',
    );
  }
  if (url.hostname === '')
    throw new TypeError('SMTP_URL names no host, such as smtp://mail.example:587.');
  return url;
}

/** An SMTP SMTP transport from nodemailer, pooled, with timeouts below the queue's lease. */
export function smtpTransport(smtpUrl: string, options: SmtpTransportOptions = {}): MailTransport {
  parseSmtpUrl(smtpUrl);
  const timeout = options.timeoutMs ?? 30_000;
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: options.maxConnections ?? 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail(nodemailerMessage(mail));
      } catch (error) {
        // An SMTP 5xx reply refuses the message itself (no such mailbox, policy): final. Network
        // errors and 4xx replies (greylisting, a full queue) are worth another attempt.
        const code = (error as { responseCode?: unknown }).responseCode;
        const permanent = typeof code === 'number' && code >= 500 && code < 600;
        throw new MailDeliveryError(
          `SMTP delivery failed${typeof code === 'number' ? ` (${code})` : ''}: ${
            error instanceof Error ? error.message : String(error)
          }`,
          { permanent, cause: error },
        );
      }
    },
    async close() {
      transporter.close();
    },
  };
}
