/** The mail feature's public API. */
export { createMailSender, type MailSender, type MailTransport, type OutgoingMail } from "./mail-sender.ts";
export { enqueueMail, listOutbox, type MailMessage, outboxMessageView } from "./outbox.ts";
export { outboxDepth } from "./outbox-stats-repository.ts";
export { MAX_ATTEMPTS, retryDelayMs } from "./send-mail-job.ts";
