/**
 * A discount source for tests, written the way perks' vouchers will be (issue 27): a voucher for
 * one product, put on a member's cart, takes its amount off that product's line only, is used
 * once by the order that pays for it, and is free again when that line is cancelled.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { DiscountSource } from "../../features/cart/index.ts";
import type { FeatureManifest } from "../../platform/feature.ts";
import * as tables from "./tables.ts";
import { testVouchers } from "./tables.ts";

export const voucherSource: DiscountSource = {
  type: "voucher",
  async describe(scope, cart, lines) {
    const vouchers = await scope.select().from(testVouchers).where(eq(testVouchers.cartId, cart.id));
    return vouchers.map((voucher) => {
      const lineIds = lines
        .filter((line) => line.item.productId === voucher.productId)
        .map((line) => line.id);
      return {
        type: "voucher" as const,
        sourceId: voucher.id,
        label: `V-${voucher.id.slice(0, 8)}`,
        message: "Voucher",
        terms:
          voucher.redeemedOrderId === null && lineIds.length > 0
            ? { kind: "fixed" as const, value: voucher.amountCents }
            : null,
        lineIds,
      };
    });
  },
  async consume(context, discount, orderId) {
    const used = await context.scope
      .update(testVouchers)
      .set({ redeemedOrderId: orderId })
      .where(and(eq(testVouchers.id, discount.sourceId), isNull(testVouchers.redeemedOrderId)))
      .returning({ id: testVouchers.id });
    return used.length === 1 ? null : { code: "invalid_coupon" };
  },
  async restore(context, discount) {
    await context.scope
      .update(testVouchers)
      .set({ redeemedOrderId: null, cartId: null })
      .where(eq(testVouchers.id, discount.sourceId));
  },
};

export const voucherFeature: FeatureManifest = {
  name: "test-vouchers",
  tables,
  discountSources: [voucherSource],
};
