import type { z } from 'zod';

import { adReview } from './messages/adReview.ts';
import { adStillOpen } from './messages/adStillOpen.ts';
import { candidatesWaiting } from './messages/candidatesWaiting.ts';
import { applicationStatus } from './messages/applicationStatus.ts';
import { contactMessage } from './messages/contactMessage.ts';
import { domainVerification } from './messages/domainVerification.ts';
import { emailChanged } from './messages/emailChanged.ts';
import { emailAddress } from './messages/fields.ts';
import { jobAlert } from './messages/jobAlert.ts';
import { organisationInvitation } from './messages/organisationInvitation.ts';
import { resetPassword } from './messages/resetPassword.ts';
import { securityNotice } from './messages/securityNotice.ts';
import { verifyEmail } from './messages/verifyEmail.ts';
import { headerProblems } from './render/headers.ts';
import { layout } from './render/layout.ts';
import { canonicalLink, mailLinkPaths, parsePublicOrigin } from './render/links.ts';
import type { MailTemplate } from './render/template.ts';

/**
 * Every email Joblane sends, by kind. A new kind (an application status, an alert digest) is one
 * file in `messages/` and one line here; the kind is what the queue stores.
 */
export const mailCatalogue = {
  'verify-email': verifyEmail,
  'reset-password': resetPassword,
  'organisation-invitation': organisationInvitation,
  'email-changed': emailChanged,
  'job-alert': jobAlert,
  'application-status': applicationStatus,
  'domain-verification': domainVerification,
  'ad-review': adReview,
  'contact-message': contactMessage,
  'ad-still-open': adStillOpen,
  'candidates-waiting': candidatesWaiting,
  'security-notice': securityNotice,
} as const satisfies Record<string, MailTemplate>;

export type MailKind = keyof typeof mailCatalogue;

/** The data a kind of message needs, as a caller writes it (defaults may be left out). */
export type MailData<K extends MailKind> = z.input<(typeof mailCatalogue)[K]['schema']>;

/** One email to send: its kind, its recipient, the data its template needs, extra headers. */
export interface MailMessage<K extends MailKind = MailKind> {
  kind: K;
  to: string;
  data: MailData<K>;
  /** Extra headers, such as `List-Unsubscribe` and `List-Unsubscribe-Post` on an alert digest. */
  headers?: Readonly<Record<string, string>>;
}

/** Any message of the catalogue, its data matching its kind. */
export type AnyMailMessage = { [K in MailKind]: MailMessage<K> }[MailKind];

/** A message that does not fit its kind: a programming error, said plainly. */
export class MailMessageError extends Error {
  override name = 'MailMessageError';
}

/** A message after its checks: defaults filled in, ready to store or render. */
export interface CheckedMailMessage {
  kind: MailKind;
  to: string;
  data: unknown;
  headers: Record<string, string>;
}

export function isMailKind(kind: unknown): kind is MailKind {
  return typeof kind === 'string' && Object.hasOwn(mailCatalogue, kind);
}

/**
 * Checks a message against its kind's schema, the recipient's address and the extra headers;
 * throws `MailMessageError` naming every problem.
 */
export function checkMailMessage(message: {
  kind: string;
  to: string;
  data: unknown;
  headers?: Readonly<Record<string, string>> | undefined;
}): CheckedMailMessage {
  const { kind } = message;
  if (!isMailKind(kind)) {
    throw new MailMessageError(
      `Unknown mail kind "${String(kind)}"; the catalogue has ${Object.keys(mailCatalogue).join(', ')}.`,
    );
  }
  const problems: string[] = [];
  const to = emailAddress.safeParse(message.to);
  if (!to.success) problems.push(`"to" is not an email address`);
  const data = (mailCatalogue[kind].schema as z.ZodType).safeParse(message.data);
  if (!data.success) {
    for (const issue of data.error.issues) {
      problems.push(`data.${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
  }
  const headers = { ...message.headers };
  problems.push(...headerProblems(headers));
  if (problems.length > 0 || !data.success || !to.success) {
    throw new MailMessageError(`The ${kind} message is not valid: ${problems.join('; ')}.`);
  }
  return { kind, to: to.data, data: data.data, headers };
}

/** A message as it is sent: subject, the two alternatives, and its extra headers. */
export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface RenderOptions {
  /** The site's public origin (`PUBLIC_ORIGIN`): every link is absolute on it. */
  publicOrigin: string;
}

/**
 * Renders a message: its template composes what it says from its checked data, and the layout
 * writes it as HTML and as plain text, with links absolute on `publicOrigin`.
 */
export function renderMail(message: AnyMailMessage, options: RenderOptions): RenderedMail {
  return renderCheckedMail(checkMailMessage(message), options);
}

/** Renders a message that `checkMailMessage` has already checked (as the queue stores it). */
export function renderCheckedMail(
  message: CheckedMailMessage,
  options: RenderOptions,
): RenderedMail {
  const origin = parsePublicOrigin(options.publicOrigin);
  const template = mailCatalogue[message.kind] as MailTemplate;
  const content = template.compose(message.data, {
    to: message.to,
    link: (path, params) => canonicalLink(origin, path, params),
  });
  const rendered = layout(content, canonicalLink(origin, mailLinkPaths.home));
  // Auto-Submitted stops out-of-office replies to a mail nobody reads.
  const headers = { 'Auto-Submitted': 'auto-generated', ...content.headers, ...message.headers };
  const problems = headerProblems(headers);
  if (problems.length > 0) {
    throw new MailMessageError(
      `The ${message.kind} template made bad headers: ${problems.join('; ')}.`,
    );
  }
  return { to: message.to, ...rendered, headers };
}
