/**
 * The cart's tables: one open cart per customer per club, its lines (each from a cart-item
 * provider, holding stock or capacity until `reserved_until`), the club's coupons and its
 * commerce settings (tax rate, handling, how long a hold lasts, where card refunds go).
 */
import { REFUND_DESTINATIONS } from "@crest/domain";
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
import { companies, companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const commerceCoupons = pgTable(
  "commerce_coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Upper case: codes are typed by people and compared without case. */
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Basis points for a percentage (1500 = 15 %), minor units for a fixed amount. */
    value: integer("value").notNull(),
    minSubtotal: integer("min_subtotal").notNull().default(0),
    startsOn: timestamp("starts_on", { withTimezone: true }),
    expiresOn: timestamp("expires_on", { withTimezone: true }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    active: boolean("active").notNull().default(true),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("commerce_coupons_code_idx").on(t.companyId, t.code)],
);
export type CouponRow = typeof commerceCoupons.$inferSelect;

/** What a shipping choice resolved to when the member picked it (spec-1 Shipping choice). */
export interface StoredShippingChoice {
  id: string;
  type: string;
  method: string;
  courier: string;
  priceCents: number;
  customerAddressId: string | null;
  name: string;
  address: string;
}

export const commerceCarts = pgTable(
  "commerce_carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "checked_out"] })
      .notNull()
      .default("open"),
    couponId: uuid("coupon_id").references(() => commerceCoupons.id, { onDelete: "set null" }),
    shippingChoice: jsonb("shipping_choice").$type<StoredShippingChoice>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open cart per customer per club; checked-out carts stay as the orders' origin.
    uniqueIndex("commerce_carts_open_idx").on(t.companyId, t.customerId).where(sql`${t.status} = 'open'`),
  ],
);
export type CartRow = typeof commerceCarts.$inferSelect;

export const commerceCartItems = pgTable(
  "commerce_cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => commerceCarts.id, { onDelete: "cascade" }),
    /** The line's cart-item provider (`products`, `tickets`…): its manifest's `cartItems`. */
    kind: text("kind").notNull(),
    /** `<kind>:<the provider's line key>`: one line per key (one per product variant, per slot). */
    lineKey: text("line_key").notNull(),
    /** What the provider needs to find the item again ({ productId, variantId }), its `refSchema`. */
    ref: jsonb("ref").$type<unknown>().notNull(),
    /** The line's own data (attendees, guest, party size, a passcode's proof), its `dataSchema`. */
    data: jsonb("data").$type<unknown>().notNull().default({}),
    quantity: integer("quantity").notNull(),
    /** Units the provider holds for this line (0 once released). */
    heldQuantity: integer("held_quantity").notNull().default(0),
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order lines were added in, which the cart shows: lines added in one request share their
     * created_at (the transaction's start).
     */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex("commerce_cart_items_line_idx").on(t.cartId, t.lineKey),
    index("commerce_cart_items_reserved_idx").on(t.companyId, t.reservedUntil),
    check("commerce_cart_items_quantity_check", sql`${t.quantity} > 0 AND ${t.heldQuantity} >= 0`),
  ],
);
export type CartItemRow = typeof commerceCartItems.$inferSelect;

/** The club's commerce settings; a club without a row charges no tax and no handling. */
export const commerceSettings = pgTable("commerce_settings", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id),
  taxRateBps: integer("tax_rate_bps").notNull().default(0),
  handlingCents: integer("handling_cents").notNull().default(0),
  holdMinutes: integer("hold_minutes").notNull().default(15),
  /**
   * Where the refund of a card (or bank) payment goes: back to it (the default), or onto the
   * member's house credits. House credits an order spent always go back as credits.
   */
  cardRefundsTo: text("card_refunds_to", { enum: REFUND_DESTINATIONS }).notNull().default("original"),
});
