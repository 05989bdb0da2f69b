/**
 * Billing (spec-2 §3 Transaction, §4 transaction status, §7 Transactions): the member's ledger
 * of money movements — order charges by card, bank or house account, house credits spent on an
 * order, membership dues, refunds — as the API answers it. The paywall's unpaid subscription
 * transactions (spec-1 §3) are answered at the same paths; their statuses tell them apart.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import {
  SUBSCRIPTION_TRANSACTION_STATUSES,
  subscriptionTransactionSchema,
  transactionPaymentResultSchema,
} from "../memberships/memberships.schemas.ts";

/**
 * What a ledger row records: an order's payment, membership dues, a refund of either, a charge
 * to the house account (a minimum-spend shortfall, staff's manual charge), staff's credit to it,
 * an invoice (it gathers a month's house-account charges, which are paid as one), or an
 * invoice's payment.
 */
export const LEDGER_TYPES = [
  "order",
  "subscription",
  "refund",
  "charge",
  "credit",
  "invoice",
  "payment",
] as const;
export const ledgerTypeSchema = z.enum(LEDGER_TYPES);
export type LedgerType = z.infer<typeof ledgerTypeSchema>;

/** spec-2 §4: processed (shown as Paid), invoiced (Due when something is still owed), refunded. */
export const LEDGER_STATUSES = ["processed", "invoiced", "refunded"] as const;
export const ledgerStatusSchema = z.enum(LEDGER_STATUSES);
export type LedgerStatus = z.infer<typeof ledgerStatusSchema>;

/**
 * spec-2 §3 payment type labels, plus the house account. House credits (the club's stored
 * value) are the spec's gift card.
 */
export const LEDGER_PAYMENT_TYPES = [
  "creditcard",
  "ach",
  "giftcard",
  "invoice",
  "pms",
  "houseAccount",
] as const;
export const ledgerPaymentTypeSchema = z.enum(LEDGER_PAYMENT_TYPES);
export type LedgerPaymentType = z.infer<typeof ledgerPaymentTypeSchema>;

/** spec-2 §3 data entry: what else the row is about. */
export const ledgerDataEntrySchema = z.object({ referenceType: z.string(), referenceItem: z.string() });

/**
 * spec-2 §3 Transaction order item, described by kind: a booking (reservation, appointment) by
 * its local start, end and guest, an event ticket by its title and the event's local start, a
 * product by its name. `startDateLocal` is the club's wall clock as the provider wrote it.
 */
export const transactionOrderItemSchema = z.object({
  id: z.uuid(),
  type: z.enum(["reservation", "appointment", "event", "product"]),
  title: z.string(),
  price: moneySchema,
  quantity: z.int(),
  startDateLocal: z.string().nullable(),
  endDateLocal: z.string().nullable(),
  guest: z.object({ fullName: z.string() }).nullable(),
});
export type TransactionOrderItem = z.infer<typeof transactionOrderItemSchema>;

/** spec-2 §3 Transaction order: what the payment bought, and where. */
export const transactionOrderSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  via: z.string(),
  businessLocation: z.object({ name: z.string() }).nullable(),
  items: z.array(transactionOrderItemSchema),
});
export type TransactionOrder = z.infer<typeof transactionOrderSchema>;

/** spec-2 §3 Transaction, as a list row and a detail. */
export const ledgerTransactionSchema = z.object({
  id: z.uuid(),
  type: ledgerTypeSchema,
  status: ledgerStatusSchema,
  description: z.string(),
  amount: moneySchema,
  /** What is still owed (a house-account charge until its invoice is paid). */
  amountDue: moneySchema,
  refundedAmount: moneySchema,
  subTotal: moneySchema,
  tax: moneySchema,
  discount: moneySchema,
  currency: z.string(),
  paymentType: ledgerPaymentTypeSchema,
  brand: z.string(),
  lastFour: z.string(),
  orderId: z.uuid().nullable(),
  /** The subscription of membership dues. */
  referenceId: z.string().nullable(),
  /** A refund's original transaction. */
  linkedTransactionId: z.uuid().nullable(),
  membershipCardId: z.uuid().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  data: z.array(ledgerDataEntrySchema),
  createdOn: dateTimeSchema,
  paidOn: dateTimeSchema.nullable(),
  chargedOn: dateTimeSchema.nullable(),
  /** An invoice's due date (its club's calendar day); null for anything else. */
  dueDate: z.string().nullable(),
  /** The invoice a house-account charge is gathered into, once invoiced. */
  invoiceId: z.uuid().nullable(),
  /** The order it paid for, its items described by kind (spec-2 §3); null when it paid no order. */
  order: transactionOrderSchema.nullable(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

/**
 * One entry of GET /api/account/transactions: a ledger row, or (for the paywall's query) an
 * unpaid subscription transaction. Their statuses never overlap, so the status says which.
 */
export const accountTransactionSchema = z.discriminatedUnion("status", [
  ledgerTransactionSchema,
  subscriptionTransactionSchema,
]);
export type AccountTransaction = z.infer<typeof accountTransactionSchema>;
export const accountTransactionListSchema = z.array(accountTransactionSchema);

/**
 * GET /api/account/transactions: paginated (spec-2 Paging); `type` and `status` narrow it. The
 * paywall's `status=failed&type=subscription` (any subscription-transaction status with
 * `type=subscription`) answers the unpaid subscription transactions, as spec-1 §7 asks.
 */
export const accountTransactionsQuerySchema = pageQuerySchema.extend({
  type: ledgerTypeSchema.optional(),
  status: z.enum([...LEDGER_STATUSES, ...SUBSCRIPTION_TRANSACTION_STATUSES]).optional(),
});
export type AccountTransactionsQuery = z.infer<typeof accountTransactionsQuerySchema>;

/** The statuses that name the paywall's subscription transactions rather than ledger rows. */
export const isSubscriptionTransactionStatus = (
  status: AccountTransactionsQuery["status"],
): status is (typeof SUBSCRIPTION_TRANSACTION_STATUSES)[number] =>
  (SUBSCRIPTION_TRANSACTION_STATUSES as readonly string[]).includes(status ?? "");

export const accountTransactionParamsSchema = z.object({ transactionId: z.uuid() });

/** Issue 28 item 5: a minimum's standing in the period a statement falls in. */
export const minimumSpendSchema = z.object({
  period: z.enum(["quarter", "year"]),
  /** The first and last month (YYYY-MM) of the period. */
  firstMonth: z.string(),
  lastMonth: z.string(),
  minimum: moneySchema,
  spent: moneySchema,
  remaining: moneySchema,
  /** What the period's last statement charged to the house account (0 until then, or when met). */
  shortfall: moneySchema,
});
export type MinimumSpend = z.infer<typeof minimumSpendSchema>;

/**
 * spec-2 §3 Statement: a calendar month of the member's ledger in the club's time zone, made
 * once by the statement run when the month is over. Charged and refunded are what moved in the
 * month, total their difference; period due is what the month's charges still owed when it was
 * made, total due what every charge up to the month's end still owed.
 */
export const statementSchema = z.object({
  id: z.uuid(),
  /** YYYY-MM. */
  month: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  count: z.int(),
  charged: moneySchema,
  refunded: moneySchema,
  total: moneySchema,
  periodDue: moneySchema,
  totalDue: moneySchema,
  currency: z.string(),
  minimumSpend: minimumSpendSchema.nullable(),
  createdOn: dateTimeSchema,
});
export type Statement = z.infer<typeof statementSchema>;
export const statementListSchema = z.array(statementSchema);

/** GET /api/account/transactions/statements/{id}: the statement and the rows its table shows. */
export const statementDetailSchema = statementSchema.extend({
  transactions: z.array(ledgerTransactionSchema),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

export const statementParamsSchema = z.object({ statementId: z.uuid() });

/**
 * POST /api/account/transactions/{id}/pay: a paywall subscription transaction's balance
 * (`subscriptionTransaction`) or an invoice (`invoice`, the invoice after the payment: processed,
 * nothing due, once paid); the other is null.
 */
export const accountTransactionPaymentResultSchema = transactionPaymentResultSchema.extend({
  invoice: ledgerTransactionSchema.nullable(),
});
export type AccountTransactionPaymentResult = z.infer<typeof accountTransactionPaymentResultSchema>;

/** Staff's routes that name a member of the club. */
export const billingMemberParamsSchema = z.object({ customerId: z.uuid() });

/**
 * POST /admin/api/billing/members/{id}/adjustments: a manual charge to the member's house
 * account, or a credit against what it owes, with the reason the ledger keeps.
 */
export const ledgerAdjustmentSchema = z
  .object({
    kind: z.enum(["charge", "credit"]),
    amount: moneySchema.refine((minor) => minor > 0 && minor <= 100_000_000, FIELD_MESSAGES.amount_positive),
    reason: z.string().trim().min(1, FIELD_MESSAGES.value_invalid).max(200),
    /** One per confirmed adjustment: sent again (a double click, a retry) it answers the same row. */
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_:.-]{8,100}$/, FIELD_MESSAGES.idempotency_key_format)
      .optional(),
  })
  .strict();
export type LedgerAdjustment = z.infer<typeof ledgerAdjustmentSchema>;

/** GET /admin/api/billing/receivables: what the club's members owe on invoices, by age past due. */
export const receivablesSchema = z.object({
  currency: z.string(),
  /** Every invoice's amount so far, and what was paid of it. */
  invoiced: moneySchema,
  paid: moneySchema,
  /** Still owed on invoices not yet due. */
  current: moneySchema,
  /** Still owed on overdue invoices, by days past the due date. */
  overdue: z.object({
    /** 1 to 30 days past due, 31 to 60, 61 to 90, and more. */
    thirtyDays: moneySchema,
    sixtyDays: moneySchema,
    ninetyDays: moneySchema,
    overNinetyDays: moneySchema,
  }),
  openInvoices: z.int(),
});
export type Receivables = z.infer<typeof receivablesSchema>;

// Staff's ledger lists (issue 32 items 6 and 10): filtered and paged on the server.

/** A ledger list's filters: the kind, the status, and a time range (`from` inclusive, `to` exclusive). */
export const staffLedgerQuerySchema = pageQuerySchema.extend({
  type: ledgerTypeSchema.optional(),
  status: ledgerStatusSchema.optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
  /** Newest first (the default) or oldest first. */
  sort: z.enum(["newest", "oldest"]).default("newest"),
});
export type StaffLedgerQuery = z.infer<typeof staffLedgerQuerySchema>;

/** One row of the club-wide ledger: the transaction and whose it is. */
export const staffLedgerEntrySchema = ledgerTransactionSchema.extend({
  member: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type StaffLedgerEntry = z.infer<typeof staffLedgerEntrySchema>;
