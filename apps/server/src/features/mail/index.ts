/** The mail feature's public API. */
export { enqueueMail, findMail, listOutbox, type MailMessage, outboxMessageView } from "./outbox.ts";
export { mailOutbox } from "./tables.ts";
