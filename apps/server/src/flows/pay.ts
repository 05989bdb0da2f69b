/**
 * Paying for something (the one way money moves, DESIGN §4): checkout, the paywall and invoice
 * payment call this with the member's payment submission (spec-1 §3) and what it pays for.
 *
 * Steps: (1) resolve the method through the wallet (nothing is written); (2) charge through
 * the payments service, once per idempotency key (a retry answers the first outcome); (3) for
 * a new card with `save`, keep it in the wallet. A 3-D Secure answer stops after step 2 with
 * `3ds_auth_required`; the submission sent again with `paymentIntentId` confirms the charge.
 * Step 3 has no undo: the member paid (or is authenticating), and a card that could not be kept
 * is only logged.
 * The member's idempotency key is namespaced by the flow and the member before it names a
 * payment, so no member can claim a key another flow (a billing run) or member will use, and a
 * 3-D Secure payment is confirmed only for the thing and amount it was created for.
 * A caller whose own rows then fail to commit undoes the charge with `undoPayment`; a caller
 * whose rows commit marks the payment settled in that transaction (`markPaymentSettled`).
 */
import type { PaymentResult, PaymentSubmission } from "@crest/domain";
import {
  chargePayment,
  confirmAuthenticatedPayment,
  failureOf,
  refundUnsettled,
} from "../features/payments/index.ts";
import { paymentSourceFor, saveCardFromPayment } from "../features/wallet/index.ts";
import { AppError } from "../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../platform/service-context.ts";

/** The flows members pay through: each has its own idempotency keys. */
export type PayingFlow = "checkout" | "paywall" | "invoice" | "test";

export interface PayRequest {
  flow: PayingFlow;
  submission: PaymentSubmission;
  /** What is paid for: the order, the subscription period, the invoice. */
  reference: { type: string; id: string };
  description: string;
  /** The member paying; the signed-in one unless a job pays for them. */
  customerId?: string;
}

/** The payment's key for a member's attempt: theirs alone, and this flow's alone. */
export const paymentKey = (flow: PayingFlow, customerId: string, key: string) =>
  `${flow}:${customerId}:${key}`;

/**
 * Pays, and answers the payment result: success, or `3ds_auth_required` with the client
 * secret. A decline is thrown as its catalogue error (card_declined, insufficient_funds…), the
 * same on every retry of the key; failed authentication is a 400 payment_authentication_failed.
 */
export async function pay(context: ServiceContext, request: PayRequest): Promise<PaymentResult> {
  const { submission } = request;
  const customerId = request.customerId ?? customerIdOf(context);
  const idempotencyKey = paymentKey(request.flow, customerId, submission.idempotencyKey);
  if (submission.paymentIntentId) {
    return confirmAuthenticatedPayment(context, {
      idempotencyKey,
      paymentIntentId: submission.paymentIntentId,
      purpose: { customerId, amount: submission.amount, reference: request.reference },
    });
  }
  // Step 1: what pays.
  const source = await paymentSourceFor(context, customerId, submission);
  // Step 2: the charge, once per key.
  const result = await chargePayment(context, {
    customerId,
    amount: submission.amount,
    reference: request.reference,
    description: request.description,
    idempotencyKey,
    source,
  });
  const failure = failureOf(result);
  if (failure) throw failure;
  // Step 3: keep the new card the member asked to save. A card waiting for 3-D Secure is kept
  // now too: the resubmission carries the intent id, not the card (authentication is per payment).
  if ((result.success || result.actionCode) && source.saveCard) {
    await saveCardFromPayment(context, customerId, submission, source).catch((error: unknown) =>
      context.log.warn(
        { err: error, paymentId: result.transaction?.id },
        "paid, but the card could not be kept",
      ),
    );
  }
  return result;
}

/**
 * Undo for a caller whose rows did not commit after the charge: the money goes back, unless the
 * payment settled its thing meanwhile (a double-click's twin). It never throws, so the caller
 * answers its own error: a refund the processor cannot take now stays pending for the refund
 * job, and a refund that could not even be claimed leaves the charge unsettled, for the
 * reconcile job. Either way the failure is logged, and no money is kept.
 */
export async function undoPayment(context: ServiceContext, paymentId: string): Promise<void> {
  try {
    const refund = await refundUnsettled(
      context,
      paymentId,
      "Payment returned: the order or settlement failed",
    );
    if (refund && refund.status !== "succeeded")
      context.log.warn(
        { paymentId, refundId: refund.id, status: refund.status, error: refund.lastError },
        "undo: the refund is not done yet; the refund job finishes it",
      );
  } catch (error) {
    const level = error instanceof AppError ? "warn" : "error";
    context.log[level](
      { err: error, paymentId },
      "undo: no refund claimed; the reconcile job gives the charge back",
    );
  }
}
