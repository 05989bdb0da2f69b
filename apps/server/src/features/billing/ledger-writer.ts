/**
 * Writing the ledger (the billing feature's public side for other features and flows): each
 * function runs in the caller's transaction (its scope is bound to it), beside the rows of what
 * the money paid for, and writes the movement's one row (idempotent by source).
 */
import type { PaymentTransaction } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { lowerInvoiceDue } from "./invoice-repository.ts";
import {
  addRefunded,
  findRowBySource,
  insertManyOnce,
  insertOnce,
  type OrderPaymentLedgerRow,
} from "./ledger-repository.ts";
import type { LedgerRow, NewLedgerRow } from "./tables.ts";

/** A payment as the payments feature answers it (its transaction view), and whose it is. */
export type LedgerPayment = Pick<
  PaymentTransaction,
  "id" | "amount" | "currency" | "paymentType" | "brand" | "lastFour" | "paidOn"
> & { customerId: string };

/** What money paid for: an order, a period of membership dues, or an invoice of house-account charges. */
export type LedgerPurpose =
  | { type: "invoice"; invoiceId: string; description: string }
  | {
      type: "order";
      orderId: string;
      description: string;
      subTotal: number;
      tax: number;
      discount: number;
    }
  | {
      type: "subscription";
      subscriptionId: string;
      membershipCardId: string;
      description: string;
      periodStart: string;
      periodEnd: string;
      subTotal: number;
      tax: number;
    };

export const paymentSource = (paymentId: string) => `payment:${paymentId}`;
export const creditsSource = (orderId: string) => `credits:${orderId}`;
const refundSource = (refundId: string) => `refund:${refundId}`;

function purposeColumns(purpose: LedgerPurpose) {
  // An invoice's payment is a row of its own (type payment), linked to the invoice it pays.
  if (purpose.type === "invoice")
    return {
      type: "payment" as const,
      linkedTransactionId: purpose.invoiceId,
      description: purpose.description,
    };
  if (purpose.type === "order")
    return {
      type: "order" as const,
      orderId: purpose.orderId,
      description: purpose.description,
      subTotal: purpose.subTotal,
      tax: purpose.tax,
      discount: purpose.discount,
    };
  return {
    type: "subscription" as const,
    subscriptionId: purpose.subscriptionId,
    membershipCardId: purpose.membershipCardId,
    description: purpose.description,
    periodStart: purpose.periodStart,
    periodEnd: purpose.periodEnd,
    subTotal: purpose.subTotal,
    tax: purpose.tax,
  };
}

/** The columns of a payment's row, whatever it paid for. */
function paymentColumns(payment: LedgerPayment) {
  // A house-account charge is owed, not paid: invoiced, its whole amount due, until the
  // member's invoice is paid.
  const owed = payment.paymentType === "houseAccount";
  return {
    source: paymentSource(payment.id),
    customerId: payment.customerId,
    status: owed ? ("invoiced" as const) : ("processed" as const),
    amount: payment.amount,
    amountDue: owed ? payment.amount : 0,
    currency: payment.currency,
    paymentType: payment.paymentType,
    brand: payment.brand,
    lastFour: payment.lastFour,
    paymentId: payment.id,
    chargedAt: payment.paidOn,
    paidAt: owed ? null : payment.paidOn,
  };
}

/** The row of a payment that now pays what it was for. */
function paymentRow(payment: LedgerPayment, purpose: LedgerPurpose): NewLedgerRow {
  return {
    ...paymentColumns(payment),
    // Dated when the money moved (a demo's past payment too); now when the processor gave no time.
    createdAt: payment.paidOn ?? undefined,
    ...purposeColumns(purpose),
  };
}

/**
 * An order's payment's row, every column given (dated now when the processor gave no time), for
 * a statement that writes it beside the order's other writes (`orderPaymentLedgerInsert`).
 */
export function orderPaymentLedgerRow(
  payment: LedgerPayment,
  purpose: Extract<LedgerPurpose, { type: "order" }>,
  now: Date,
): OrderPaymentLedgerRow {
  return {
    ...paymentColumns(payment),
    createdAt: payment.paidOn ?? now,
    orderId: purpose.orderId,
    description: purpose.description,
    subTotal: purpose.subTotal,
    tax: purpose.tax,
    discount: purpose.discount,
  };
}

/** A payment now pays what it was for: its one row. */
export async function recordPayment(
  scope: TenantScope,
  payment: LedgerPayment,
  purpose: LedgerPurpose,
): Promise<LedgerRow> {
  return (await insertOnce(scope, paymentRow(payment, purpose))).row;
}

/** recordPayment for many payments in one statement (a billing batch). */
export async function recordPayments(
  scope: TenantScope,
  paid: readonly { payment: LedgerPayment; purpose: LedgerPurpose }[],
): Promise<void> {
  await insertManyOnce(
    scope,
    paid.map(({ payment, purpose }) => paymentRow(payment, purpose)),
  );
}

/** House credits (the club's stored value) spent on an order: one row for the order's credits. */
export async function recordCreditsSpent(
  scope: TenantScope,
  spent: { customerId: string; amount: number; currency: string; at: Date },
  purpose: Extract<LedgerPurpose, { type: "order" }>,
): Promise<LedgerRow> {
  const { row } = await insertOnce(scope, {
    source: creditsSource(purpose.orderId),
    customerId: spent.customerId,
    status: "processed",
    amount: spent.amount,
    currency: spent.currency,
    paymentType: "giftcard",
    chargedAt: spent.at,
    paidAt: spent.at,
    ...purposeColumns(purpose),
  });
  return row;
}

/**
 * A refund: its own row, linked to the row it gives back from (whose refunded amount grows).
 * `from` names that row by its source; a payment whose thing never appeared gets its row first.
 * Written when the refund is claimed, in that transaction, so a retried claim writes nothing.
 */
export async function recordRefund(
  scope: TenantScope,
  refund: {
    id: string;
    amount: number;
    currency: string;
    at: Date;
    /** Back to the card or bank it came from, or as house credit. */
    destination: "original" | "credit";
    description: string;
  },
  from: { source: string; payment?: LedgerPayment },
): Promise<LedgerRow> {
  let original = await findRowBySource(scope, from.source);
  if (!original && from.payment) {
    // A charge whose order was never placed (the undo of a failed checkout): its row first.
    original = (
      await insertOnce(scope, {
        ...paymentRow(from.payment, {
          type: "order",
          orderId: "",
          description: "Payment returned: the order could not be placed",
          subTotal: 0,
          tax: 0,
          discount: 0,
        }),
        orderId: null,
      })
    ).row;
  }
  if (!original) throw new Error(`no ledger row for ${from.source} to refund from`);
  const toCredit = refund.destination === "credit";
  const { row, created } = await insertOnce(scope, {
    source: refundSource(refund.id),
    customerId: original.customerId,
    type: "refund",
    status: "refunded",
    description: refund.description,
    amount: refund.amount,
    currency: refund.currency,
    paymentType: toCredit ? "giftcard" : original.paymentType,
    brand: toCredit ? "" : original.brand,
    lastFour: toCredit ? "" : original.lastFour,
    paymentId: original.paymentId,
    refundId: refund.id,
    linkedTransactionId: original.id,
    orderId: original.orderId,
    subscriptionId: original.subscriptionId,
    membershipCardId: original.membershipCardId,
    createdAt: refund.at,
    chargedAt: refund.at,
    paidAt: refund.at,
  });
  if (created) {
    await addRefunded(scope, original.id, refund.amount);
    // A charge on an invoice owes less, and so does the invoice.
    if (original.invoiceId && original.amountDue > 0)
      await lowerInvoiceDue(scope, original.invoiceId, Math.min(refund.amount, original.amountDue));
  }
  return row;
}
