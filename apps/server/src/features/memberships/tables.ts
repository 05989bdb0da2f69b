/**
 * A customer's membership standing: whether they are an active member and whether a
 * subscription payment failed (the paywall, spec-1 §4). Memberships is its one writer.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const membershipStandings = pgTable("membership_standings", {
  customerId: uuid("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  companyId: companyIdColumn(),
  isMember: boolean("is_member").notNull().default(false),
  /** Set after the last failed retry of a subscription charge; paying clears it. */
  failedPayment: boolean("failed_payment").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** spec-1 §3 Membership: the club's plans. */
export const membershipPlans = pgTable("membership_plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: companyIdColumn(),
  title: text("title").notNull(),
  summary: text("summary").notNull().default(""),
  details: text("details").notNull().default(""),
  type: text("type", { enum: ["subscription", "add-on"] }).notNull(),
  status: text("status", { enum: ["active", "inactive"] })
    .notNull()
    .default("active"),
  backgroundColor: text("background_color").notNull(),
  foregroundColor: text("foreground_color").notNull(),
  /** The survey members of this plan answer (the surveys feature's id; no foreign key across features). */
  surveyId: uuid("survey_id"),
  /** How many sub-members a card of this plan may invite. */
  maxInvites: integer("max_invites").notNull().default(0),
  // A plan's default terms (issue 32 item 2): what a new subscription on the plan copies, and
  // what a change of plan moves a subscription to. Minor units; tax in hundredths of a percent.
  frequency: text("frequency", {
    enum: ["daily", "weekly", "monthly", "quarterly", "semi", "annually"],
  })
    .notNull()
    .default("monthly"),
  rate: integer("rate").notNull().default(0),
  taxRateHundredths: integer("tax_rate_hundredths").notNull().default(0),
  serviceFee: integer("service_fee").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type MembershipPlanRow = typeof membershipPlans.$inferSelect;

/**
 * spec-1 §3 Membership card: a customer's card of a plan. A sub-member's card names its parent
 * card; the parent's remaining invites are counted down and up in the same statement that adds
 * or removes the sub-member, so two adds racing for the last invite cannot both win.
 *
 * A sub-member's card is the link between the parent and the person: it holds what the parent
 * gave (the name shown on the family card, the address invited), which the parent may edit; the
 * person's own profile is theirs alone. Until the invited person accepts, the card is `pending`
 * and belongs to nobody (`customer_id` null): no account is attached without its owner's consent.
 */
export const membershipCards = pgTable(
  "membership_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => membershipPlans.id),
    /** Null only while a sub-member's card is an invitation not yet accepted. */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /** The printed card number, also what the barcode encodes. */
    cardNumber: text("card_number").notNull(),
    type: text("type", { enum: ["subscription", "add-on"] }).notNull(),
    status: text("status", { enum: ["active", "inactive", "pending"] }).notNull(),
    expirationDate: date("expiration_date"),
    parentCardId: uuid("parent_card_id"),
    maxInvites: integer("max_invites").notNull().default(0),
    remainingInvites: integer("remaining_invites").notNull().default(0),
    /** A sub-member's card: the name the parent gave, shown on the family card. */
    holderFirstName: text("holder_first_name"),
    holderLastName: text("holder_last_name"),
    /** A sub-member's card: the address the parent invited (lower-case). */
    invitedEmail: text("invited_email"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("membership_cards_number_idx").on(t.companyId, t.cardNumber),
    index("membership_cards_customer_idx").on(t.companyId, t.customerId),
    index("membership_cards_parent_idx").on(t.parentCardId),
    // One card per invited address on a parent card; the invited person finds theirs by address.
    uniqueIndex("membership_cards_invited_idx").on(t.parentCardId, t.invitedEmail),
    index("membership_cards_invitations_idx")
      .on(t.companyId, t.invitedEmail)
      .where(sql`${t.customerId} is null`),
    check("membership_cards_invites_check", sql`${t.remainingInvites} >= 0`),
    check(
      "membership_cards_holder_check",
      sql`${t.customerId} is not null or (${t.status} = 'pending' and ${t.parentCardId} is not null and ${t.invitedEmail} is not null)`,
    ),
  ],
);
export type MembershipCardRow = typeof membershipCards.$inferSelect;

/**
 * spec-1 §3 Subscription: what a card's membership costs and when it is billed next. Amounts in
 * minor units; the tax rate in hundredths of a percent (825 = 8.25 %). `billingDay` keeps
 * month-end subscriptions on their day (see addPeriods). `retryAt` is set while a failed
 * charge waits for its next attempt; `claimedUntil` is a billing runner's lease on the row.
 */
export const membershipSubscriptions = pgTable(
  "membership_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    cardId: uuid("card_id")
      .notNull()
      .references(() => membershipCards.id, { onDelete: "cascade" }),
    details: text("details").notNull().default(""),
    frequency: text("frequency", {
      enum: ["daily", "weekly", "monthly", "quarterly", "semi", "annually"],
    }).notNull(),
    rate: integer("rate").notNull(),
    taxRateHundredths: integer("tax_rate_hundredths").notNull().default(0),
    serviceFee: integer("service_fee").notNull().default(0),
    quantity: integer("quantity").notNull().default(1),
    nextDate: date("next_date").notNull(),
    lastDate: date("last_date").notNull().default("1900-01-01"),
    lastAmount: integer("last_amount").notNull().default(0),
    billingDay: integer("billing_day").notNull(),
    paymentCount: integer("payment_count").notNull().default(0),
    totalPayments: integer("total_payments"),
    renewalDate: date("renewal_date"),
    renewable: boolean("renewable").notNull().default(true),
    autoCharge: boolean("auto_charge").notNull().default(true),
    requestedCancelDate: date("requested_cancel_date"),
    /**
     * A pause staff set (issue 32 item 2): from this day, until `pausedUntil` (exclusive; null:
     * until staff resume it). Billing skips a paused subscription (`isPaused` in the domain).
     */
    pausedOn: date("paused_on"),
    pausedUntil: date("paused_until"),
    status: text("status", { enum: ["active", "past_due", "inactive", "cancelled"] }).notNull(),
    retryAt: timestamp("retry_at", { withTimezone: true }),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("membership_subscriptions_card_idx").on(t.cardId),
    index("membership_subscriptions_due_idx").on(t.companyId, t.status, t.nextDate),
  ],
);
export type MembershipSubscriptionRow = typeof membershipSubscriptions.$inferSelect;

/**
 * What billing a subscription period produced (spec-1 §3 Paywall subscription transaction): one
 * row per subscription and period start, so a period is billed once however often a run
 * retries. `attempts` counts failed charges; the idempotency key of the next charge is built
 * from the period and that count, so a runner that crashed after charging finds its charge.
 */
export const subscriptionTransactions = pgTable(
  "subscription_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => membershipSubscriptions.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    periodStart: date("period_start").notNull(),
    periods: integer("periods").notNull().default(1),
    amount: integer("amount").notNull(),
    status: text("status", { enum: ["pending", "paid", "retrying", "failed", "void"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    paymentId: uuid("payment_id"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscription_transactions_period_idx").on(t.subscriptionId, t.periodStart),
    index("subscription_transactions_customer_idx").on(t.companyId, t.customerId, t.status),
  ],
);
export type SubscriptionTransactionRow = typeof subscriptionTransactions.$inferSelect;
export type SubscriptionTransactionInsert = typeof subscriptionTransactions.$inferInsert;
