/**
 * Coupons as the cart's first discount source (spec-1 §7 POST/DELETE /api/cart/coupon): the
 * cart's coupon takes its percentage or amount off the whole cart while it applies (active,
 * started, not expired, not used up, the subtotal at its minimum); one that stopped applying
 * stays on the cart and gives nothing. Checkout counts its use (never past its maximum); the use
 * is given back when every line it discounted is cancelled.
 */
import { couponRefusal } from "@crest/domain";
import type { DiscountSource } from "../../../platform/discount-source.ts";
import { couponById, giveCouponUseBack, useCoupon } from "../repository.ts";

export const couponSource: DiscountSource = {
  type: "coupon",
  async describe(scope, cart, lines, now) {
    const coupon = cart.couponId ? await couponById(scope, cart.couponId) : undefined;
    if (!coupon) return [];
    const subTotal = lines.reduce((sum, line) => sum + line.subTotal, 0);
    const applies = couponRefusal(coupon, subTotal, now) === null;
    return [
      {
        type: "coupon",
        sourceId: coupon.id,
        label: coupon.code,
        message: coupon.message || coupon.code,
        terms: applies ? { kind: coupon.kind, value: coupon.value } : null,
        lineIds: null,
      },
    ];
  },
  consume: async (context, discount) =>
    (await useCoupon(context.scope, discount.sourceId)) ? null : { code: "invalid_coupon" },
  restore: (context, discount) => giveCouponUseBack(context.scope, discount.sourceId),
};
