/**
 * Paying a membership's balance due from the paywall (spec-1 §2.6, §7 Paywall and invoices).
 *
 * Steps: (1) what the open transaction owes today (memberships; writes nothing; an on-hold
 * subscription or a settled transaction is refused); (2) the charge through flows/pay.ts, once
 * per idempotency key, 3-D Secure included (a `3ds_auth_required` answer stops here, and the
 * resubmission with the intent id comes back through step 1); (3) settle: the transaction paid,
 * the subscription and card active with the dates advanced, the paywall flag cleared, in one
 * transaction (memberships), only if the payment is the whole balance owed under the lock. Undo
 * of step 2 when step 3 fails or finds the transaction settled by another payment: the money
 * goes back.
 */

import type { PaymentSubmission, SubscriptionTransaction, TransactionPaymentResult } from "@crest/domain";
import { type LedgerPurpose, recordPayment } from "../features/billing/index.ts";
import { balanceDue, settleTransaction } from "../features/memberships/index.ts";
import { markPaymentSettled } from "../features/payments/index.ts";
import { AppError } from "../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../platform/service-context.ts";
import { pay, undoPayment } from "./pay.ts";

/** What a settled balance paid, as the ledger records it. */
const duesPurpose = (settled: SubscriptionTransaction): LedgerPurpose => ({
  type: "subscription",
  subscriptionId: settled.subscription.id,
  membershipCardId: settled.membershipCardId,
  description: settled.title,
  periodStart: settled.periodStart,
  periodEnd: settled.periodEnd,
  subTotal: settled.subscription.lines.amount * settled.periods,
  tax: settled.subscription.lines.tax * settled.periods,
});

export async function payMembershipBalance(
  context: ServiceContext,
  transactionId: string,
  submission: PaymentSubmission,
): Promise<TransactionPaymentResult> {
  // Step 1: the balance due, which the submission must match (the member saw it on the pay step).
  const due = await balanceDue(context, transactionId);
  if (submission.amount !== due.amount) throw new AppError("balance_changed");
  // Step 2: the charge.
  const result = await pay(context, {
    flow: "paywall",
    submission,
    reference: { type: "subscription_transaction", id: transactionId },
    description: `${due.transaction.title}: ${due.periods} × ${due.transaction.subscription.period}`,
  });
  const payment = result.transaction;
  if (!result.success || !payment) return { ...result, subscriptionTransaction: due.transaction };
  // One payment pays one balance, all of it (pay() guarantees it; a payment of something else
  // is left to what it pays, never refunded from here).
  if (payment.referenceId !== transactionId || payment.amount !== due.amount)
    throw new AppError("amount_changed");
  // Step 3: settle (and the ledger's row, in the same transaction), or give the money back.
  let settled: Awaited<ReturnType<typeof settleTransaction>>;
  try {
    settled = await inTransaction(context, async (tx) => {
      const done = await settleTransaction(tx, transactionId, {
        id: payment.id,
        amount: payment.amount,
        periods: due.periods,
      });
      if (done) {
        await markPaymentSettled(tx.scope, payment.id);
        await recordPayment(tx.scope, { ...payment, customerId: customerIdOf(tx) }, duesPurpose(done));
      }
      return done;
    });
  } catch (error) {
    await undoPayment(context, payment.id);
    throw error;
  }
  if (!settled) {
    await undoPayment(context, payment.id);
    throw new AppError("nothing_due");
  }
  return { ...result, subscriptionTransaction: settled };
}
