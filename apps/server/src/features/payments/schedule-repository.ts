/**
 * The payment schedule's queries: which clubs have refunds due or charges left unsettled. They
 * read across clubs (the minute's platform job queues each club's work), so they take the raw
 * handle: an allowlisted file.
 */
import { and, eq, isNull, lt, lte, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { paymentRefunds, payments } from "./tables.ts";

/** Clubs with a pending refund due by `now` that no runner holds. */
export async function clubsWithDueRefunds(platformDb: Executor, now: Date): Promise<string[]> {
  const r = paymentRefunds;
  const rows = await platformDb
    .selectDistinct({ companyId: r.companyId })
    .from(r)
    .where(
      and(
        // The partial index payment_refunds_due_idx serves this.
        eq(r.status, "pending"),
        lte(r.nextAttemptAt, now),
        or(isNull(r.leaseUntil), lt(r.leaseUntil, now)),
      ),
    );
  return rows.map((row) => row.companyId);
}

/** Clubs with a succeeded charge unsettled since before `before`. */
export async function clubsWithUnsettledPayments(platformDb: Executor, before: Date): Promise<string[]> {
  const p = payments;
  const rows = await platformDb
    .selectDistinct({ companyId: p.companyId })
    .from(p)
    .where(and(eq(p.status, "succeeded"), isNull(p.settledAt), lt(p.paidAt, before)));
  return rows.map((row) => row.companyId);
}
