/**
 * The ledger: one row per money movement of a member at a club, written in the same database
 * transaction as what it pays for (an order, membership dues) or gives back (a refund). A row's
 * `source` names the movement it records (`payment:<id>`, `credits:<orderId>`,
 * `refund:<id>`), unique per club, so every movement has exactly one row however often its
 * writer is retried.
 */
import { sql } from "drizzle-orm";
import {
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
import { companies } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    source: text("source").notNull(),
    type: text("type", { enum: ["order", "subscription", "refund"] }).notNull(),
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
  },
  (t) => [
    uniqueIndex("ledger_transactions_source_idx").on(t.companyId, t.source),
    index("ledger_transactions_customer_idx").on(t.companyId, t.customerId, t.createdAt),
    index("ledger_transactions_order_idx").on(t.companyId, t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

export type LedgerRow = typeof ledgerTransactions.$inferSelect;
export type NewLedgerRow = Omit<typeof ledgerTransactions.$inferInsert, "companyId" | "id">;
