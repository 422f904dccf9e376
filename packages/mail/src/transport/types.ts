/** One email as a transport delivers it: rendered, addressed, with a stable `Message-ID`. */
export interface OutgoingMail {
  /** The queue id: the outbox file name, and the left part of `messageId`. */
  id: string;
  /** `<id@host>`: the same on every attempt, so a receiver can tell a repeat delivery. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Readonly<Record<string, string>>;
  date: Date;
}

export interface MailTransport {
  /** `smtp` (a relay from `SMTP_URL`) or `outbox` (files for `/dev/mail`). */
  readonly kind: 'smtp' | 'outbox';
  /** Delivers one message; throws on failure (`MailDeliveryError` with `permanent` if retrying is useless). */
  send(mail: OutgoingMail): Promise<void>;
  /** Closes pooled connections. */
  close(): Promise<void>;
}

/**
 * A delivery that failed. `permanent` when the server refused the message itself (an SMTP 5xx
 * reply such as "mailbox does not exist"): retrying would fail the same way.
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  readonly permanent: boolean;
  constructor(message: string, options: { permanent: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.permanent = options.permanent;
  }
}

/** The message as nodemailer takes it, for the SMTP relay and the outbox alike. */
export function nodemailerMessage(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { ...mail.headers },
    messageId: mail.messageId,
    date: mail.date,
  };
}
