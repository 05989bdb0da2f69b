/**
 * A payment is *settled* in the same transaction as the thing it pays (an order, a period of
 * dues): `markPaymentSettled` there. A charge whose thing never appeared (the process died
 * between the charge and the order, or the undo could not even be claimed) stays unsettled, and
 * the reconcile job gives it back once it is older than any payer could still be working on it.
 */
import { FIELD_MESSAGES } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { refundUnsettled } from "./refund-service.ts";
import { settlePayments, unsettledPayments } from "./repository.ts";

/**
 * How long a succeeded charge may stay unsettled before the reconcile job refunds it. A
 * checkout or a paywall payment settles in the request that charged it (seconds; the payment's
 * own lease is a minute). A billing run that died after its charges recovers them under the
 * same keys once the subscriptions' 10-minute claim ends and the hourly billing schedule runs
 * again (at most about 70 minutes, with the job's retries). Two hours leaves each of them a
 * wide margin, and a member's money is still back the same day.
 */
export const SETTLE_GRACE_MS = 2 * 60 * 60_000;

/**
 * Marks the payment settled, in the transaction that writes what it pays (idempotent). A
 * payment being given back (an undo or the reconcile job claimed its refund first) cannot pay
 * anything: 402 payment_failed, and the caller's transaction rolls back.
 */
export async function markPaymentSettled(scope: TenantScope, paymentId: string): Promise<void> {
  if (!(await settlePayments(scope, [paymentId])).has(paymentId)) throw paymentRefundedError();
}

/** What a payment being given back answers when it was to pay (402 payment_failed). */
export const paymentRefundedError = () =>
  new AppError("payment_failed", { details: { details: FIELD_MESSAGES.payment_refunded } });

/** markPaymentSettled for a batch (a billing run): answers the ids settled; the others are being given back. */
export const markPaymentsSettled = (
  scope: TenantScope,
  paymentIds: readonly string[],
): Promise<Set<string>> => settlePayments(scope, paymentIds);

/** Charges given back in one reconcile pass, at most (the next pass takes the rest). */
const PASS_LIMIT = 100;

/**
 * The reconcile job's pass: refunds every succeeded charge of the club still unsettled that was
 * made before `before` (now less the grace), through the same refund an undo claims. Answers
 * how many were given back.
 */
export async function reconcileUnsettled(context: ServiceContext, before: Date): Promise<number> {
  let given = 0;
  for (const payment of await unsettledPayments(context.scope, before, PASS_LIMIT)) {
    const refund = await refundUnsettled(
      context,
      payment.id,
      "Payment returned: what it paid for was never completed",
    );
    if (!refund) continue;
    given += 1;
    context.log.warn(
      { paymentId: payment.id, refundId: refund.id, status: refund.status },
      "reconcile: a charge whose order or settlement never appeared is given back",
    );
  }
  return given;
}
