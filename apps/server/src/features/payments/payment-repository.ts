/** Payments' queries: claims on an idempotency key, outcomes, refunds. */
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { valueByRow } from "../../db/value-by-row.ts";
import { type PaymentRow, payments } from "./tables.ts";

export type NewPayment = Omit<typeof payments.$inferInsert, "companyId" | "id">;

/** Inserts the payment unless its key is taken; answers the row when this call created it. */
export async function claimNewPayment(
  scope: TenantScope,
  values: NewPayment,
): Promise<PaymentRow | undefined> {
  const [row] = await scope.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

/** claimNewPayment for many payments in one statement: answers the rows this call created. */
export async function claimNewPayments(
  scope: TenantScope,
  values: readonly NewPayment[],
): Promise<PaymentRow[]> {
  if (values.length === 0) return [];
  return scope
    .insert(payments)
    .values([...values])
    .onConflictDoNothing()
    .returning();
}

export const paymentByKey = (scope: TenantScope, idempotencyKey: string) =>
  scope.findOne(payments, eq(payments.idempotencyKey, idempotencyKey));

export const paymentById = (scope: TenantScope, paymentId: string) =>
  scope.getOne(payments, eq(payments.id, paymentId));

/**
 * Takes over a payment in `status` whose lease is free (none, or ended: its worker died).
 * Answers the row when this call won it.
 */
export async function leasePayment(
  scope: TenantScope,
  paymentId: string,
  status: PaymentRow["status"],
  until: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await scope
    .update(payments)
    .set({ leaseUntil: until, status: "pending", updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, status),
        or(isNull(payments.leaseUntil), lt(payments.leaseUntil, new Date())),
      ),
    )
    .returning();
  return row;
}

export async function recordOutcome(
  scope: TenantScope,
  paymentId: string,
  values: Partial<Omit<PaymentRow, "id" | "companyId">>,
): Promise<PaymentRow> {
  return scope.updateOne(payments, eq(payments.id, paymentId), {
    ...values,
    leaseUntil: null,
    updatedAt: new Date(),
  });
}

/** What a processor's answer writes on a payment. */
export interface OutcomeColumns {
  status: PaymentRow["status"];
  providerPaymentId?: string | null;
  paidAt?: Date | null;
  intentId?: string | null;
  clientSecret?: string | null;
  failureCode?: string | null;
  failureMessage?: string | null;
}

/**
 * recordOutcome for many payments in one statement (a billing batch): each row gets its own
 * values (valueByRow). Meant for rows this caller claimed, whose outcome columns
 * are still empty: a column an outcome leaves out is written empty.
 */
export async function recordOutcomes(
  scope: TenantScope,
  outcomes: readonly { paymentId: string; values: OutcomeColumns }[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const ids = outcomes.map((outcome) => outcome.paymentId);
  const text = (pick: (values: OutcomeColumns) => string | null | undefined) =>
    valueByRow(
      payments.id,
      ids,
      outcomes.map(({ values }) => pick(values) ?? null),
      "text",
    );
  await scope
    .update(payments)
    .set({
      status: text((values) => values.status),
      providerPaymentId: text((values) => values.providerPaymentId),
      paidAt: valueByRow(
        payments.id,
        ids,
        outcomes.map(({ values }) => values.paidAt?.toISOString() ?? null),
        "timestamptz",
      ),
      intentId: text((values) => values.intentId),
      clientSecret: text((values) => values.clientSecret),
      failureCode: text((values) => values.failureCode),
      failureMessage: text((values) => values.failureMessage),
      leaseUntil: null,
      updatedAt: new Date(),
    })
    .where(inArray(payments.id, ids));
}

/** Adds a refund, never past the amount paid; answers the row, or nothing when it would exceed it. */
export async function addRefund(scope: TenantScope, paymentId: string, amount: number) {
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

/** The payments made for one thing (an order's transactions), oldest first. */
export const paymentsFor = (scope: TenantScope, reference: { type: string; id: string }) =>
  scope
    .select()
    .from(payments)
    .where(and(eq(payments.referenceType, reference.type), eq(payments.referenceId, reference.id)))
    .orderBy(payments.createdAt);
