export {
  checkMailMessage,
  isMailKind,
  mailCatalogue,
  MailMessageError,
  renderMail,
  type AnyMailMessage,
  type CheckedMailMessage,
  type MailData,
  type MailKind,
  type MailMessage,
  type RenderedMail,
  type RenderOptions,
} from './catalogue.ts';
export {
  action,
  inlineLink,
  note,
  paragraph,
  strong,
  type Block,
  type Inline,
  type MailContent,
} from './render/content.ts';
export { maxAlertJobs } from './messages/jobAlert.ts';
export { maxContactMessageLength } from './messages/contactMessage.ts';
export { canonicalLink, mailLinkPaths, parsePublicOrigin } from './render/links.ts';
export { defineMailTemplate, type ComposeContext, type MailTemplate } from './render/template.ts';
export {
  mailMigrations,
  type MailQueueTable,
  type MailStatus,
  type MailTables,
} from './queue/schema.ts';
export { enqueueMail, type EnqueueOptions, type QueuedMail } from './queue/enqueue.ts';
export {
  retryDelay,
  sendQueuedMail,
  type DeliveryReport,
  type MailDeliveryOptions,
} from './queue/deliver.ts';
export {
  cancelQueued,
  deleteMailTo,
  listMailTo,
  mailQueueStats,
  purgeFinishedMail,
  type MailQueueStats,
  type MailRecord,
} from './queue/records.ts';
export { startMailWorker, type MailWorker, type MailWorkerOptions } from './queue/worker.ts';
export { MailDeliveryError, type MailTransport, type OutgoingMail } from './transport/types.ts';
export { parseSmtpUrl, smtpTransport, type SmtpTransportOptions } from './transport/smtp.ts';
export {
  listOutbox,
  outboxTransport,
  readOutboxMessage,
  type OutboxEntry,
  type OutboxMessage,
} from './transport/outbox.ts';
export { createMailTransport, type CreateMailTransportOptions } from './transport/create.ts';
