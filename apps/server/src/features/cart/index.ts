/**
 * The cart's public API, for the checkout flow: the priced snapshot, locking and closing the
 * cart, and the providers that hold and fulfil lines (never the tables).
 */
export { cardRefundDestination, closeCart, lockCart, setLineHold, useCoupon } from "./cart-repository.ts";
export { type CartSnapshot, cartView, type SnapshotLine, snapshotFor, snapshotOf } from "./cart-snapshot.ts";
export { releaseExpiredHolds } from "./hold-release.ts";
export type { CartItemProvider, FulfilmentTarget, ItemDescription } from "./providers/cart-item-provider.ts";
export { providerFor } from "./providers/index.ts";
export type { StoredShippingChoice } from "./tables.ts";
