/**
 * A ledger row as the API answers it (spec-2 §3 Transaction). Apart from the orders' reading
 * (ledger-views.ts), so the billing index can export it without importing orders (whose
 * payments import billing: a cycle).
 */
import type { LedgerTransaction, TransactionOrder } from "@crest/domain";
import type { LedgerRow } from "./tables.ts";

/** spec-2 §3 Transaction of a ledger row, with its order when it paid one. */
export function ledgerView(row: LedgerRow, order: TransactionOrder | null = null): LedgerTransaction {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    description: row.description,
    amount: row.amount,
    amountDue: row.amountDue,
    refundedAmount: row.refundedAmount,
    subTotal: row.subTotal,
    tax: row.tax,
    discount: row.discount,
    currency: row.currency,
    paymentType: row.paymentType,
    brand: row.brand,
    lastFour: row.lastFour,
    orderId: row.orderId,
    referenceId: row.subscriptionId,
    linkedTransactionId: row.linkedTransactionId,
    membershipCardId: row.membershipCardId,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    data: row.data,
    createdOn: row.createdAt,
    paidOn: row.paidAt,
    chargedOn: row.chargedAt,
    dueDate: row.dueDate,
    invoiceId: row.invoiceId,
    order,
  };
}
