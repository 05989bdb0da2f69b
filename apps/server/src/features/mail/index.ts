/** The mail feature's public API. */
export { createMailSender, type MailSender, type MailTransport, type OutgoingMail } from "./mail-sender.ts";
export {
  enqueueMail,
  listOutbox,
  type MailMessage,
  outboxMessageView,
  type QueuedMail,
  queuedMail,
} from "./outbox.ts";
export { outboxMailInsert } from "./outbox-repository.ts";
export { outboxDepth } from "./outbox-stats-repository.ts";
export { MAX_ATTEMPTS, retryDelayMs } from "./send-mail-job.ts";
