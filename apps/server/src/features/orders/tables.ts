/** Orders and their items: what a checkout leaves behind (spec-1 §3 Order, Order item). */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

/** Where the order goes, as the order details drawer shows it. */
export interface OrderShipping {
  name: string;
  method: string;
  type: string;
  address: string;
}

/** How a food-and-beverage order is served: a pickup (where, when), a table or a slip (issue 24). */
export interface OrderDiningRecord {
  type: "pickup" | "table" | "slip";
  /** The pickup time, ISO; null for a table or a slip. */
  at: string | null;
  locationId: string | null;
  locationName: string | null;
  address: string | null;
  /** The table or slip number. */
  place: string | null;
}

/** A discount the order took, as the cart's discount source gave it (restored when its lines are cancelled). */
export interface OrderDiscountRecord {
  /** The source (`coupon`, later `voucher`, `offer`). */
  type: string;
  sourceId: string;
  label: string;
  amount: number;
  lines: { orderItemId: string; amount: number }[];
}

/** What a line's cart-item provider created when the order was paid (tickets, bookings). */
export interface OrderItemFulfilmentRecord {
  created: { type: string; id: string; label: string | null }[];
  surveys: { uid: string; endpoint: string }[];
}

export const commerceOrders = pgTable(
  "commerce_orders",
  {
    id: uuid("id").primaryKey(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** The member's "Order No": increasing (one sequence for all clubs, so no two checkouts race for a number). */
    number: integer("number").generatedAlwaysAsIdentity(),
    /** The checkout attempt that made it: a retried checkout finds this order. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", {
      enum: ["processing", "completed", "partially_refunded", "failed", "cancelled", "refunded"],
    })
      .notNull()
      .default("processing"),
    via: text("via").notNull().default("portal"),
    type: text("type").notNull().default("checkout"),
    note: text("note"),
    subTotal: integer("sub_total").notNull(),
    discountTotal: integer("discount_total").notNull(),
    taxTotal: integer("tax_total").notNull(),
    shippingTotal: integer("shipping_total").notNull(),
    handlingTotal: integer("handling_total").notNull().default(0),
    tipTotal: integer("tip_total").notNull().default(0),
    serviceFeeTotal: integer("service_fee_total").notNull().default(0),
    total: integer("total").notNull(),
    /** What the payment method was charged (total less house credits). */
    charge: integer("charge").notNull(),
    creditsApplied: integer("credits_applied").notNull().default(0),
    /** What the credits paid of the order's own charges (shipping, handling): back when its last line goes. */
    orderLevelCredits: integer("order_level_credits").notNull().default(0),
    couponCode: text("coupon_code"),
    /** Every discount taken, with its share of each item (empty without discounts). */
    discounts: jsonb("discounts").$type<OrderDiscountRecord[]>().notNull().default([]),
    paymentId: uuid("payment_id"),
    shipping: jsonb("shipping").$type<OrderShipping>(),
    dining: jsonb("dining").$type<OrderDiningRecord>(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("commerce_orders_key_idx").on(t.companyId, t.idempotencyKey),
    index("commerce_orders_customer_idx").on(t.companyId, t.customerId, t.createdAt),
    // The staff list, newest first (issue 32).
    index("commerce_orders_created_idx").on(t.companyId, t.createdAt),
  ],
);
export type OrderRow = typeof commerceOrders.$inferSelect;

export const commerceOrderItems = pgTable(
  "commerce_order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => commerceOrders.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["reservation", "appointment", "event", "product"] }).notNull(),
    /** The cart-item provider the line came from (`products`…); null for an item made elsewhere (the demo's history). */
    kind: text("kind"),
    /** The provider's ref of the item, as the cart line had it (what a cancel frees). */
    ref: jsonb("ref").$type<unknown>(),
    /** The line's own data, as the cart line had it (attendees, guest, party size, a passcode's proof). */
    lineData: jsonb("line_data").$type<unknown>(),
    /** What paying for the line created (tickets, bookings); null when nothing. */
    fulfilment: jsonb("fulfilment").$type<OrderItemFulfilmentRecord>(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    photo: text("photo"),
    productId: uuid("product_id"),
    variantId: uuid("variant_id"),
    productAttribute: text("product_attribute"),
    quantity: integer("quantity").notNull(),
    priceEach: integer("price_each").notNull(),
    subTotal: integer("sub_total").notNull(),
    discount: integer("discount").notNull().default(0),
    /** subTotal − discount (before tax). */
    total: integer("total").notNull(),
    shippingTotal: integer("shipping_total").notNull().default(0),
    /** The line's share of the order's tax, and of the house credits it spent (orderShares). */
    tax: integer("tax").notNull().default(0),
    credits: integer("credits").notNull().default(0),
    /** Units cancelled so far, and what went back for them (card and credits, less fees). */
    cancelledQuantity: integer("cancelled_quantity").notNull().default(0),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    status: text("status", { enum: ["active", "cancelled"] })
      .notNull()
      .default("active"),
    surveyId: uuid("survey_id"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("commerce_order_items_order_idx").on(t.orderId, t.position)],
);
export type OrderItemRow = typeof commerceOrderItems.$inferSelect;

/**
 * One cancellation of some units of an order item, with what it gave back: the cancel flow's
 * record, answered again when the same line's cancel is asked after nothing is left of it.
 */
export const commerceOrderCancellations = pgTable(
  "commerce_order_cancellations",
  {
    id: uuid("id").primaryKey(),
    companyId: companyIdColumn(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => commerceOrders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => commerceOrderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    amount: integer("amount").notNull(),
    fee: integer("fee").notNull().default(0),
    /** Who asked: the member, or staff (for a full refund with no fee). */
    by: text("by", { enum: ["member", "staff"] }).notNull(),
    reason: text("reason").notNull().default(""),
    refunds: jsonb("refunds")
      .$type<{ id: string; amount: number; destination: "original" | "credit" }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("commerce_order_cancellations_item_idx").on(t.orderItemId, t.createdAt)],
);
export type OrderCancellationRow = typeof commerceOrderCancellations.$inferSelect;
