/**
 * House credits (spec-2 §3 House credit): value a member holds at the club and spends at
 * checkout (spec-2 §5). Each spend is a transaction row, so a balance is always explained.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const houseCredits = pgTable(
  "house_credits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    serial: text("serial").notNull(),
    initialValue: integer("initial_value").notNull(),
    currentValue: integer("current_value").notNull(),
    expiresOn: timestamp("expires_on", { withTimezone: true }),
    status: text("status", { enum: ["active", "void"] })
      .notNull()
      .default("active"),
    /**
     * What it may pay for (spec-2 §3 referenceType): none (anything), or one appointment,
     * category, event, reservation or order. Checkout spends a restricted one only on the lines
     * it applies to (docs/decisions/perks.md, "Restricted house credits").
     */
    referenceType: text("reference_type", {
      enum: ["none", "order", "product", "category", "event", "reservation", "appointment"],
    })
      .notNull()
      .default("none"),
    referenceId: text("reference_id"),
    /**
     * The pin the member gives to spend it at the club's tills (spec-2 §3 pin), kept only as an
     * HMAC keyed by the credit's id (perks' credit-pin-service.ts); null when none.
     */
    pin: text("pin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("house_credits_customer_idx").on(t.companyId, t.customerId, t.createdAt),
    check("house_credits_value_check", sql`${t.currentValue} >= 0`),
  ],
);
export type HouseCreditRow = typeof houseCredits.$inferSelect;

export const houseCreditTransactions = pgTable(
  "house_credit_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    creditId: uuid("credit_id")
      .notNull()
      .references(() => houseCredits.id, { onDelete: "cascade" }),
    /** Negative for a spend. */
    amount: integer("amount").notNull(),
    referenceType: text("reference_type").notNull(),
    referenceId: text("reference_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order the rows were written in. One checkout spends several credits in one transaction,
     * where created_at (the transaction's start) is the same for all: giving back "first spent
     * first" needs this.
     */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (t) => [index("house_credit_transactions_credit_idx").on(t.creditId)],
);
