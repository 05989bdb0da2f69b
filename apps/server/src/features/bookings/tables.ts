/**
 * Bookings (issue 26): bookable resources (a restaurant, a meeting room, a spa) with their
 * schedule and cancellation terms, the units booked one booking at a time (a restaurant's
 * tables with their seats, the room itself, the spa's therapists), the spa's services and who
 * gives them, blackout days, and the bookings.
 *
 * No double booking: every write that takes a unit's time (a cart hold, express book) locks the
 * resource's row first (`FOR UPDATE`), then checks the unit's bookings and inserts; so on
 * PostgreSQL and PGlite alike two writers for one resource take turns, and the second sees the
 * first's booking (docs/decisions/bookings.md, "No double booking").
 */
import { BOOKING_MAX_MINUTES, type OpeningHours } from "@crest/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";
import { commerceOrderItems, commerceOrders } from "../orders/tables.ts";

export const bookingResources = pgTable(
  "booking_resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    blockType: text("block_type", { enum: ["dining", "meeting_rooms", "spa"] }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    photo: text("photo"),
    location: text("location").notNull().default(""),
    timezoneId: text("timezone_id").notNull(),
    membersOnly: boolean("members_only").notNull().default(false),
    /** A room's seats (a restaurant's come from its tables). */
    capacity: integer("capacity").notNull().default(0),
    equipment: jsonb("equipment").$type<string[]>().notNull().default([]),
    /** A reservation's price (a room's hire); a spa's services have their own. */
    priceCents: integer("price_cents").notNull().default(0),
    /** The booking survey members answer after booking. */
    surveyId: uuid("survey_id"),
    openingHours: jsonb("opening_hours").$type<Partial<Record<string, string>>>().notNull(),
    slotMinutes: integer("slot_minutes").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    leadMinutes: integer("lead_minutes").notNull().default(0),
    horizonDays: integer("horizon_days").notNull().default(60),
    cancelCutoffHours: integer("cancel_cutoff_hours").notNull().default(24),
    lateFeeCents: integer("late_fee_cents").notNull().default(0),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_resources_type_idx").on(t.companyId, t.blockType, t.position)],
);
export type BookingResourceRow = typeof bookingResources.$inferSelect;

/** What is booked one booking at a time: a table (its seats), a room, a therapist. */
export const bookingUnits = pgTable(
  "booking_units",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => bookingResources.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    seats: integer("seats").notNull().default(1),
    /** Out of service: offered no more; its bookings stay. */
    active: boolean("active").notNull().default(true),
    /** Its own working hours inside the resource's (a therapist's shifts); null: the resource's. */
    openingHours: jsonb("opening_hours").$type<OpeningHours>(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("booking_units_resource_idx").on(t.resourceId)],
);
export type BookingUnitRow = typeof bookingUnits.$inferSelect;

export const bookingServices = pgTable(
  "booking_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => bookingResources.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    durationMinutes: integer("duration_minutes").notNull(),
    priceCents: integer("price_cents").notNull(),
    position: integer("position").notNull().default(0),
    /** Offered to members; a service no longer offered keeps the bookings made of it. */
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("booking_services_resource_idx").on(t.resourceId)],
);
export type BookingServiceRow = typeof bookingServices.$inferSelect;

/** Which therapists give which service. */
export const bookingServiceTherapists = pgTable(
  "booking_service_therapists",
  {
    companyId: companyIdColumn(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => bookingServices.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => bookingUnits.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.unitId] })],
);

/** A local day (`YYYY-MM-DD` in the resource's zone) the resource is closed. */
export const bookingBlackouts = pgTable(
  "booking_blackouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => bookingResources.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    reason: text("reason").notNull().default(""),
  },
  (t) => [uniqueIndex("booking_blackouts_day_idx").on(t.resourceId, t.date)],
);
export type BookingBlackoutRow = typeof bookingBlackouts.$inferSelect;

export interface BookingGuestRecord {
  fullName: string;
  email: string;
}

/**
 * A reservation or appointment. `held` while it sits in a member's cart (its hold key names the
 * cart line; the cart releases it when the hold ends), `booked` once paid or express booked,
 * `cancelled` through the cancel-one-line flow, `no_show` when staff mark it.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => bookingResources.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => bookingUnits.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").references(() => bookingServices.id, { onDelete: "set null" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["held", "booked", "cancelled", "no_show"] }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    partySize: integer("party_size").notNull().default(1),
    guest: jsonb("guest").$type<BookingGuestRecord>(),
    priceCents: integer("price_cents").notNull(),
    /** The cart line holding it (`customer:lineKey`), while held. */
    holdKey: text("hold_key"),
    orderId: uuid("order_id").references(() => commerceOrders.id, { onDelete: "set null" }),
    orderItemId: uuid("order_item_id").references(() => commerceOrderItems.id, { onDelete: "set null" }),
    surveyResponseId: uuid("survey_response_id"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_unit_time_idx").on(t.unitId, t.startsAt),
    index("bookings_resource_time_idx").on(t.companyId, t.resourceId, t.startsAt),
    index("bookings_customer_idx").on(t.companyId, t.customerId, t.startsAt),
    index("bookings_item_idx").on(t.orderItemId),
    uniqueIndex("bookings_hold_idx").on(t.holdKey),
    // A booking lasts at most BOOKING_MAX_MINUTES: the slots' range query bounds its start by it.
    check(
      "bookings_length_check",
      sql`${t.endsAt} > ${t.startsAt} and ${t.endsAt} <= ${t.startsAt} + ${sql.raw(`interval '${BOOKING_MAX_MINUTES} minutes'`)}`,
    ),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;
