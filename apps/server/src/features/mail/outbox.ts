/** Writing to and reading the outbox. Delivery is the worker's job (delivery.ts). */

import { type OutboxMessage, type PageQuery, pageOffset } from "@crest/domain";
import { count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { forCompany } from "../../db/tenant-scope.ts";
import { mailOutbox } from "./tables.ts";

export interface MailMessage {
  companyId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/**
 * Queues an e-mail. Pass the caller's transaction so the mail exists exactly when the change
 * that caused it commits (no reset mail for a token that was rolled back).
 */
export async function enqueueMail(db: Executor, message: MailMessage) {
  return forCompany(db, message.companyId).insert(mailOutbox, {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    kind: message.kind,
  });
}

/** The club's outbox, newest first, for staff. */
export async function listOutbox(db: Executor, companyId: string, page: PageQuery) {
  const scope = forCompany(db, companyId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(scope.where(mailOutbox))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(mailOutbox).where(scope.where(mailOutbox)),
  ]);
  return { rows, totalCount: totals[0]?.n ?? 0 };
}

export async function findMail(db: Executor, companyId: string, id: string) {
  return forCompany(db, companyId).getOne(mailOutbox, eq(mailOutbox.id, id));
}

/** The outbox row as staff see it (spec shape in the domain package; the body is left out). */
export function outboxMessageView(row: typeof mailOutbox.$inferSelect): OutboxMessage {
  return {
    id: row.id,
    companyId: row.companyId,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}
