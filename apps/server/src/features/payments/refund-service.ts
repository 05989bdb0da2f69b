/**
 * Refunds, once (issue 21): a refund is claimed in the caller's transaction — a row with its
 * own idempotency key, its amount reserved on the payment by one conditional statement, its
 * ledger row — and only after that commits is the processor asked, under a key derived from the
 * refund's id, so every retry (the caller's, the refund job's after a crash or an outage) is the
 * same refund at the processor too. A refund to house credit, or of a house-account charge,
 * needs no processor: it is settled when claimed.
 */
import { FIELD_MESSAGES, type RefundDestination } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { paymentSource, recordRefund } from "../billing/index.ts";
import {
  insertRefund,
  leaseDueRefunds,
  leaseRefund,
  type RefundOutcome,
  recordRefundOutcome,
  refundById,
  refundByKey,
  reserveRefund,
} from "./refund-repository.ts";
import { lockPayment, paymentById } from "./repository.ts";
import { type ProcessorsOf, processorsMemo, providerKey, transactionView } from "./service.ts";
import type { PaymentRow, RefundRow } from "./tables.ts";

/** A refund as other features see it (its row: status, attempts, the processor's id). */
export type Refund = RefundRow;

export interface RefundClaim {
  paymentId: string;
  /** Minor units of the payment's currency. */
  amount: number;
  /** Unique per club: the same key is the same refund, however often it is claimed. */
  idempotencyKey: string;
  reason: string;
  destination: RefundDestination;
}

/** How long one runner may ask the processor before another may take the refund over. */
const LEASE_MS = 60_000;
/**
 * A claimed refund is run by its caller right after commit; the refund job takes it only from
 * this long after the claim (the caller died, or is still asking).
 */
const FALLBACK_AFTER_MS = 30_000;
/**
 * Wait after the n-th attempt met an outage: 5 s, 10 s, 20 s, 40 s, then 50 s. Always shorter
 * than the minute between the refund job's passes, so every pass asks a waiting refund again,
 * and a refund goes out within a minute of its processor coming back.
 */
export const refundRetryDelayMs = (attempts: number): number =>
  Math.min(5_000 * 2 ** Math.max(attempts - 1, 0), 50_000);
/** An outage this long after the claim ends the retries: the refund fails, for staff to settle. */
const GIVE_UP_AFTER_MS = 3 * 86_400_000;

const nothingLeft = () =>
  new AppError("invalid_request", {
    details: { field: "amount", details: FIELD_MESSAGES.refund_nothing_left },
  });

/** Whether the money goes back through a processor (a card or bank charge it made). */
const throughProcessor = (payment: PaymentRow) =>
  payment.methodKind !== "houseAccount" && payment.processorId !== null && payment.providerPaymentId !== null;

/**
 * Claims a refund, in the caller's transaction (`scope` must be bound to one): a key already
 * claimed answers its refund (the same payment and amount; otherwise `idempotency_key_reused`);
 * otherwise the amount is reserved on the payment (never past what was paid, whatever runs at
 * the same moment), the refund's row and its ledger row are written. A `credit` refund (the
 * caller issues the house credit in the same transaction) or a house-account charge's is
 * settled at once; one to the original card or bank is pending until `runRefund`.
 */
export async function claimRefund(scope: TenantScope, claim: RefundClaim): Promise<Refund> {
  if (!Number.isInteger(claim.amount) || claim.amount <= 0)
    throw new AppError("invalid_request", {
      details: { field: "amount", details: FIELD_MESSAGES.amount_positive },
    });
  const payment = await paymentById(scope, claim.paymentId);
  const now = new Date();
  const settledNow = claim.destination === "credit" || !throughProcessor(payment);
  const created = await insertRefund(scope, {
    paymentId: payment.id,
    customerId: payment.customerId,
    idempotencyKey: claim.idempotencyKey,
    amount: claim.amount,
    currency: payment.currency,
    destination: claim.destination,
    reason: claim.reason,
    status: settledNow ? "succeeded" : "pending",
    nextAttemptAt: settledNow ? null : new Date(now.getTime() + FALLBACK_AFTER_MS),
    finishedAt: settledNow ? now : null,
  });
  if (!created) {
    const claimed = await refundByKey(scope, claim.idempotencyKey);
    if (claimed?.paymentId !== claim.paymentId || claimed.amount !== claim.amount)
      throw new AppError("idempotency_key_reused");
    return claimed;
  }
  const reserved = await reserveRefund(scope, payment.id, claim.amount);
  // Thrown in the caller's transaction: the refund's row goes with it.
  if (!reserved) throw nothingLeft();
  await recordRefund(
    scope,
    {
      id: created.id,
      amount: created.amount,
      currency: created.currency,
      at: now,
      destination: created.destination,
      description: created.reason,
    },
    // A charge whose thing never appeared has no ledger row yet: the writer adds it first.
    {
      source: paymentSource(payment.id),
      payment: { ...transactionView(reserved), customerId: payment.customerId },
    },
  );
  return created;
}

/** A provider that did not answer (or the network, or the database on the way): ask again later. */
const isOutage = (error: unknown) => !(error instanceof AppError) || error.code === "card_provider_error";

/** What went wrong, for the refund's row and the jobs list: a provider's own words when it gave some. */
function describe(error: unknown): string {
  if (error instanceof AppError) {
    const said = [error.details ?? []].flat().flatMap((detail) => detail.details ?? []);
    return [error.code, ...said].join(": ").slice(0, 2000);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000) || "unknown error";
}

/** Asks the processor for a leased refund and records what it answered. */
async function askProcessor(
  context: ServiceContext,
  refund: RefundRow,
  processors: ProcessorsOf,
  now: Date,
): Promise<{ row: RefundRow; outage: boolean }> {
  let outcome: RefundOutcome;
  let outage = false;
  try {
    const payment = await paymentById(context.scope, refund.paymentId);
    if (!throughProcessor(payment))
      throw new Error("a refund through a processor needs the processor's charge");
    const processor = await processors(payment.processorId ?? "");
    const answer = await processor.refund(
      payment.providerPaymentId ?? "",
      refund.amount,
      providerKey(context, `refund:${refund.id}`, "refund"),
    );
    outcome = { status: "succeeded", providerRefundId: answer.refundId };
  } catch (error) {
    const given = now.getTime() - refund.createdAt.getTime() > GIVE_UP_AFTER_MS;
    outage = isOutage(error);
    if (outage && !given) {
      const nextAttemptAt = new Date(now.getTime() + refundRetryDelayMs(refund.attempts + 1));
      outcome = { status: "pending", error: describe(error), nextAttemptAt };
      context.log.warn({ err: error, refundId: refund.id, nextAttemptAt }, "refund waits for its processor");
    } else {
      outcome = { status: "failed", error: describe(error) };
      context.log.error({ err: error, refundId: refund.id }, "refund failed: the money was not given back");
    }
  }
  return { row: await recordRefundOutcome(context.scope, refund.id, outcome), outage };
}

/**
 * Runs a claimed refund after its transaction committed: leases it, asks the processor (the
 * same key on every retry) and records the outcome. Never throws for the processor's trouble:
 * an outage leaves the refund pending with its next attempt time (the refund job finishes it),
 * a refusal fails it (logged for staff); the refund as it stands is the answer. A refund already
 * done, or held by another runner, is answered as it is.
 */
export async function runRefund(context: ServiceContext, refundId: string): Promise<Refund> {
  const now = new Date();
  const leased = await leaseRefund(context.scope, refundId, now, new Date(now.getTime() + LEASE_MS));
  if (!leased) return refundById(context.scope, refundId);
  return (await askProcessor(context, leased, processorsMemo(context), now)).row;
}

/**
 * Refunds part (`amount`) or the rest of a payment to where it came from: claimed in its own
 * transaction, then run. The same key is the same refund; without one, the same call is
 * (`refund:<payment>:<amount or rest>`).
 */
export async function refundPayment(
  context: ServiceContext,
  paymentId: string,
  amount?: number,
  idempotencyKey = `refund:${paymentId}:${amount ?? "rest"}`,
  reason = "Refund",
): Promise<Refund> {
  const claimed = await inTransaction(context, async (tx) => {
    const earlier = await refundByKey(tx.scope, idempotencyKey);
    if (earlier && earlier.paymentId === paymentId && (amount === undefined || amount === earlier.amount))
      return earlier;
    const payment = await paymentById(tx.scope, paymentId);
    const rest = payment.amount - payment.refundedAmount;
    if (amount === undefined && (payment.status !== "succeeded" || rest <= 0)) throw nothingLeft();
    return claimRefund(tx.scope, {
      paymentId,
      amount: amount ?? rest,
      idempotencyKey,
      reason,
      destination: "original",
    });
  });
  return claimed.status === "pending" ? runRefund(context, claimed.id) : claimed;
}

/**
 * Gives back a charge whose thing never appeared (a flow's undo after its own rows failed, the
 * reconcile job after a crash): the rest of it, once — the undo and the reconcile job claim the
 * same refund — and never once the payment settled what it paid (the lock orders this claim and
 * `markPaymentSettled`). Answers the refund, or null when there was nothing to give back.
 */
export async function refundUnsettled(
  context: ServiceContext,
  paymentId: string,
  reason: string,
): Promise<Refund | null> {
  const idempotencyKey = `unsettled:${paymentId}`;
  const claimed = await inTransaction(context, async (tx) => {
    const payment = await lockPayment(tx.scope, paymentId);
    if (!payment || payment.settledAt) return null;
    const earlier = await refundByKey(tx.scope, idempotencyKey);
    if (earlier) return earlier;
    const rest = payment.amount - payment.refundedAmount;
    if (payment.status !== "succeeded" || rest <= 0) return null;
    return claimRefund(tx.scope, {
      paymentId,
      amount: rest,
      idempotencyKey,
      reason,
      destination: "original",
    });
  });
  return claimed?.status === "pending" ? runRefund(context, claimed.id) : claimed;
}

/** What one pass of the refund job did. */
export interface RefundPass {
  succeeded: number;
  failed: number;
  /** Still pending: their processor is down. */
  waiting: number;
  lastError: string | null;
}

/**
 * The refund job's pass: every pending refund whose next attempt is due (after a crash or an
 * outage), leased in batches so another instance's pass skips them. Once a processor met an
 * outage in this pass, its other refunds wait for the next one without asking it again.
 */
export async function runDueRefunds(context: ServiceContext, now = new Date()): Promise<RefundPass> {
  const pass: RefundPass = { succeeded: 0, failed: 0, waiting: 0, lastError: null };
  const processors = processorsMemo(context);
  const down = new Map<string, string>();
  for (;;) {
    const batch = await leaseDueRefunds(context.scope, now, new Date(now.getTime() + LEASE_MS), 50);
    for (const refund of batch) {
      const { processorId } = await paymentById(context.scope, refund.paymentId);
      const outage = down.get(processorId ?? "");
      if (outage !== undefined) {
        // Not asked, so not counted: it waits as long as the refund that met the outage.
        const nextAttemptAt = new Date(now.getTime() + refundRetryDelayMs(refund.attempts + 1));
        await recordRefundOutcome(
          context.scope,
          refund.id,
          { status: "pending", error: outage, nextAttemptAt },
          false,
        );
        pass.waiting += 1;
        continue;
      }
      const { row, outage: met } = await askProcessor(context, refund, processors, now);
      if (met && row.status === "pending") down.set(processorId ?? "", row.lastError ?? "");
      if (row.status === "pending") pass.waiting += 1;
      else pass[row.status] += 1;
      if (row.lastError) pass.lastError = row.lastError;
    }
    if (batch.length < 50) return pass;
  }
}

/** Where some refunds stand now (a cancellation answered again shows its refunds as they are). */
export async function refundStatuses(scope: TenantScope, refundIds: readonly string[]) {
  const statuses = new Map<string, Refund["status"]>();
  for (const id of refundIds) {
    const refund = await refundById(scope, id).catch(() => undefined);
    if (refund) statuses.set(id, refund.status);
  }
  return statuses;
}
