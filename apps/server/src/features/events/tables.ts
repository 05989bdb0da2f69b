/**
 * Events and tickets (spec-2 §3, issue 25): the club's event categories, events (one row per
 * occurrence of a series), their ticket types with the capacity they sell from (`quantity`
 * units, `held` in carts, `sold` as tickets; a hold is one conditional UPDATE, so concurrent
 * buyers never take more than there is), the tickets issued on payment, and the waitlist.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
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
import { commerceOrderItems, commerceOrders } from "../orders/tables.ts";

export interface EventSettingsRecord {
  transferEnabled: boolean;
  cancelEnabled: boolean;
  socialEnabled: boolean;
  printEnabled: boolean;
  calendarEnabled: boolean;
  buttonText: string | null;
  callToAction: string | null;
  verb: string | null;
}

export interface EventMediaRecord {
  title: string;
  description: string;
  url: string;
  main: boolean;
  type: string;
}

export interface EventRecurrenceRecord {
  frequency: "daily" | "weekly" | "monthly";
  interval: number;
  count: number;
}

export const eventCategories = pgTable("event_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: companyIdColumn(),
  name: text("name").notNull(),
  position: integer("position").notNull().default(0),
});
export type EventCategoryRow = typeof eventCategories.$inferSelect;

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** The occurrences of one recurring event share it; null for a one-off. */
    seriesId: uuid("series_id"),
    recurrence: jsonb("recurrence").$type<EventRecurrenceRecord>(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    type: text("type", { enum: ["ticket", "public", "external"] })
      .notNull()
      .default("ticket"),
    status: text("status", { enum: ["draft", "published", "cancelled"] })
      .notNull()
      .default("draft"),
    venue: text("venue").notNull().default(""),
    venueAddress: text("venue_address").notNull().default(""),
    graphic: text("graphic"),
    media: jsonb("media").$type<EventMediaRecord[]>().notNull().default([]),
    externalLink: text("external_link"),
    timezoneId: text("timezone_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    categoryIds: uuid("category_ids").array().notNull().default(sql`'{}'::uuid[]`),
    settings: jsonb("settings").$type<EventSettingsRecord>().notNull(),
    hideTickets: boolean("hide_tickets").notNull().default(false),
    /** The survey members answer to join the waitlist; none, no waitlist. */
    waitlistFormId: uuid("waitlist_form_id"),
    /** How long an offer to the first in line holds a freed ticket. */
    waitlistOfferHours: integer("waitlist_offer_hours").notNull().default(24),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_starts_idx").on(t.companyId, t.status, t.startsAt),
    check("events_dates_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type EventRow = typeof events.$inferSelect;

export const eventTicketTypes = pgTable(
  "event_ticket_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    onSale: timestamp("on_sale", { withTimezone: true }),
    offSale: timestamp("off_sale", { withTimezone: true }),
    /** Units to sell; null for no limit. */
    quantity: integer("quantity"),
    held: integer("held").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    minimum: integer("minimum").notNull().default(1),
    /** Per order (per cart line); 0 for no maximum. */
    maximum: integer("maximum").notNull().default(0),
    /** Tickets one member may buy across orders; null for no maximum. */
    perMemberMax: integer("per_member_max"),
    membersOnly: boolean("members_only").notNull().default(false),
    /** sha256 of the passcode, when one is needed; the passcode itself is never kept. */
    passcodeHash: text("passcode_hash"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("event_ticket_types_event_idx").on(t.eventId),
    check(
      "event_ticket_types_capacity_check",
      sql`${t.held} >= 0 and ${t.sold} >= 0 and (${t.quantity} is null or ${t.held} + ${t.sold} <= ${t.quantity})`,
    ),
  ],
);
export type TicketTypeRow = typeof eventTicketTypes.$inferSelect;
/** A ticket type without its counters (`held`, `sold`): what stays true while tickets sell. */
export type TicketTypeFacts = Omit<TicketTypeRow, "held" | "sold">;

export interface TicketAttendeeRecord {
  firstName: string;
  lastName: string;
  email?: string | undefined;
}

export const eventTickets = pgTable(
  "event_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => commerceOrders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => commerceOrderItems.id, { onDelete: "cascade" }),
    /** The buyer. */
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Who holds it now: the buyer, a member it was given to, or null for a guest. */
    ownerId: uuid("owner_id").references(() => customers.id, { onDelete: "set null" }),
    guestEmail: text("guest_email"),
    guestName: text("guest_name"),
    /** What the code holds and the guest link names: random, replaced on every transfer. */
    serial: text("serial").notNull(),
    status: text("status", { enum: ["active", "cancelled", "scanned"] })
      .notNull()
      .default("active"),
    priceCents: integer("price_cents").notNull(),
    attendee: jsonb("attendee").$type<TicketAttendeeRecord>(),
    scannedAt: timestamp("scanned_at", { withTimezone: true }),
    scanData: text("scan_data"),
    transferredAt: timestamp("transferred_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_tickets_serial_idx").on(t.serial),
    index("event_tickets_event_idx").on(t.companyId, t.eventId),
    index("event_tickets_owner_idx").on(t.companyId, t.ownerId),
    index("event_tickets_buyer_idx").on(t.companyId, t.customerId, t.ticketTypeId),
    index("event_tickets_item_idx").on(t.orderItemId),
  ],
);
export type TicketRow = typeof eventTickets.$inferSelect;

/**
 * A member in line for a sold-out event: joined by answering the event's waitlist form; offered
 * a freed ticket (held for them until `offerExpiresAt`), then the offer passes to the next.
 */
export const eventWaitlist = pgTable(
  "event_waitlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["waiting", "offered", "expired", "accepted", "left"] })
      .notNull()
      .default("waiting"),
    /** The ticket type an offer holds a unit of. */
    ticketTypeId: uuid("ticket_type_id").references(() => eventTicketTypes.id, { onDelete: "set null" }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The line's order: taken when the member joins, taken anew when they join again (to the back).
     * Not created_at: two joins in one millisecond (the embedded database's clock) would be ordered
     * by their random ids. By default, not always: a re-join sets it to DEFAULT, the sequence's
     * next value, and drizzle's update types leave out columns generated always.
     */
    seq: bigint("seq", { mode: "number" }).generatedByDefaultAsIdentity(),
  },
  (t) => [
    uniqueIndex("event_waitlist_member_idx").on(t.eventId, t.customerId),
    index("event_waitlist_line_idx").on(t.companyId, t.eventId, t.status, t.seq),
  ],
);
export type WaitlistRow = typeof eventWaitlist.$inferSelect;
