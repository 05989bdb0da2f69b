/**
 * The sandbox processor's own records: it plays a provider's test mode inside the portal, so
 * it keeps what a provider keeps, per club, and nothing more. A card token remembers the test
 * card's behaviour, brand, last four and expiry; never its number.
 */
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "../../config/tables.ts";

export const sandboxCardTokens = pgTable("sandbox_card_tokens", {
  id: text("id").primaryKey(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id),
  brand: text("brand").notNull(),
  lastFour: text("last_four").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  /** What the test card does: approve, decline, decline_after_attach, insufficient_funds, three_ds. */
  behaviour: text("behaviour", {
    enum: ["approve", "decline", "decline_after_attach", "insufficient_funds", "three_ds"],
  }).notNull(),
  /**
   * The customer the card is attached to (saved), as Stripe binds a PaymentMethod: only they
   * can be charged with it or attach it. A token nobody attached is single-use.
   */
  customerRef: text("customer_ref"),
  /** When an unattached token paid (or was attached): it cannot be used again. */
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Payment and setup intents, with the idempotency key each was created under. */
export const sandboxIntents = pgTable(
  "sandbox_intents",
  {
    id: text("id").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    kind: text("kind", { enum: ["payment", "setup"] }).notNull(),
    idempotencyKey: text("idempotency_key"),
    amount: integer("amount").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    /** The card token or bank account charged. */
    source: text("source").notNull().default(""),
    status: text("status", {
      enum: ["requires_action", "requires_confirmation", "requires_payment_method", "succeeded", "failed"],
    }).notNull(),
    clientSecret: text("client_secret").notNull(),
    failureCode: text("failure_code"),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_intents_idempotency_idx").on(t.companyId, t.idempotencyKey)],
);

/** Bank accounts at the sandbox: verified by two micro-deposits, or at once through a link flow. */
export const sandboxBankAccounts = pgTable("sandbox_bank_accounts", {
  id: text("id").primaryKey(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id),
  bankName: text("bank_name").notNull(),
  routingNumber: text("routing_number").notNull(),
  lastFour: text("last_four").notNull(),
  accountHolderName: text("account_holder_name").notNull(),
  accountType: text("account_type", { enum: ["individual", "company"] }).notNull(),
  verified: boolean("verified").notNull().default(false),
  /** The customer the account belongs to: only they can be charged from it. Link flows set it on completion. */
  customerRef: text("customer_ref"),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Plaid-like and GoCardless-like link sessions, served by the sandbox's local pages. */
export const sandboxLinkSessions = pgTable("sandbox_link_sessions", {
  id: text("id").primaryKey(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id),
  kind: text("kind", { enum: ["plaid", "gocardless"] }).notNull(),
  redirectUri: text("redirect_uri").notNull(),
  exitUri: text("exit_uri").notNull(),
  /** Set once the member finished the flow: the public token (plaid) or the mandate's account. */
  publicToken: text("public_token"),
  bankAccountId: text("bank_account_id"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refunds the sandbox made, with the idempotency key each was asked under: a refund asked again
 * with a key it has seen answers that refund and gives nothing back twice (as Stripe does).
 */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    /** The payment intent refunded (checked by the refund's own update, as a provider would). */
    intentId: text("intent_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_refunds_idempotency_idx").on(t.companyId, t.idempotencyKey)],
);

/**
 * The club's sandbox switched off: every call then fails as a provider outage would
 * (`card_provider_error`), until it is switched on again. A row, not a flag in memory, so a
 * test or another process (another instance) turns it off and on for everyone.
 */
export const sandboxOutages = pgTable("sandbox_outages", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id),
  since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
});

export type SandboxCardTokenRow = typeof sandboxCardTokens.$inferSelect;
export type SandboxCardTokenInsert = typeof sandboxCardTokens.$inferInsert;
export type SandboxIntentRow = typeof sandboxIntents.$inferSelect;
export type SandboxIntentInsert = typeof sandboxIntents.$inferInsert;
export type SandboxBankRow = typeof sandboxBankAccounts.$inferSelect;
export type SandboxBankInsert = typeof sandboxBankAccounts.$inferInsert;
export type SandboxLinkSessionInsert = typeof sandboxLinkSessions.$inferInsert;
