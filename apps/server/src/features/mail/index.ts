/** The mail feature's public API. */
export { enqueueMail, findMail, listOutbox, type MailMessage } from "./outbox.ts";
export { mailOutbox } from "./tables.ts";
