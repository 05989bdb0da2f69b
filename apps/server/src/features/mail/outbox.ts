/** Writing to and reading the outbox. Delivery is the `mail.send` job's (send-mail-job.ts). */
import { randomUUID } from "node:crypto";
import type { OutboxMessage, PageQuery } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type QueuedJob, queuedJob, wakeIfDue } from "../jobs/index.ts";
import { insertOutboxMail, listOutboxRows, type OutboxMail } from "./outbox-repository.ts";
import { sendMailJob } from "./send-mail-job.ts";
import type { OutboxRow } from "./tables.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for: activation, password_reset, receipt, statement… */
  kind: string;
}

/** Mails a member is waiting for (a link to click now) go ahead of bulk mail. */
const TRANSACTIONAL = new Set(["activation", "password_reset", "email_verification", "email_change_undo"]);
const TRANSACTIONAL_PRIORITY = 10;
const BULK_PRIORITY = 50;

/**
 * Queues an e-mail to the context's club. Pass a transaction-bound context so the mail (and
 * its delivery job) exists exactly when the change that caused it commits: no reset mail for a
 * token that was rolled back.
 */
export async function enqueueMail(context: ServiceContext, message: MailMessage): Promise<{ id: string }> {
  const queued = queuedMail(context, message);
  await insertOutboxMail(context.scope, queued.mail, queued.delivery);
  queued.written();
  return { id: queued.mail.id };
}

/** A mail to queue and its delivery job, as `enqueueMail` writes them. */
export interface QueuedMail {
  mail: OutboxMail;
  delivery: QueuedJob;
  /** Once both are written: wakes the job runner for a mail due now. */
  written(): void;
}

/**
 * The rows `enqueueMail` writes, for a statement that writes them beside other writes of the
 * same transaction (`outboxMailInsert` and `queuedJobInsert` in `together`); call `written`
 * after it ran.
 */
export function queuedMail(context: ServiceContext, message: MailMessage): QueuedMail {
  const id = randomUUID();
  const delivery = queuedJob(
    sendMailJob,
    { mailId: id },
    { priority: TRANSACTIONAL.has(message.kind) ? TRANSACTIONAL_PRIORITY : BULK_PRIORITY },
  );
  const { to, subject, text, kind } = message;
  return {
    mail: { id, to, subject, text, html: message.html ?? null, kind },
    delivery,
    written: () => wakeIfDue(context, delivery.runAt),
  };
}

/** The club's outbox, newest first, for staff. */
export async function listOutbox(context: ServiceContext, page: PageQuery) {
  const { rows, totalCount } = await listOutboxRows(context.scope, page);
  return { items: rows.map(outboxMessageView), totalCount };
}

/** The outbox row as staff see it (spec shape in the domain package; the body is left out). */
export function outboxMessageView(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    companyId: row.companyId,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}
