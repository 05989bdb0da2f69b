/** Refunds' queries: a refund per key, its lease while the processor is asked, its outcome. */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type PaymentRow, paymentRefunds, payments, type RefundRow } from "./tables.ts";

export type NewRefund = Omit<typeof paymentRefunds.$inferInsert, "companyId" | "id">;

/**
 * Inserts the refund unless its key is taken; answers the row when this call created it. A
 * concurrent insert of the same key waits for the other's transaction, then finds its row.
 */
export async function insertRefund(scope: TenantScope, values: NewRefund): Promise<RefundRow | undefined> {
  const [row] = await scope.insert(paymentRefunds).values(values).onConflictDoNothing().returning();
  return row;
}

export const refundByKey = (scope: TenantScope, idempotencyKey: string) =>
  scope.findOne(paymentRefunds, eq(paymentRefunds.idempotencyKey, idempotencyKey));

export const refundById = (scope: TenantScope, refundId: string) =>
  scope.getOne(paymentRefunds, eq(paymentRefunds.id, refundId));

/**
 * Reserves `amount` of the payment for a refund, in one conditional statement: never past what
 * was paid, whatever runs at the same moment (the row lock orders them, and each sees the
 * amount the one before it left). Answers the payment, or nothing when it would exceed it.
 */
export async function reserveRefund(
  scope: TenantScope,
  paymentId: string,
  amount: number,
): Promise<PaymentRow | undefined> {
  const [row] = await scope
    .update(payments)
    .set({
      refundedAmount: sql`${payments.refundedAmount} + ${amount}`,
      status: sql`case when ${payments.refundedAmount} + ${amount} >= ${payments.amount} then 'refunded' else ${payments.status} end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, "succeeded"),
        sql`${payments.refundedAmount} + ${amount} <= ${payments.amount}`,
      ),
    )
    .returning();
  return row;
}

const leaseIsFree = (now: Date) => or(isNull(paymentRefunds.leaseUntil), lt(paymentRefunds.leaseUntil, now));

/** Takes a pending refund for this runner until `until`; answers it when this call won it. */
export async function leaseRefund(
  scope: TenantScope,
  refundId: string,
  now: Date,
  until: Date,
): Promise<RefundRow | undefined> {
  const [row] = await scope
    .update(paymentRefunds)
    .set({ leaseUntil: until, updatedAt: now })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "pending"), leaseIsFree(now)))
    .returning();
  return row;
}

/**
 * Takes up to `limit` pending refunds that are due (their next attempt time passed, no runner
 * holds them) in one statement: picked with `FOR UPDATE SKIP LOCKED` and leased together, so a
 * runner on another instance skips them.
 */
export function leaseDueRefunds(scope: TenantScope, now: Date, until: Date, limit: number) {
  const due = scope
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(eq(paymentRefunds.status, "pending"), lte(paymentRefunds.nextAttemptAt, now), leaseIsFree(now)),
    )
    .orderBy(asc(paymentRefunds.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return scope
    .update(paymentRefunds)
    .set({ leaseUntil: until, updatedAt: now })
    .where(inArray(paymentRefunds.id, due))
    .returning();
}

/** What asking the processor wrote on a refund. */
export type RefundOutcome =
  | { status: "succeeded"; providerRefundId: string | null }
  | { status: "pending"; error: string; nextAttemptAt: Date }
  | { status: "failed"; error: string };

/** Records an attempt's outcome and frees the lease; `counted` adds the attempt. */
export async function recordRefundOutcome(
  scope: TenantScope,
  refundId: string,
  outcome: RefundOutcome,
  counted = true,
): Promise<RefundRow> {
  const now = new Date();
  const common = {
    leaseUntil: null,
    updatedAt: now,
    ...(counted ? { attempts: sql`${paymentRefunds.attempts} + 1` } : {}),
  };
  const values =
    outcome.status === "succeeded"
      ? {
          status: "succeeded" as const,
          providerRefundId: outcome.providerRefundId,
          lastError: null,
          nextAttemptAt: null,
          finishedAt: now,
        }
      : outcome.status === "pending"
        ? { lastError: outcome.error, nextAttemptAt: outcome.nextAttemptAt }
        : { status: "failed" as const, lastError: outcome.error, nextAttemptAt: null, finishedAt: now };
  const [row] = await scope
    .update(paymentRefunds)
    .set({ ...common, ...values })
    .where(eq(paymentRefunds.id, refundId))
    .returning();
  if (!row) throw new Error(`refund ${refundId} vanished`);
  return row;
}
