/**
 * The payments service: the one way money moves (DESIGN §4). Every charge carries an
 * idempotency key, unique per club: the first request claims it with a row, a retry finds the
 * row and answers its outcome without charging again, and the key goes to the processor too,
 * so a charge whose answer was lost is found there rather than made twice. A charge that needs
 * 3-D Secure answers `3ds_auth_required` with the client secret; the same submission sent again
 * with the payment intent id confirms it (spec-1 §4).
 */

import { createHash } from "node:crypto";
import { FIELD_MESSAGES, type PaymentResult, type PaymentTransaction, THREE_DS_ACTION } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { metrics } from "../../lib/metrics.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import type { ChargeOutcome, PaymentProcessor, ProcessorCustomer } from "./processor.ts";
import { processorCustomerFor, processorFor } from "./processors.ts";
import {
  claimNewPayment,
  claimNewPayments,
  leasePayment,
  type NewPayment,
  type OutcomeColumns,
  paymentByKey,
  paymentsFor,
  recordAnswer,
  recordOutcome,
  recordOutcomes,
} from "./repository.ts";
import type { PaymentRow } from "./tables.ts";

/** How long one request may work on a payment before a retry may take it over. */
const LEASE_MS = 60_000;

/** What pays: a saved or new card, a bank account, or the house account. */
export interface ChargeSource {
  kind: "card" | "bank" | "houseAccount";
  walletMethodId: string | null;
  processorId: string | null;
  /** The processor's reference for the method (a saved card or bank, or a new card's token). */
  providerRef: string | null;
  brand: string;
  lastFour: string;
  saveCard: boolean;
}

export interface PaymentOrder {
  customerId: string;
  /** Minor units of the club's currency. */
  amount: number;
  /** What the payment is for: an order, a subscription period, an invoice. */
  reference: { type: string; id: string };
  description: string;
  idempotencyKey: string;
  source: ChargeSource;
  /** The member as the source's processor knows them, when the caller looked it up already (a billing batch). */
  processorCustomer?: ProcessorCustomer;
}

const PAYMENT_TYPE = { card: "creditcard", bank: "ach", houseAccount: "houseAccount" } as const;

/** A payment as the member's transaction. */
export function transactionView(row: PaymentRow): PaymentTransaction {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    currency: row.currency,
    paymentType: PAYMENT_TYPE[row.methodKind],
    brand: row.brand,
    lastFour: row.lastFour,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    description: row.description,
    createdOn: row.createdAt,
    paidOn: row.paidAt,
  };
}

/** spec-1 §3 Payment result for a payment as it stands. */
export function resultOf(row: PaymentRow): PaymentResult {
  const succeeded = row.status === "succeeded" || row.status === "refunded";
  const needsAction = row.status === "requires_action";
  return {
    amount: row.amount,
    amountCharged: succeeded ? row.amount : 0,
    success: succeeded,
    error:
      row.status === "failed"
        ? { code: row.failureCode ?? "payment_failed", message: row.failureMessage ?? "" }
        : null,
    transaction: transactionView(row),
    actionCode: needsAction ? THREE_DS_ACTION : null,
    clientSecret: needsAction ? row.clientSecret : null,
    paymentIntentId: needsAction ? row.intentId : null,
  };
}

/** A failed result as the error a flow answers with (card_declined, insufficient_funds, …). */
export function failureOf(result: PaymentResult): AppError | null {
  if (result.success || result.actionCode || !result.error) return null;
  const code = result.error.code;
  const known = [
    "card_declined",
    "insufficient_funds",
    "expired_card",
    "payment_authentication_failed",
  ] as const;
  const catalogued = known.find((candidate) => candidate === code) ?? "payment_failed";
  return new AppError(catalogued, { details: { details: result.error.message } });
}

function fingerprintOf(context: ServiceContext, order: PaymentOrder): string {
  const { customerId, amount, reference, source } = order;
  const asked = [
    customerId,
    amount,
    context.tenant.config.intl.currency,
    reference,
    source.kind,
    source.walletMethodId,
    source.providerRef,
  ];
  return createHash("sha256").update(JSON.stringify(asked)).digest("hex");
}

/** The processor's idempotency key: the club's key, made unique across the clubs sharing an account. */
export const providerKey = (context: ServiceContext, key: string, step = "charge") =>
  `crest-${context.scope.companyId}-${key}-${step}`;

function outcomeValues(outcome: ChargeOutcome): OutcomeColumns {
  switch (outcome.status) {
    case "succeeded":
      return {
        status: "succeeded",
        providerPaymentId: outcome.providerPaymentId,
        paidAt: new Date(),
        ...(outcome.card ? { brand: outcome.card.brand, lastFour: outcome.card.lastFour } : {}),
      };
    case "requires_action":
      return { status: "requires_action", intentId: outcome.intentId, clientSecret: outcome.clientSecret };
    default:
      return { status: "failed", failureCode: outcome.code, failureMessage: outcome.message };
  }
}

/** Finds the payment a key already names: its outcome, or why it cannot be answered yet. */
async function existingPayment(context: ServiceContext, order: PaymentOrder, fingerprint: string) {
  const row = await paymentByKey(context.scope, order.idempotencyKey);
  if (!row) throw new Error("idempotency key claimed but not found");
  if (row.fingerprint !== fingerprint) throw new AppError("idempotency_key_reused");
  if (row.status !== "pending") return { row, retake: false };
  // Pending: another request is charging now, unless its lease ended (it died): then retry it.
  const retaken = await leasePayment(context.scope, row.id, "pending", new Date(Date.now() + LEASE_MS));
  if (!retaken) throw new AppError("payment_in_progress");
  return { row: retaken, retake: true };
}

/** The adapter of a processor id, built once per call of the caller that holds it. */
export type ProcessorsOf = (processorId: string) => Promise<PaymentProcessor>;

export function processorsMemo(context: ServiceContext): ProcessorsOf {
  const built = new Map<string, Promise<PaymentProcessor>>();
  return (processorId) => {
    const known = built.get(processorId) ?? processorFor(context, processorId);
    built.set(processorId, known);
    return known;
  };
}

/** askProcessorOnce, its outcome counted for /metrics (lib/metrics.ts) by method and outcome. */
async function askProcessor(
  context: ServiceContext,
  order: PaymentOrder,
  processors: ProcessorsOf,
): Promise<OutcomeColumns> {
  const method = order.source.kind;
  try {
    const values = await askProcessorOnce(context, order, processors);
    metrics.paymentOutcomes.inc({ method, outcome: values.status });
    return values;
  } catch (error) {
    metrics.paymentOutcomes.inc({ method, outcome: "no_answer" });
    throw error;
  }
}

/** Asks the source's processor to charge (or puts it on the house account): what to write on the payment. */
async function askProcessorOnce(
  context: ServiceContext,
  order: PaymentOrder,
  processors: ProcessorsOf,
): Promise<OutcomeColumns> {
  const { source } = order;
  // Put on the member's club account: billing collects it with the statement.
  if (source.kind === "houseAccount") return { status: "succeeded", paidAt: new Date() };
  if (!source.processorId || !source.providerRef)
    throw new Error("a card or bank charge needs its processor");
  const processor = await processors(source.processorId);
  const customer =
    order.processorCustomer?.customerId === order.customerId
      ? order.processorCustomer
      : await processorCustomerFor(context, source.processorId, processor, order.customerId);
  return outcomeValues(
    await processor.charge({
      customer,
      source: { kind: source.kind, providerRef: source.providerRef },
      amount: order.amount,
      currency: context.tenant.config.intl.currency,
      description: order.description,
      idempotencyKey: providerKey(context, order.idempotencyKey),
      saveCard: source.saveCard,
    }),
  );
}

async function runCharge(context: ServiceContext, row: PaymentRow, order: PaymentOrder): Promise<PaymentRow> {
  let values: OutcomeColumns;
  try {
    values = await askProcessor(context, order, processorsMemo(context));
  } catch (error) {
    // The processor did not answer: the lease ends, and a retry asks it again under the same key.
    await recordOutcome(context.scope, row.id, { status: "pending" });
    throw error;
  }
  return recordAnswer(context.scope, row.id, values);
}

function checkAmount(order: PaymentOrder) {
  if (!Number.isInteger(order.amount) || order.amount <= 0)
    throw new AppError("invalid_request", {
      details: { field: "amount", details: FIELD_MESSAGES.amount_positive },
    });
}

/** The payment row an order claims its key with, before any processor is asked. */
function newPayment(context: ServiceContext, order: PaymentOrder): NewPayment {
  return {
    customerId: order.customerId,
    idempotencyKey: order.idempotencyKey,
    fingerprint: fingerprintOf(context, order),
    referenceType: order.reference.type,
    referenceId: order.reference.id,
    description: order.description,
    amount: order.amount,
    currency: context.tenant.config.intl.currency,
    methodKind: order.source.kind,
    walletMethodId: order.source.walletMethodId,
    processorId: order.source.processorId,
    brand: order.source.brand,
    lastFour: order.source.lastFour,
    status: "pending",
    leaseUntil: new Date(Date.now() + LEASE_MS),
  };
}

/** Pays `amount` for a reference with a source, once per idempotency key. */
export async function chargePayment(context: ServiceContext, order: PaymentOrder): Promise<PaymentResult> {
  checkAmount(order);
  const values = newPayment(context, order);
  const claimed = await claimNewPayment(context.scope, values);
  if (claimed) return resultOf(await runCharge(context, claimed, order));
  const { row, retake } = await existingPayment(context, order, values.fingerprint);
  return resultOf(retake ? await runCharge(context, row, order) : row);
}

/** One order's answer in a batch: its result, or what chargePayment would have thrown. */
export type BatchAnswer = { result: PaymentResult } | { error: unknown };

/**
 * chargePayment for many orders at once (a billing batch), with the same guarantees in fewer
 * statements: every order's key is claimed in one insert before any processor is asked (a
 * runner dying mid-batch leaves pending rows whose lease runs out, and a retry asks the
 * processor again under the same key), `concurrency` processor calls are in flight, and the
 * answers are written in one update. An order whose key was claimed before goes the single way.
 */
export async function chargePayments(
  context: ServiceContext,
  orders: readonly PaymentOrder[],
  concurrency = 8,
): Promise<BatchAnswer[]> {
  const answers: BatchAnswer[] = orders.map(() => ({ error: new Error("not charged") }));
  const valid = orders.flatMap((order, index) => {
    try {
      checkAmount(order);
      return [{ order, index }];
    } catch (error) {
      answers[index] = { error };
      return [];
    }
  });
  const rows = await claimNewPayments(
    context.scope,
    valid.map(({ order }) => newPayment(context, order)),
  );
  const claimed = new Map(rows.map((row) => [row.idempotencyKey, row]));
  const processors = processorsMemo(context);
  const answered: { index: number; row: PaymentRow; values: OutcomeColumns }[] = [];
  let next = 0;
  const worker = async () => {
    for (let item = valid[next++]; item; item = valid[next++]) {
      const { order, index } = item;
      const row = claimed.get(order.idempotencyKey);
      // Each claimed row is charged once, even if two orders of the batch carry its key.
      claimed.delete(order.idempotencyKey);
      try {
        if (!row) answers[index] = { result: await chargePayment(context, order) };
        else answered.push({ index, row, values: await askProcessor(context, order, processors) });
      } catch (error) {
        if (row) await recordOutcome(context.scope, row.id, { status: "pending" });
        answers[index] = { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, valid.length) }, worker));
  await recordOutcomes(
    context.scope,
    answered.map(({ row, values }) => ({ paymentId: row.id, values })),
  );
  const updatedAt = new Date();
  for (const { index, row, values } of answered)
    answers[index] = { result: resultOf({ ...row, ...values, leaseUntil: null, updatedAt }) };
  return answers;
}

/** What a payment must pay to settle the current attempt: the thing, for its whole amount. */
export interface PaymentPurpose {
  customerId: string;
  /** Minor units of the club's currency. */
  amount: number;
  reference: { type: string; id: string };
}

/**
 * A payment settles only the thing it was created for, for the amount it was created with: a
 * 3-D Secure payment authenticated for one cart (or balance) must not pay a larger one, nor
 * another thing altogether. A mismatch is a 409 amount_changed: nothing is confirmed, and the
 * member pays again with a new attempt.
 */
export function checkPurpose(
  context: ServiceContext,
  row: Pick<PaymentRow, "customerId" | "amount" | "currency" | "referenceType" | "referenceId">,
  purpose: PaymentPurpose,
): void {
  const matches =
    row.customerId === purpose.customerId &&
    row.amount === purpose.amount &&
    row.currency === context.tenant.config.intl.currency &&
    row.referenceType === purpose.reference.type &&
    row.referenceId === purpose.reference.id;
  if (!matches) throw new AppError("amount_changed");
}

/**
 * spec-1 §4: after the member authenticated the card, the submission comes back with the
 * payment intent id; the intent is confirmed once, and only for what the attempt pays now
 * (`purpose`: see checkPurpose). Failed authentication is a 400
 * `payment_authentication_failed`, on the first answer and on every retry.
 */
export async function confirmAuthenticatedPayment(
  context: ServiceContext,
  input: { idempotencyKey: string; paymentIntentId: string; purpose: PaymentPurpose },
): Promise<PaymentResult> {
  const row = await paymentByKey(context.scope, input.idempotencyKey);
  if (!row || row.customerId !== input.purpose.customerId || row.intentId !== input.paymentIntentId)
    throw new AppError("payment_authentication_failed");
  checkPurpose(context, row, input.purpose);
  if (row.status === "requires_action") {
    const leased = await leasePayment(
      context.scope,
      row.id,
      "requires_action",
      new Date(Date.now() + LEASE_MS),
    );
    if (!leased) throw new AppError("payment_in_progress");
    const processor = await processorFor(context, row.processorId ?? "");
    let outcome: ChargeOutcome;
    try {
      outcome = await processor.confirmCharge(
        input.paymentIntentId,
        providerKey(context, input.idempotencyKey, "confirm"),
      );
    } catch (error) {
      await recordOutcome(context.scope, row.id, { status: "requires_action" });
      throw error;
    }
    const done = await recordOutcome(context.scope, row.id, outcomeValues(outcome));
    return answerConfirmation(done);
  }
  if (row.status === "pending") throw new AppError("payment_in_progress");
  return answerConfirmation(row);
}

function answerConfirmation(row: PaymentRow): PaymentResult {
  if (row.status === "failed") {
    throw new AppError("payment_authentication_failed", {
      details: { details: row.failureMessage ?? "We are unable to authenticate your payment method." },
    });
  }
  return resultOf(row);
}

/** The transactions of one thing paid for (an order), as the member sees them. */
export async function transactionsFor(
  context: ServiceContext,
  reference: { type: string; id: string },
): Promise<PaymentTransaction[]> {
  return (await paymentsFor(context.scope, reference)).map(transactionView);
}
