/** The test voucher source's one table: a voucher for one product, put on a cart, redeemed by an order. */
import { integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { commerceCarts } from "../../features/cart/tables.ts";
import { companies } from "../../features/config/tables.ts";

export const testVouchers = pgTable("test_vouchers", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id),
  /** The cart it was put on (redeemed into), if any. */
  cartId: uuid("cart_id").references(() => commerceCarts.id, { onDelete: "set null" }),
  /** The product it takes money off. */
  productId: uuid("product_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  /** The order that used it; null while it is free. */
  redeemedOrderId: uuid("redeemed_order_id"),
});
