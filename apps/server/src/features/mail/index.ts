/** The mail feature's public API. */

export {
  type DeliveryReport,
  deliverDueMail,
  MAX_ATTEMPTS,
  type MailTransport,
  retryDelayMs,
} from "./delivery.ts";
export { mailDeliveryPlugin } from "./delivery-worker.ts";
export { enqueueMail, findMail, listOutbox, type MailMessage, outboxMessageView } from "./outbox.ts";
export { mailOutbox } from "./tables.ts";
