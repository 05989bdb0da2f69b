/** Payments' queries: claims on an idempotency key, outcomes, settlement. */
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { batchedInsert } from "../../db/batched-inserts.ts";
import { BatchedWrites, eachAlone, type Outcome } from "../../db/batched-writes.ts";
import { statement, updateByIdStatement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { valueByRow } from "../../db/value-by-row.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { type PaymentRow, payments } from "./tables.ts";

export type NewPayment = Omit<typeof payments.$inferInsert, "companyId" | "id">;

/**
 * Inserts the payment unless its key is taken; answers the row when this call created it.
 * Claims made at the same moment (a drop's winners paying) are written together
 * (db/batched-inserts.ts): of two with one key, one creates and the other finds it taken.
 */
export const claimNewPayment = (scope: TenantScope, values: NewPayment): Promise<PaymentRow | undefined> =>
  claimPayment(scope, values);

const claimPayment = batchedInsert(payments, { onConflict: "nothing" });

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
  const [row] = await updatePayment(scope, paymentId, { ...values, leaseUntil: null, updatedAt: new Date() });
  if (!row) throw new NotFoundError();
  return row;
}

const updatePayment = updateByIdStatement(payments);

/** What a processor's answer writes on a payment. */
export interface OutcomeColumns {
  status: PaymentRow["status"];
  providerPaymentId?: string | null;
  paidAt?: Date | null;
  intentId?: string | null;
  clientSecret?: string | null;
  failureCode?: string | null;
  failureMessage?: string | null;
  /** The card charged, when the processor told it (a new card); batches charge saved methods. */
  brand?: string;
  lastFour?: string;
}

/** Each outcome column's type, for one value per row (valueByRow). */
const OUTCOME_TYPES: Record<keyof OutcomeColumns, "text" | "timestamptz"> = {
  status: "text",
  providerPaymentId: "text",
  paidAt: "timestamptz",
  intentId: "text",
  clientSecret: "text",
  failureCode: "text",
  failureMessage: "text",
  brand: "text",
  lastFour: "text",
};

/** The columns an answer sets: those it gives a value (undefined sets nothing, as recordOutcome). */
const givenColumns = (values: OutcomeColumns) =>
  (Object.keys(values) as (keyof OutcomeColumns)[]).filter((column) => values[column] !== undefined).sort();

/**
 * Writes answers that set the same `columns` on their payments, one value per row (a column an
 * answer gives no value is written empty), leaving every other column as it is.
 */
function writeAnswers(
  scope: TenantScope,
  columns: (keyof OutcomeColumns)[],
  answers: readonly [string, OutcomeColumns][],
) {
  const ids = answers.map(([id]) => id);
  const valuesOf = (column: keyof OutcomeColumns) =>
    answers.map(([, values]) => {
      const value = values[column];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    });
  const set = Object.fromEntries(
    columns.map((column) => [column, valueByRow(payments.id, ids, valuesOf(column), OUTCOME_TYPES[column])]),
  );
  return scope
    .update(payments)
    .set({ ...set, leaseUntil: null, updatedAt: new Date() })
    .where(sql`${payments.id} = any(${sql.param(ids)}::uuid[])`);
}

// A drop's winners' charges are answered within moments of each other: their answers are
// written together, one statement per shape of answer in a batch. A batch that fails is written
// again payment by payment, so each charge's flow meets only its own failure.
const answerWrites = new BatchedWrites<OutcomeColumns, PaymentRow>(async (scope, answers) => {
  const byShape = new Map<string, Map<string, OutcomeColumns>>();
  for (const [id, values] of answers) {
    const shape = givenColumns(values).join(",");
    byShape.set(shape, (byShape.get(shape) ?? new Map()).set(id, values));
  }
  const written = new Map<string, Outcome<PaymentRow>>();
  for (const [shape, ofShape] of byShape) {
    const columns = shape.split(",") as (keyof OutcomeColumns)[];
    const write = (batch: [string, OutcomeColumns][]) => writeAnswers(scope, columns, batch).returning();
    try {
      for (const row of await write([...ofShape])) written.set(row.id, { result: row });
    } catch {
      const alone = await eachAlone(ofShape, async (values, id) => (await write([[id, values]]))[0]);
      for (const [id, outcome] of alone) written.set(id, outcome);
    }
  }
  return written;
});

/**
 * recordOutcome of a processor's answer, written with the answers recorded at the same moment
 * (db/batched-writes.ts; in a transaction, or with an answer already waiting, on its own).
 */
export async function recordAnswer(
  scope: TenantScope,
  paymentId: string,
  values: OutcomeColumns,
): Promise<PaymentRow> {
  if (scope.inTransaction || answerWrites.waiting(paymentId)) return recordOutcome(scope, paymentId, values);
  const row = await answerWrites.write(scope, paymentId, values);
  if (!row) throw new NotFoundError();
  return row;
}

/** The columns a billing batch's outcome writes (`recordOutcomes`): every one but the card's. */
const BATCH_OUTCOME_COLUMNS: (keyof OutcomeColumns)[] = [
  "status",
  "providerPaymentId",
  "paidAt",
  "intentId",
  "clientSecret",
  "failureCode",
  "failureMessage",
];

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
  await writeAnswers(
    scope,
    BATCH_OUTCOME_COLUMNS,
    outcomes.map(({ paymentId, values }) => [paymentId, values]),
  );
}

/** The payments made for one thing (an order's transactions), oldest first. */
export const paymentsFor = (scope: TenantScope, reference: { type: string; id: string }) =>
  scope
    .select()
    .from(payments)
    .where(and(eq(payments.referenceType, reference.type), eq(payments.referenceId, reference.id)))
    .orderBy(payments.createdAt);

/** The payment, locked for the rest of the transaction (the reconcile and an undo take it first). */
export async function lockPayment(scope: TenantScope, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await scope.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row;
}

/**
 * Marks payments settled: each succeeded one that nothing was refunded from yet, or already
 * settled (idempotent). One statement, built once (db/statement.ts: a checkout settles its
 * charge); answers the ids settled. A payment whose money is going back (an undo, the reconcile
 * job) is left out: it can no longer pay anything.
 */
export async function settlePayments(
  scope: TenantScope,
  paymentIds: readonly string[],
): Promise<Set<string>> {
  if (paymentIds.length === 0) return new Set();
  const rows = await settle(scope, { ids: [...paymentIds] });
  return new Set(rows.map((row) => row.id));
}

/**
 * The settling of payments, not yet run, answering the ids settled: for a statement that
 * settles a payment beside what it pays (db/statement.ts `together`). The ids are one value, an
 * array (`= any`, not `in`).
 */
export const paymentsSettle = (scope: TenantScope, batch: { ids: string[] }) =>
  scope
    .update(payments)
    .set({ settledAt: sql`coalesce(${payments.settledAt}, now())` })
    .where(
      and(
        sql`${payments.id} = any(${batch.ids})`,
        or(
          isNotNull(payments.settledAt),
          and(eq(payments.status, "succeeded"), eq(payments.refundedAmount, 0)),
        ),
      ),
    )
    .returning({ id: payments.id });

const settle = statement(paymentsSettle);

/** Succeeded payments that paid nothing yet, charged before `before`: oldest first. */
export const unsettledPayments = (scope: TenantScope, before: Date, limit: number) =>
  scope
    .select()
    .from(payments)
    .where(and(eq(payments.status, "succeeded"), isNull(payments.settledAt), lt(payments.paidAt, before)))
    .orderBy(payments.paidAt)
    .limit(limit);
