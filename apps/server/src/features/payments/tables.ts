/**
 * Payments: the club's processor credentials, its key for bank data sealed in the browser,
 * each member's customer at a processor, and every payment with its idempotency key. The
 * sandbox processor's own records (it plays a provider) are in `sandbox/sandbox-tables.ts`.
 * No table here holds a card number: only tokens, brands, last four digits and expiries.
 */
import { REFUND_DESTINATIONS } from "@crest/domain";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export * from "./sandbox/sandbox-tables.ts";

/**
 * A processor's server-side secrets (spec-1 Processor carries only the public part in the
 * portal config): the secret key, and an API address other than the provider's own (a local
 * fake in tests, a company proxy in production).
 */
export const processorCredentials = pgTable(
  "processor_credentials",
  {
    companyId: companyIdColumn(),
    processorId: text("processor_id").notNull(),
    secret: text("secret").notNull(),
    apiBase: text("api_base"),
    /** Provider specifics: Plaid's client id, GoCardless's environment. */
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.processorId] })],
);

/** The club's RSA key pair for bank data sealed in the browser (spec-1 §7, tokenType 'portal'). */
export const bankTokenKeys = pgTable("bank_token_keys", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member as a customer of a processor (Stripe's cus_…, GoCardless's CU…). */
export const processorCustomers = pgTable(
  "processor_customers",
  {
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    processorId: text("processor_id").notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.processorId] })],
);

/**
 * One payment: what it pays for (a reference), with what, and how it went. The idempotency key
 * is unique per club, so a retried request finds its payment instead of charging again.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** sha256 of what was asked: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    referenceType: text("reference_type").notNull(),
    referenceId: text("reference_id").notNull(),
    description: text("description").notNull().default(""),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    methodKind: text("method_kind", { enum: ["card", "bank", "houseAccount"] }).notNull(),
    walletMethodId: uuid("wallet_method_id"),
    processorId: text("processor_id"),
    brand: text("brand").notNull().default(""),
    lastFour: text("last_four").notNull().default(""),
    status: text("status", {
      enum: ["pending", "requires_action", "succeeded", "failed", "refunded"],
    }).notNull(),
    /** While a request works on the payment; a runner that died loses it when it ends. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    providerPaymentId: text("provider_payment_id"),
    intentId: text("intent_id"),
    clientSecret: text("client_secret"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /** What refunds have taken back or reserved (pending ones too): never more than `amount`. */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * When the thing it pays (an order, a period of dues) was written, in that same transaction.
     * A succeeded payment still unsettled long after its charge lost its thing: the reconcile
     * job refunds it.
     */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_idempotency_idx").on(t.companyId, t.idempotencyKey),
    uniqueIndex("payments_intent_idx").on(t.companyId, t.intentId),
    // The reconcile job's search, across clubs: succeeded charges whose thing never appeared.
    index("payments_unsettled_idx")
      .on(t.paidAt)
      .where(sql`${t.status} = 'succeeded' and ${t.settledAt} is null`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * One refund of (part of) a payment. The idempotency key, unique per club, makes a retried
 * refund the same refund; its amount is reserved on the payment (`refunded_amount`) when the
 * row is written, before any processor is asked, and the processor is asked under a key
 * derived from the row's id, so a retry can never give the money back twice.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Minor units of `currency`. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Back to the card or bank it came from, or as house credit (the caller issues it). */
    destination: text("destination", { enum: REFUND_DESTINATIONS }).notNull(),
    reason: text("reason").notNull().default(""),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
    /** Times the processor was asked. */
    attempts: integer("attempts").notNull().default(0),
    /** While a runner asks the processor; a runner that died loses it when it ends. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** When a pending refund is to be asked again (back-off after an outage). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    providerRefundId: text("provider_refund_id"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_refunds_idempotency_idx").on(t.companyId, t.idempotencyKey),
    index("payment_refunds_payment_idx").on(t.companyId, t.paymentId),
    // The refund job's search, across clubs: pending refunds due again.
    index("payment_refunds_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

export type RefundRow = typeof paymentRefunds.$inferSelect;
