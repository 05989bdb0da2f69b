/**
 * The club's delivery options (spec-2 §3): a rate table (flat, or by weight in brackets, each
 * row optionally limited to countries and to a date) and local pickup locations with hours.
 */

import type { OpeningHours, WeightBracket } from "@crest/domain";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";

export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    method: text("method").notNull(),
    courier: text("courier").notNull(),
    courierCode: text("courier_code").notNull(),
    basis: text("basis", { enum: ["flat", "weight"] }).notNull(),
    /** The flat price. */
    priceCents: integer("price_cents").notNull().default(0),
    /** By weight: ascending brackets; heavier than the last is not offered. */
    brackets: jsonb("brackets").$type<WeightBracket[]>().notNull().default([]),
    /** The countries served (ISO codes); empty serves every country. */
    countries: jsonb("countries").$type<string[]>().notNull().default([]),
    /** The rate is offered until then (a seasonal offer); null for always. */
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Free from this order subtotal; null when never free. */
    freeFromCents: integer("free_from_cents"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("shipping_rates_company_idx").on(t.companyId, t.position)],
);
export type ShippingRateRow = typeof shippingRates.$inferSelect;

export const pickupLocations = pgTable(
  "pickup_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    hours: jsonb("hours").$type<OpeningHours>().notNull().default({}),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("pickup_locations_company_idx").on(t.companyId, t.position)],
);
export type PickupLocationRow = typeof pickupLocations.$inferSelect;
