/**
 * Discount sources: whatever takes money off a cart (coupons now; vouchers and offers next),
 * behind one interface, listed in a feature manifest's `discountSources`. A source describes
 * what it takes off which lines of a cart; the cart's totals (packages/domain `cartTotals`)
 * turn that into amounts and line shares; checkout consumes it in the order's transaction; and
 * when the lines it discounted are all cancelled, it is restored.
 */
import type { DiscountItem, DiscountTerms } from "@crest/domain";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { ServiceContext } from "./service-context.ts";

declare module "./platform-services.ts" {
  interface PlatformServices {
    /** The discount sources of every feature (manifest `discountSources`), in registry order. */
    discountSources: readonly DiscountSource[];
  }
}

import type { ItemDescription, Refusal } from "./cart-item-provider.ts";

/** A cart line as a source sees it, to decide whether it applies. */
/** The cart a source describes its discounts for (the cart's row carries these and more). */
export interface DiscountedCart {
  id: string;
  customerId: string;
  couponId: string | null;
}

export interface DiscountableLine {
  /** The cart line's id. */
  id: string;
  kind: string;
  ref: unknown;
  item: ItemDescription;
  quantity: number;
  /** Minor units, before any discount. */
  subTotal: number;
}

/** One discount a source puts on a cart. */
export interface DiscountOffer {
  type: DiscountItem["type"];
  /** The source's own id of it (a coupon's id, a voucher's id). */
  sourceId: string;
  /** What the order records it as (a coupon's code, a voucher's serial). */
  label: string;
  /** What the cart says about it. */
  message: string;
  /** What it takes off; null while it gives nothing (expired, below its minimum, its line gone). */
  terms: Pick<DiscountTerms, "kind" | "value"> | null;
  /** The cart lines it applies to; null for the whole cart. */
  lineIds: readonly string[] | null;
}

/** An offer as the cart's totals priced it. */
export interface AppliedDiscount extends DiscountOffer {
  amount: number;
  /** Each discounted line's share, summing to `amount` exactly. */
  lineShares: { lineId: string; amount: number }[];
}

/** A discount as the order keeps it: what to restore, and on which order items it was. */
export interface OrderDiscount {
  /** The source's type (kept as the order stored it). */
  type: string;
  sourceId: string;
  label: string;
  amount: number;
  lines: { orderItemId: string; amount: number }[];
}

export interface DiscountSource {
  type: DiscountItem["type"];
  /** What it takes off this cart now (in the caller's transaction, if any). */
  describe(
    scope: TenantScope,
    cart: DiscountedCart,
    lines: DiscountableLine[],
    now: Date,
  ): Promise<DiscountOffer[]>;
  /**
   * At checkout, inside the order's transaction: takes one use (a coupon's count, a voucher
   * redeemed). A refusal fails the checkout, and the transaction takes back anything done.
   */
  consume(context: ServiceContext, discount: AppliedDiscount, orderId: string): Promise<Refusal | null>;
  /** Gives the use back: every order line it discounted was cancelled. */
  restore(context: ServiceContext, discount: OrderDiscount): Promise<void>;
}
