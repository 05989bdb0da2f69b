/** Coupons on the cart (spec-1 §7 POST/DELETE /api/cart/coupon, §8 invalid_coupon). */
import { type Cart, couponRefusal } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { buyerOf } from "./buyer.ts";
import { cartAnswer, snapshotOf } from "./cart-snapshot.ts";
import { couponByCode, openCartFor, setCartCoupon } from "./repository.ts";

/**
 * Applies a coupon by its code (any case). An unknown code, or one that does not apply now to
 * this cart (inactive, not started, expired, used up, below its minimum), is invalid_coupon.
 */
export async function applyCoupon(context: ServiceContext, code: string): Promise<Cart> {
  const buyer = await buyerOf(context);
  const snapshot = await inTransaction(context, async (tx) => {
    const cart = await openCartFor(tx.scope, buyer.customerId, true);
    const coupon = await couponByCode(tx.scope, code);
    if (!coupon) throw new AppError("invalid_coupon");
    const before = await snapshotOf(tx, cart, buyer);
    if (couponRefusal(coupon, before.totals.subTotal, new Date()) !== null)
      throw new AppError("invalid_coupon");
    await setCartCoupon(tx.scope, cart.id, coupon.id);
    return snapshotOf(tx, { ...cart, couponId: coupon.id }, buyer);
  });
  return cartAnswer(context, snapshot);
}

/** Takes the coupon off the cart. */
export async function removeCoupon(context: ServiceContext): Promise<Cart> {
  const buyer = await buyerOf(context);
  const snapshot = await inTransaction(context, async (tx) => {
    const cart = await openCartFor(tx.scope, buyer.customerId, true);
    await setCartCoupon(tx.scope, cart.id, null);
    return snapshotOf(tx, { ...cart, couponId: null }, buyer);
  });
  return cartAnswer(context, snapshot);
}
