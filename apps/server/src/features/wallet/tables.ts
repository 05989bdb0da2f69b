/**
 * The wallet: a customer's house account (spec-1 §3 House account) and their saved payment
 * methods, cards and bank accounts in one table, since billing uses span both (spec-1 §4). A
 * method is the processor's reference and what the member may see: brand, last four, expiry,
 * billing details. Never a card or account number.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const houseAccounts = pgTable("house_accounts", {
  customerId: uuid("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  companyId: companyIdColumn(),
  enabled: boolean("enabled").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const walletMethods = pgTable(
  "wallet_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["card", "bank"] }).notNull(),
    /** The club's processor (its portal config's processors[].id) and the adapter behind it. */
    processorId: text("processor_id").notNull(),
    integration: text("integration", { enum: ["sandbox", "stripe", "plaid", "gocardless"] }).notNull(),
    /** The processor's reference: a card token or payment method, a bank account or mandate. */
    providerRef: text("provider_ref").notNull(),
    brand: text("brand").notNull(),
    nickname: text("nickname").notNull(),
    /** spec-1 §4: default, billing, pos, or none; each use held by one method at most. */
    billingUse: text("billing_use", { enum: ["default", "billing", "pos", "none"] })
      .notNull()
      .default("none"),
    lastFour: text("last_four").notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    billingName: text("billing_name").notNull().default(""),
    billingZip: text("billing_zip").notNull().default(""),
    billingCountry: text("billing_country").notNull().default("US"),
    /** Address lines a direct-debit mandate carries. */
    billingAddress: jsonb("billing_address").$type<Record<string, string>>().notNull().default({}),
    accountHolderName: text("account_holder_name").notNull().default(""),
    accountType: text("account_type", { enum: ["individual", "company"] })
      .notNull()
      .default("individual"),
    verified: boolean("verified").notNull(),
    /** Wrong deposit entries so far; at the processor's limit, the account can no longer be verified. */
    verifyAttempts: integer("verify_attempts").notNull().default(0),
    verifyBlocked: boolean("verify_blocked").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wallet_methods_customer_idx").on(t.customerId, t.kind),
    uniqueIndex("wallet_methods_use_idx").on(t.customerId, t.billingUse).where(sql`billing_use <> 'none'`),
    uniqueIndex("wallet_methods_provider_ref_idx").on(t.customerId, t.processorId, t.providerRef),
  ],
);

export type WalletMethodRow = typeof walletMethods.$inferSelect;
