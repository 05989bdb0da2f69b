/**
 * Paying an invoice (spec-2 §4 Invoice payment; issue 28 item 2): the month's house-account
 * charges, paid as one through the wallet.
 *
 * Steps: (1) the invoice and what it owes (billing; writes nothing; a paid one is refused);
 * (2) the charge through flows/pay.ts, once per idempotency key, 3-D Secure included (a
 * `3ds_auth_required` answer stops here; the resubmission with the intent id comes back through
 * step 1); (3) in one transaction, the invoice locked: it and its charges paid, the payment's
 * ledger row (type payment, linked to the invoice), the payment **settled** (`markPaymentSettled`). Undo of step 2 when step 3 fails or finds the invoice
 * paid by another payment (two payments at once: the second's money goes back, 409 nothing_due).
 */
import { type AccountTransactionPaymentResult, FIELD_MESSAGES, type PaymentSubmission } from "@crest/domain";
import { ledgerView, myInvoice, settleInvoice } from "../features/billing/index.ts";
import { markPaymentSettled } from "../features/payments/index.ts";
import { AppError } from "../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../platform/service-context.ts";
import { pay, undoPayment } from "./pay.ts";

/** Pays one of the member's invoices; answers the payment and the invoice after it. */
export async function payInvoice(
  context: ServiceContext,
  invoiceId: string,
  submission: PaymentSubmission,
): Promise<AccountTransactionPaymentResult> {
  // Step 1: what the invoice owes, which the submission must match (the member saw it).
  const invoice = await myInvoice(context, invoiceId);
  if (!invoice) throw new AppError("transaction_not_found");
  if (invoice.status !== "invoiced" || invoice.amountDue === 0) throw new AppError("nothing_due");
  if (submission.amount !== invoice.amountDue) throw new AppError("balance_changed");
  // The house account is what the invoice collects: it cannot pay it.
  if (submission.type === "houseAccount")
    throw new AppError("invalid_request", {
      details: [{ field: "payment_method.type", details: FIELD_MESSAGES.payment_method_unavailable }],
    });
  // Step 2: the charge.
  const result = await pay(context, {
    flow: "invoice",
    submission,
    reference: { type: "invoice", id: invoiceId },
    description: invoice.description,
  });
  const payment = result.transaction;
  if (!result.success || !payment)
    return { ...result, subscriptionTransaction: null, invoice: ledgerView(invoice) };
  if (payment.referenceId !== invoiceId || payment.amount !== invoice.amountDue)
    throw new AppError("amount_changed");
  // Step 3: settle, or give the money back.
  let settled: Awaited<ReturnType<typeof settleInvoice>>;
  try {
    settled = await inTransaction(context, async (tx) => {
      const done = await settleInvoice(tx, invoiceId, { ...payment, customerId: customerIdOf(tx) });
      if (done) await markPaymentSettled(tx.scope, payment.id);
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
  return { ...result, subscriptionTransaction: null, invoice: ledgerView(settled) };
}
