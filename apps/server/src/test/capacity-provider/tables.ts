/**
 * The test capacity provider's tables: slots with a number of places (a class, a ticket type, a
 * table for a party), and the places sold from them (a ticket, a booking). Created by
 * `createTestApp({ extraFeatures: [capacityFeature] })`, never by the migrations.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "../../features/config/tables.ts";
import { customers } from "../../features/customers/tables.ts";
import { commerceOrderItems } from "../../features/orders/tables.ts";

export const testSlots = pgTable(
  "test_capacity_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    title: text("title").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** What a member pays instead, when set. */
    memberPriceCents: integer("member_price_cents"),
    places: integer("places").notNull(),
    held: integer("held").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    /** Places one member may hold and own at once; null for no limit. */
    perMemberMax: integer("per_member_max"),
    membersOnly: boolean("members_only").notNull().default(false),
    /** sha256 of the passcode, when one is needed. */
    passcodeHash: text("passcode_hash"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Cancelling later than this before the start costs `lateFeeCents` a place. */
    cancelCutoffHours: integer("cancel_cutoff_hours").notNull().default(24),
    lateFeeCents: integer("late_fee_cents").notNull().default(0),
    surveyId: uuid("survey_id"),
  },
  (t) => [
    check(
      "test_capacity_slots_places_check",
      sql`${t.held} >= 0 and ${t.sold} >= 0 and ${t.held} + ${t.sold} <= ${t.places}`,
    ),
  ],
);
export type TestSlotRow = typeof testSlots.$inferSelect;

export const testPlaces = pgTable(
  "test_capacity_places",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => testSlots.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => commerceOrderItems.id, { onDelete: "cascade" }),
    serial: text("serial").notNull(),
    attendee: jsonb("attendee").$type<{ firstName: string; lastName: string } | null>(),
    status: text("status", { enum: ["active", "cancelled"] })
      .notNull()
      .default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("test_capacity_places_slot_idx").on(t.slotId, t.customerId)],
);
