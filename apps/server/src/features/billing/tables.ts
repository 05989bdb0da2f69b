/**
 * The ledger: one row per money movement of a member at a club, written in the same database
 * transaction as what it pays for (an order, membership dues) or gives back (a refund). A row's
 * `source` names the movement it records (`payment:<id>`, `credits:<orderId>`,
 * `refund:<id>`), unique per club, so every movement has exactly one row however often its
 * writer is retried.
 */
import { LEDGER_TYPES, type MinimumSpend } from "@crest/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    source: text("source").notNull(),
    type: text("type", { enum: LEDGER_TYPES }).notNull(),
    status: text("status", { enum: ["processed", "invoiced", "refunded"] }).notNull(),
    description: text("description").notNull().default(""),
    /** Minor units of `currency`; a refund's amount is what went back (positive). */
    amount: integer("amount").notNull(),
    amountDue: integer("amount_due").notNull().default(0),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    subTotal: integer("sub_total").notNull().default(0),
    tax: integer("tax").notNull().default(0),
    discount: integer("discount").notNull().default(0),
    currency: text("currency").notNull(),
    paymentType: text("payment_type", {
      enum: ["creditcard", "ach", "giftcard", "invoice", "pms", "houseAccount"],
    }).notNull(),
    brand: text("brand").notNull().default(""),
    lastFour: text("last_four").notNull().default(""),
    /** The payment (payments feature) that moved the money, when a processor or the house account did. */
    paymentId: uuid("payment_id"),
    /** The refund (payments feature) a refund row records. */
    refundId: uuid("refund_id"),
    linkedTransactionId: uuid("linked_transaction_id"),
    orderId: uuid("order_id"),
    subscriptionId: uuid("subscription_id"),
    membershipCardId: uuid("membership_card_id"),
    periodStart: date("period_start"),
    periodEnd: date("period_end"),
    data: jsonb("data").$type<{ referenceType: string; referenceItem: string }[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    chargedAt: timestamp("charged_at", { withTimezone: true }),
    /** An invoice's row: the club's calendar day it is due. */
    dueDate: date("due_date"),
    /** A house-account charge's invoice (a row of this table), once the month's invoicing gathered it. */
    invoiceId: uuid("invoice_id"),
    /** When an overdue invoice's reminder was queued (once). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** When staff last mailed this invoice to its member (a second send in a short window mails nothing). */
    staffSentAt: timestamp("staff_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("ledger_transactions_source_idx").on(t.companyId, t.source),
    index("ledger_transactions_customer_idx").on(t.companyId, t.customerId, t.createdAt),
    index("ledger_transactions_order_idx").on(t.companyId, t.orderId).where(sql`${t.orderId} is not null`),
    index("ledger_transactions_period_idx").on(t.companyId, t.createdAt),
    // Staff's club-wide ledger (issue 32 item 10): a kind's or a status's rows in time order.
    index("ledger_transactions_type_time_idx").on(t.companyId, t.type, t.createdAt, t.id),
    index("ledger_transactions_status_time_idx").on(t.companyId, t.status, t.createdAt, t.id),
    index("ledger_transactions_uninvoiced_idx")
      .on(t.companyId, t.customerId)
      .where(sql`${t.paymentType} = 'houseAccount' and ${t.invoiceId} is null and ${t.amountDue} > 0`),
  ],
);

export type LedgerRow = typeof ledgerTransactions.$inferSelect;
export type NewLedgerRow = Omit<typeof ledgerTransactions.$inferInsert, "companyId" | "id">;

/**
 * A member's monthly statement (spec-2 §3 Statement), written once by the statement run: the
 * unique (club, member, month) makes two runs at once write one.
 */
export const billingStatements = pgTable(
  "billing_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    /** YYYY-MM, in the club's time zone. */
    month: text("month").notNull(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    count: integer("count").notNull(),
    charged: integer("charged").notNull(),
    refunded: integer("refunded").notNull(),
    total: integer("total").notNull(),
    periodDue: integer("period_due").notNull(),
    totalDue: integer("total_due").notNull(),
    currency: text("currency").notNull(),
    minimumSpend: jsonb("minimum_spend").$type<MinimumSpend>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("billing_statements_member_month_idx").on(t.companyId, t.customerId, t.month),
    index("billing_statements_customer_idx").on(t.companyId, t.customerId, t.month),
  ],
);
export type StatementRow = typeof billingStatements.$inferSelect;
export type NewStatementRow = Omit<typeof billingStatements.$inferInsert, "companyId" | "id">;

/** A club's billing policy: invoices' terms, the overdue policy and the minimum spend (issue 28). */
export const billingSettings = pgTable("billing_settings", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id),
  /** Days from an invoice's issue to its due date. */
  invoiceDueDays: integer("invoice_due_days").notNull().default(30),
  /** Days past the due date before the one reminder. */
  reminderAfterDays: integer("reminder_after_days").notNull().default(7),
  /** Whether an overdue invoice puts the member behind the memberships' paywall (off by default). */
  overduePaywall: boolean("overdue_paywall").notNull().default(false),
  /** A food-and-beverage minimum per member and period, in minor units; null for none. */
  minimumSpend: integer("minimum_spend"),
  minimumSpendPeriod: text("minimum_spend_period", { enum: ["quarter", "year"] })
    .notNull()
    .default("quarter"),
});
export type BillingSettingsRow = typeof billingSettings.$inferSelect;

/** A club's month whose run finished (shortfalls, invoices, statements): the daily job's no-op. */
export const billingMonthRuns = pgTable(
  "billing_month_runs",
  {
    companyId: companyIdColumn(),
    month: text("month").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("billing_month_runs_idx").on(t.companyId, t.month)],
);

/**
 * Members behind the paywall for an overdue invoice (the club's overdue policy, spec-1 §7
 * paywall and invoices): a row while the policy is on and one of their invoices is still open
 * past its reminder. Written only by overdue-standing-repository.ts; the account facet reads it.
 */
export const billingOverdueStandings = pgTable("billing_overdue_standings", {
  customerId: uuid("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  companyId: companyIdColumn(),
  since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
});
