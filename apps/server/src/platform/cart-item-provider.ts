/**
 * The cart-item contract, version 2: what the cart and checkout need from whatever a line is of
 * (products now; event tickets, table reservations and spa appointments next). Checkout speaks
 * only to this interface, so a new kind of item is a provider listed in its feature's manifest
 * (`cartItems`), never a change to checkout. See docs/adding-a-feature.md, "Adding a cart-item
 * provider".
 *
 * Every call gets the buyer and the line: which item (`ref`), the line's own data (attendees, a
 * guest, a party size, a passcode's proof; the provider's `dataSchema`) and its quantity. Calls
 * on a scope run in the caller's transaction; calls on a context may also queue mail and jobs
 * there.
 */
import type { CancellationPolicy, CartItemType, ErrorCode, OrderItemFulfilment } from "@crest/domain";
import type { ZodType } from "zod";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { ServiceContext } from "./service-context.ts";

declare module "./platform-services.ts" {
  interface PlatformServices {
    /** The cart-item providers of every feature (manifest `cartItems`), by kind. */
    cartItems: CartItemRegistry;
  }
}

/** Who is buying: enough for a per-member maximum, members-only items and member prices. */
export interface Buyer {
  customerId: string;
  isMember: boolean;
}

/** A line as its provider sees it: which item, the line's own data, and how many units. */
export interface ProviderLine<Ref = unknown, Data = unknown> {
  ref: Ref;
  data: Data;
  quantity: number;
}

/** What a line shows and costs, as the provider prices it now (for this buyer). */
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
  /** Whether the line is food or drink, so checkout asks when and where it is served; false when left out. */
  dining?: boolean;
  /** Paid at the venue later rather than now (counted in the total, not in what is due). */
  postpay: boolean;
  surveyId: string | null;
  productId: string | null;
  variantId: string | null;
  /** A label of the chosen options ("Size: M"), for the order item. */
  attributeLabel: string | null;
  /** Who the line is for, when not the buyer (spec-1 §3 Cart item guest). */
  guest: { fullName: string } | null;
  /** The line's own tax rate in basis points, when not the club's (a tax-exempt event); else left out. */
  taxRateBps?: number;
}

/**
 * A line refused, in the provider's words: a code of the error catalogue (`sold_out`,
 * `slot_taken`, `ticket_max_reached`, `passcode_invalid`, `members_only`…), which the member
 * gets with the catalogue's wording, and what it concerns (the item's title when left out).
 */
export interface Refusal {
  code: ErrorCode;
  details?: string;
}

export interface Availability {
  /**
   * Why the units surely cannot be held now, when nothing else would refuse the line first;
   * null when they may be, or when the transaction should say why not.
   */
  refusal: Refusal | null;
  /** Units left to hold now, when the item counts them and nothing else refuses the line; else null. */
  left: number | null;
}

/** The order item a paid line became, so a provider can create what the payment buys. */
export interface FulfilmentTarget {
  orderId: string;
  orderItemId: string;
  buyer: Buyer;
}

/**
 * What `fulfil` answers. `recorded`: the provider stored it on the order item itself, in one of
 * its own statements (`orderItemFulfilmentUpdate` in the statement that takes its capacity's
 * row, a trip saved while that row is locked); the caller stores it otherwise.
 */
export type Fulfilled = OrderItemFulfilment & { recorded?: boolean };

/** Who asks to cancel an ordered line: the member (from their account) or staff. */
export type Canceller = "member" | "staff";

/** What a cancellation asks: how many units, by whom, when. */
export interface CancelRequest {
  units: number;
  by: Canceller;
  now: Date;
}

/** An ordered line, as its policy and its cancel see it. */
export interface OrderedLine<Ref = unknown, Data = unknown> {
  orderId: string;
  orderItemId: string;
  customerId: string;
  ref: Ref;
  data: Data;
  /** Units of the line not cancelled yet. */
  quantity: number;
  fulfilment: OrderItemFulfilment | null;
  /** The order's status (a product line cannot be cancelled once the order is completed). */
  orderStatus: string;
  placedAt: Date;
}

export interface CartItemProvider<Ref, Data, Item> {
  /** The path segment of its routes (`POST /api/cart/{kind}`, `GET /api/cart/items/{kind}`). */
  kind: string;
  /** The spec's item type: where the cart lists its lines and what the order item is. */
  type: CartItemType;
  /** One entry of `items` in `POST /api/cart/{kind}` (a schema from packages/domain). */
  itemSchema: ZodType<Item>;
  /** The stored ref (JSON): which item a line is of. */
  refSchema: ZodType<Ref>;
  /** The stored per-line data (JSON): never a secret, only a proof that one was checked. */
  dataSchema: ZodType<Data>;
  /**
   * An entry of the body as a line, before the cart's transaction: checks what the line's data
   * needs (a passcode, keeping only a proof) and may throw an AppError naming `field`. A
   * quantity of 0 removes the line and must not be refused for its data.
   */
  toLine(context: ServiceContext, buyer: Buyer, item: Item, field: string): Promise<ProviderLine<Ref, Data>>;
  /**
   * The entry of `items` (less its quantity) that changes the line, for the cart to offer; and
   * whether its quantity is fixed (only removing it is offered: its data was made for so many
   * units, or a passcode was asked once). Left out: the cart offers no change for the line.
   */
  changeOf?(line: ProviderLine<Ref, Data>): { item: Omit<Item, "quantity">; fixedQuantity: boolean };
  /** One line per key in a cart: adding the same key again changes that line. */
  lineKey(line: ProviderLine<Ref, Data>): string;
  /**
   * What the line's units are taken from (a product's stock, a time slot, a ticket type): adds
   * racing for the same capacity pass the cart's hold gate together.
   */
  capacityKey(line: ProviderLine<Ref, Data>): string;
  /** The item as it is now, for this buyer; AppError("not_found") for an unknown item or another club's. */
  describe(scope: TenantScope, line: ProviderLine<Ref, Data>, buyer: Buyer): Promise<ItemDescription>;
  /** A read before the cart's transaction (so refusing a drop's losers is cheap); decides nothing. */
  availability(
    scope: TenantScope,
    line: ProviderLine<Ref, Data>,
    buyer: Buyer,
    more: number,
  ): Promise<Availability>;
  /** Holds `more` more units for the line (of `line.quantity` in all); a refusal holds nothing. */
  hold(
    scope: TenantScope,
    line: ProviderLine<Ref, Data>,
    buyer: Buyer,
    more: number,
  ): Promise<Refusal | null>;
  /** Gives back `units` held units. */
  release(scope: TenantScope, line: ProviderLine<Ref, Data>, buyer: Buyer, units: number): Promise<void>;
  /**
   * Optional, after `release` in the cart's transaction (a hold ran out, a line was lowered or
   * removed), with the context for mail and jobs: what the provider does with the units given
   * back (tickets offer them to the event's waitlist first). Left out: they are simply free.
   */
  released?(
    context: ServiceContext,
    line: ProviderLine<Ref, Data>,
    buyer: Buyer,
    units: number,
  ): Promise<void>;
  /**
   * On payment, in the order's transaction: turns the held units into what was bought (stock
   * leaves, tickets are issued, a booking is made), may queue mail and jobs on `context`, and
   * answers what it created and the forms the order should ask for; stored on the order item,
   * by the caller or already by the provider (`Fulfilled`).
   */
  fulfil(
    context: ServiceContext,
    line: ProviderLine<Ref, Data>,
    target: FulfilmentTarget,
  ): Promise<Fulfilled>;
  /** Whether `by` may cancel `units` of the ordered line at `now`, until when, and the fee for them. */
  cancellation(
    scope: TenantScope,
    ordered: OrderedLine<Ref, Data>,
    request: CancelRequest,
  ): Promise<CancellationPolicy>;
  /** Cancels `units` of the ordered line: what was created is void and its capacity free again. */
  cancel(context: ServiceContext, ordered: OrderedLine<Ref, Data>, units: number): Promise<void>;
}

/** A provider of any item: what the cart keeps, each call's values checked by the provider's schemas. */
export type AnyCartItemProvider = CartItemProvider<unknown, unknown, unknown>;

/** Declares a provider with its own types, for a manifest's `cartItems`. */
export const defineCartItemProvider = <Ref, Data, Item>(
  provider: CartItemProvider<Ref, Data, Item>,
): AnyCartItemProvider => provider as unknown as AnyCartItemProvider;

/** The app's cart-item providers by kind (features/cart/providers/cart-items.ts builds it from the manifests). */
export interface CartItemRegistry {
  /** The kinds provided, in registry order. */
  readonly kinds: string[];
  /** The provider of a kind; a kind nobody provides is a programming error. */
  of(kind: string): AnyCartItemProvider;
  /** The body of `POST /api/cart/{kind}` for a kind: `{ items: [the provider's item…] }`. */
  bodyOf(kind: string): ZodType | undefined;
}
