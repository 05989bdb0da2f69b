/** The outbox's queries, through the club's tenant scope: writing a mail, listing, and its delivery's states. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { statement, together } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type QueuedJob, queuedJobInsert } from "../jobs/index.ts";
import { mailOutbox } from "./tables.ts";

/** A pending mail and the job that delivers it, written in one statement (`together`). */
export async function insertOutboxMail(
  scope: TenantScope,
  mail: OutboxMail,
  delivery: QueuedJob,
): Promise<void> {
  await insertMailAndJob(scope, {
    ...mail,
    jobKind: delivery.kind,
    payload: delivery.payload,
    priority: delivery.priority,
    runAt: delivery.runAt,
    maxAttempts: delivery.maxAttempts,
    dedupeKey: delivery.dedupeKey,
  });
}

export interface OutboxMail {
  /** Made by the caller: the delivery job names it. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
}

/**
 * The insert of a pending mail, not yet run: for a statement that writes it beside its delivery
 * job (`queuedJobInsert`) and the change that caused it (db/statement.ts `together`).
 */
export const outboxMailInsert = (scope: TenantScope, mail: OutboxMail) =>
  scope.insert(mailOutbox).values({
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    kind: mail.kind,
  });

/** Built once: receipts, tickets and bookings each write one (a mail and its job: one trip). */
const insertMailAndJob = statement(
  (scope, mail: OutboxMail & Omit<QueuedJob, "kind"> & { jobKind: string }) =>
    together(
      outboxMailInsert(scope, mail),
      // Each value named: a statement's values are placeholders, never spread (db/statement.ts).
      queuedJobInsert(scope, {
        kind: mail.jobKind,
        payload: mail.payload,
        priority: mail.priority,
        runAt: mail.runAt,
        maxAttempts: mail.maxAttempts,
        dedupeKey: mail.dedupeKey,
      }),
    ),
);

/** A page of the club's outbox, newest first, and how many mails it holds. */
export async function listOutboxRows(scope: TenantScope, page: PageQuery) {
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(mailOutbox),
  ]);
  return { rows, totalCount };
}

/**
 * Counts a delivery attempt of a pending mail and reads it, in one statement: undefined for a
 * mail already sent or failed, so a sent mail is never sent again.
 */
export async function countDeliveryAttempt(scope: TenantScope, mailId: string) {
  const [mail] = await scope
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "pending")))
    .returning();
  return mail;
}

/** Records why the last attempt failed (the mail stays pending for the next). */
export async function recordDeliveryError(scope: TenantScope, mailId: string, lastError: string) {
  await scope.update(mailOutbox).set({ lastError }).where(eq(mailOutbox.id, mailId));
}

/** The mail left: sent now. */
export async function markMailSent(scope: TenantScope, mailId: string) {
  await scope
    .update(mailOutbox)
    .set({ status: "sent", sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, mailId));
}

/** Delivery gave up for good. */
export async function markMailFailed(scope: TenantScope, mailId: string) {
  await scope.update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.id, mailId));
}
