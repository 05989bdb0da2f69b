/**
 * Billing (spec-2 §3 Transaction, §4 transaction status, §7 Transactions): the member's ledger
 * of money movements — order charges by card, bank or house account, house credits spent on an
 * order, membership dues, refunds — as the API answers it. The paywall's unpaid subscription
 * transactions (spec-1 §3) are answered at the same paths; their statuses tell them apart.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import {
  SUBSCRIPTION_TRANSACTION_STATUSES,
  subscriptionTransactionSchema,
} from "../memberships/memberships.schemas.ts";

/** What a ledger row records: an order's payment, membership dues, or a refund of either. */
export const LEDGER_TYPES = ["order", "subscription", "refund"] as const;
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

/**
 * spec-2 §3 Statement: a calendar month of the member's ledger in the club's time zone. `id` is
 * the month (YYYY-MM). Charged and refunded are what moved in the month, total their
 * difference; period due is what the month's charges still owe, total due what every charge up
 * to the month's end still owes.
 */
export const statementSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  count: z.int(),
  charged: moneySchema,
  refunded: moneySchema,
  total: moneySchema,
  periodDue: moneySchema,
  totalDue: moneySchema,
});
export type Statement = z.infer<typeof statementSchema>;
export const statementListSchema = z.array(statementSchema);
