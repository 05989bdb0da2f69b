/**
 * The cart's public API: for checkout, the priced snapshot, locking and closing the cart, and
 * the lines' holds and fulfilment; for features that sell through the cart, the cart-item
 * contract and the discount-source interface (never the tables).
 */

export {
  type AnyCartItemProvider,
  type Availability,
  type Buyer,
  type Canceller,
  type CancelRequest,
  type CartItemProvider,
  defineCartItemProvider,
  type FulfilmentTarget,
  type ItemDescription,
  type OrderedLine,
  type ProviderLine,
  type Refusal,
} from "../../platform/cart-item-provider.ts";
export type {
  AppliedDiscount,
  DiscountableLine,
  DiscountOffer,
  DiscountSource,
  OrderDiscount,
} from "../../platform/discount-source.ts";
export { buyerFor, buyerOf } from "./buyer.ts";
export {
  type CartSnapshot,
  cartAnswer,
  type SnapshotLine,
  snapshotFor,
  snapshotOf,
} from "./cart-snapshot.ts";
export {
  consumeDiscounts,
  discountsFreedBy,
  orderDiscountsOf,
  restoreDiscounts,
} from "./discounts/cart-discounts.ts";
export { releaseExpiredHolds } from "./hold-release.ts";
export { type CartCredits, creditsForCart } from "./house-credit-allocation.ts";
export { cancellationOf, cancelOrdered, fulfilLine, holdRest, type OrderedItem } from "./ordered-lines.ts";
export { CartItems } from "./providers/cart-items.ts";
export {
  cardRefundDestination,
  closeCart,
  lockCart,
  openCartClose,
  openCartFor,
  setLineHold,
} from "./repository.ts";
export type { StoredShippingChoice } from "./tables.ts";
