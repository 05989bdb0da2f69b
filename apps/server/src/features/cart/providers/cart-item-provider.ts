/**
 * The cart-item provider interface: what the cart and checkout need from whatever a line is of
 * (a product now; event tickets, reservations and appointments next). Checkout only speaks to
 * this interface, so a new kind of item is a new provider registered in `providers/index.ts`,
 * never a change to checkout. Every call takes the caller's scope, so it runs in its transaction.
 */
import type { CartItemType } from "@crest/domain";
import type { TenantScope } from "../../../db/tenant-scope.ts";

/** What a line shows and costs, as the provider prices it now. */
export interface ItemDescription {
  title: string;
  description: string;
  photo: string | null;
  /** Minor units. */
  priceEach: number;
  minQty: number;
  /** 0 for no maximum. */
  maxQty: number;
  /** For shipping quotes; 0 for what is not shipped. */
  weightGrams: number;
  /** Whether the line is delivered (a physical product) and so needs a shipping choice. */
  shipped: boolean;
  /** Paid at the venue later rather than now (counted in the total, not in what is due). */
  postpay: boolean;
  surveyId: string | null;
  productId: string | null;
  variantId: string | null;
  /** A label of the chosen options ("Size: M"), for the order item. */
  attributeLabel: string | null;
}

export interface Availability {
  /**
   * The item's title when the units surely cannot be held now and nothing else would refuse the
   * line first; null when they may be, or when the transaction should say why not.
   */
  soldOut: string | null;
  /** Units left to hold now, when the item counts them and nothing else refuses the line; else null. */
  left: number | null;
}

/** The order item's place, so a provider can create what the payment buys (a ticket, a booking). */
export interface FulfilmentTarget {
  orderId: string;
  orderItemId: string;
  customerId: string;
}

export interface CartItemProvider<Ref extends Record<string, string | null>> {
  type: CartItemType;
  /** Reads a stored ref back (refuses a malformed one). */
  parseRef(stored: Record<string, string | null>): Ref;
  /** One line per key in a cart: adding the same item again changes that line's quantity. */
  lineKey(ref: Ref): string;
  /** The item as it is now; AppError("not_found") for an unknown item or another club's. */
  describe(scope: TenantScope, ref: Ref): Promise<ItemDescription>;
  /**
   * A read before the cart's transaction (so a sold-out answer is cheap): whether `more` more
   * units (for a line of `quantity`) surely cannot be held now, and how many are left.
   */
  availability(scope: TenantScope, ref: Ref, quantity: number, more: number): Promise<Availability>;
  /** Holds `quantity` more units (stock, seats, slots): false when there are not enough. */
  hold(scope: TenantScope, ref: Ref, quantity: number): Promise<boolean>;
  /** Gives back `quantity` held units. */
  release(scope: TenantScope, ref: Ref, quantity: number): Promise<void>;
  /** On payment: turns the held units into the sold thing (stock leaves, a ticket is issued). */
  fulfil(scope: TenantScope, ref: Ref, quantity: number, target: FulfilmentTarget): Promise<void>;
}
