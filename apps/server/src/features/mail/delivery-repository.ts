/**
 * The delivery worker's queries. Delivery is platform work across every club, so these are
 * deliberately not scoped by company; nothing here is reachable from a request.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { mailOutbox } from "./tables.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claims up to `limit` due mails in one statement: the rows are locked with SKIP LOCKED, so
 * instances claiming at the same moment take disjoint sets, and each claim counts an attempt
 * and pushes `next_attempt_at` to `leaseUntil`: should this instance die mid-send, the mail
 * becomes due again then, and no other instance touches it before.
 */
export function claimDueMail(db: Executor, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Only the claim that counted `attempts` may record its outcome (a stale worker cannot). */
const ourClaim = (row: OutboxRow) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));

export async function markSent(db: Executor, row: OutboxRow, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: at, lastError: null })
    .where(and(ourClaim(row), eq(mailOutbox.status, "pending")));
}

/** Records a failed attempt: due again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markAttemptFailed(
  db: Executor,
  row: OutboxRow,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, status: "failed" as const },
    )
    .where(and(ourClaim(row), eq(mailOutbox.status, "pending")));
}
