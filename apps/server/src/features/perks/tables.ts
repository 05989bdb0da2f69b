/**
 * Perks (spec-2 §3 Pass definition, Pass; issue 27): what the club defines (a voucher, an offer
 * or a guest pass, with what it applies to and its value), the passes issued to members (a
 * serial unique in the club, the pin of a guest's link kept only as a hash, a status, the cart
 * it was put on and the order that used it), and the audit trail of what happened to each.
 */
import { sql } from "drizzle-orm";
import {
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
import { commerceCarts } from "../cart/tables.ts";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";
import { commerceOrders } from "../orders/tables.ts";

export const perkDefinitions = pgTable(
  "perk_definitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    kind: text("kind", { enum: ["voucher", "offer", "guest_pass"] }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    finePrint: text("fine_print").notNull().default(""),
    graphic: text("graphic"),
    foregroundColor: text("foreground_color").notNull().default("#ffffff"),
    backgroundColor: text("background_color").notNull().default("#1f2a24"),
    /** A code printed for every pass of the definition; null when each pass's serial is its code. */
    scanCode: text("scan_code"),
    scanFormat: text("scan_format", { enum: ["qr", "code128", "pdf417", "aztec"] })
      .notNull()
      .default("qr"),
    /** The pin staff type to redeem, as a hash; null when none is asked. */
    redemptionPinHash: text("redemption_pin_hash"),
    allowSending: boolean("allow_sending").notNull().default(false),
    transferable: boolean("transferable").notNull().default(false),
    referenceType: text("reference_type", {
      enum: ["none", "order", "product", "category", "event", "reservation", "appointment"],
    })
      .notNull()
      .default("none"),
    referenceId: uuid("reference_id"),
    /** No pass of it is valid after this instant, whatever its days valid. */
    dateCutoff: timestamp("date_cutoff", { withTimezone: true }),
    valueKind: text("value_kind", { enum: ["amount", "percent"] })
      .notNull()
      .default("amount"),
    /** Minor units for an amount, basis points (1500 = 15 %) for a percentage. */
    value: integer("value").notNull().default(0),
    daysValid: integer("days_valid"),
    status: text("status", { enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("perk_definitions_kind_idx").on(t.companyId, t.kind),
    check("perk_definitions_value_check", sql`${t.value} >= 0`),
  ],
);
export type PerkDefinitionRow = typeof perkDefinitions.$inferSelect;
export type PerkDefinitionInsert = Omit<typeof perkDefinitions.$inferInsert, "companyId">;

export const perkPasses = pgTable(
  "perk_passes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    definitionId: uuid("definition_id")
      .notNull()
      .references(() => perkDefinitions.id, { onDelete: "cascade" }),
    /** Unique in the club: what the code holds and staff scan. */
    serial: text("serial").notNull(),
    /** Who it was issued to (the original owner). */
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Who holds it now: the member it was issued or given to; null once a guest holds it. */
    ownerId: uuid("owner_id").references(() => customers.id, { onDelete: "set null" }),
    guestEmail: text("guest_email"),
    guestName: text("guest_name"),
    /** The pin of the guest's link, as an HMAC keyed by the pass's id; null until it is sent. */
    pinHash: text("pin_hash"),
    status: text("status", { enum: ["active", "redeemed", "transferred", "expired", "void"] })
      .notNull()
      .default("active"),
    validOn: timestamp("valid_on", { withTimezone: true }),
    expiresOn: timestamp("expires_on", { withTimezone: true }),
    transferredAt: timestamp("transferred_at", { withTimezone: true }),
    scannedAt: timestamp("scanned_at", { withTimezone: true }),
    scanData: text("scan_data"),
    /** The cart it was redeemed into, waiting for checkout. */
    cartId: uuid("cart_id").references(() => commerceCarts.id, { onDelete: "set null" }),
    /** The order that used it. */
    orderId: uuid("order_id").references(() => commerceOrders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The guest's answer to the club's guest-pass experience, once per pass: claimed (`at`)
     * before the answer is stored, so two at once store one; its response's id once stored.
     */
    surveyAnsweredAt: timestamp("survey_answered_at", { withTimezone: true }),
    surveyResponseId: uuid("survey_response_id"),
  },
  (t) => [
    uniqueIndex("perk_passes_serial_idx").on(t.companyId, t.serial),
    index("perk_passes_owner_idx").on(t.companyId, t.ownerId),
    index("perk_passes_customer_idx").on(t.companyId, t.customerId),
    index("perk_passes_definition_idx").on(t.definitionId),
    index("perk_passes_cart_idx").on(t.cartId),
  ],
);
export type PerkPassRow = typeof perkPasses.$inferSelect;
export type PerkPassInsert = Omit<typeof perkPasses.$inferInsert, "companyId">;

export const PASS_ACTIONS = [
  "issued",
  "put_in_cart",
  "used",
  "restored",
  "transferred",
  "resent",
  "scanned",
  "voided",
] as const;
export type PassAction = (typeof PASS_ACTIONS)[number];

/** What happened to a pass, who did it and when: never updated, never deleted with the pass's use. */
export const perkPassEvents = pgTable(
  "perk_pass_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    passId: uuid("pass_id")
      .notNull()
      .references(() => perkPasses.id, { onDelete: "cascade" }),
    action: text("action", { enum: PASS_ACTIONS }).notNull(),
    /** "customer:<id>", "staff:<id>", "visitor", "job:<kind>". */
    actor: text("actor").notNull(),
    detail: jsonb("detail").$type<Record<string, string | null>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("perk_pass_events_pass_idx").on(t.passId, t.createdAt)],
);
