/**
 * The cart as it stands: its lines priced by their providers now (for this buyer), the discount
 * sources' offers, and the totals computed once, here, with the domain's pure functions (spec-1
 * §3 Cart). The cart endpoints answer its view; checkout charges its totals.
 */
import {
  type Cart,
  type CartItem,
  type CartItemType,
  type CartTotals,
  cartTotals,
  toMajorUnits,
  wireKeys,
} from "@crest/domain";
import type {
  AnyCartItemProvider,
  Buyer,
  ItemDescription,
  ProviderLine,
} from "../../platform/cart-item-provider.ts";
import type { AppliedDiscount } from "../../platform/discount-source.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { commerceSettingsOf } from "./commerce-settings.ts";
import { appliedOf, offersFor, termsOf } from "./discounts/cart-discounts.ts";
import { creditsForCart } from "./house-credit-allocation.ts";
import { cartLines, openCartWithLines, type settingsOf } from "./repository.ts";
import { currentShippingChoice } from "./stored-shipping-choice.ts";
import type { CartItemRow, CartRow, StoredShippingChoice } from "./tables.ts";

export interface SnapshotLine {
  row: CartItemRow;
  provider: AnyCartItemProvider;
  /** The stored line, read back through the provider's schemas. */
  line: ProviderLine;
  item: ItemDescription;
  /** The line's tax rate: its item's own, else the club's. */
  taxRateBps: number;
}

export interface CartSnapshot {
  cart: CartRow | null;
  buyer: Buyer;
  lines: SnapshotLine[];
  /** Every discount on the cart, priced; one that gives nothing now has amount 0. */
  discounts: AppliedDiscount[];
  totals: CartTotals;
  weightGrams: number;
  /** Whether any line is delivered, so checkout needs a shipping choice. */
  needsShipping: boolean;
  /** Whether any line is food or drink, so checkout needs to know when and where it is served. */
  needsDining: boolean;
  /** The cart's shipping choice priced for it now; null when none serves it (checkout asks again). */
  shippingChoice: StoredShippingChoice | null;
  /** The club's commerce settings it was priced with. */
  settings: CommerceSettings;
}

/** A stored cart line as its provider's line (its ref and data checked by the provider's schemas). */
export const storedLineOf = (provider: AnyCartItemProvider, row: CartItemRow): ProviderLine => ({
  ref: provider.refSchema.parse(row.ref),
  data: provider.dataSchema.parse(row.data),
  quantity: row.quantity,
});

/** The club's commerce settings (tax rate, handling, hold time) a cart is priced with. */
export type CommerceSettings = Awaited<ReturnType<typeof settingsOf>>;

/**
 * Prices a cart's lines through their providers, for its buyer (in `context`'s transaction, if
 * any). `settings` already read by the caller (the add's hold time, checkout's first pricing)
 * are priced with again rather than read twice in one request; `lines`, the cart's lines when
 * the caller read them with the cart.
 */
export async function snapshotOf(
  context: ServiceContext,
  cart: CartRow | null,
  buyer: Buyer,
  given: { settings?: CommerceSettings; now?: Date; lines?: CartItemRow[] } = {},
): Promise<CartSnapshot> {
  const { scope } = context;
  const now = given.now ?? new Date();
  const rows = given.lines ?? (cart ? await cartLines(scope, cart.id) : []);
  const settings = given.settings ?? (await commerceSettingsOf(context));
  const lines = await Promise.all(
    rows.map(async (row) => {
      const provider = context.platform.cartItems.of(row.kind);
      const line = storedLineOf(provider, row);
      const item = await provider.describe(scope, line, buyer);
      return { row, provider, line, item, taxRateBps: item.taxRateBps ?? settings.taxRateBps };
    }),
  );
  const needsShipping = lines.some((line) => line.item.shipped);
  const needsDining = lines.some((line) => line.item.dining === true);
  const priced = lines.map((line) => ({
    priceEach: line.item.priceEach,
    quantity: line.row.quantity,
    taxRateBps: line.taxRateBps,
    postpay: line.item.postpay,
  }));
  const subTotal = priced.reduce((sum, line) => sum + line.priceEach * line.quantity, 0);
  const discountable = lines.map(({ row, line, item }) => ({
    id: row.id,
    kind: row.kind,
    ref: line.ref,
    item,
    quantity: row.quantity,
    subTotal: item.priceEach * row.quantity,
  }));
  const offers = await offersFor(context.platform.discountSources, scope, cart, discountable, now);
  const weightGrams = lines.reduce((sum, line) => sum + line.item.weightGrams * line.row.quantity, 0);
  const shippingChoice =
    cart && needsShipping
      ? await currentShippingChoice(scope, cart, { weightGrams, subtotalCents: subTotal }, now)
      : null;
  const totals = cartTotals({
    lines: priced,
    discounts: termsOf(offers, discountable),
    shipping: shippingChoice?.priceCents ?? 0,
    handling: lines.length > 0 ? settings.handlingCents : 0,
  });
  const discounts = appliedOf(offers, totals.discounts, discountable);
  return {
    cart,
    buyer,
    lines,
    discounts,
    totals,
    weightGrams,
    needsShipping,
    needsDining,
    shippingChoice,
    settings,
  };
}

/** The buyer's open cart, priced (an empty cart when they have none). */
export async function snapshotFor(context: ServiceContext, buyer: Buyer): Promise<CartSnapshot> {
  const open = await openCartWithLines(context.scope, buyer.customerId);
  return snapshotOf(context, open?.cart ?? null, buyer, { lines: open?.lines ?? [] });
}

const GROUP_OF: Record<CartItemType, keyof Cart["items"]> = {
  product: "products",
  event: "tickets",
  reservation: "reservations",
  appointment: "appointments",
};

export function cartItemView(line: SnapshotLine, discount: number, now: Date): CartItem {
  const { row, item } = line;
  return {
    id: row.id,
    type: line.provider.type,
    kind: row.kind,
    quantity: row.quantity,
    price: item.priceEach * row.quantity,
    priceEach: item.priceEach,
    discount,
    title: item.title,
    description: item.description,
    photo: item.photo,
    minQty: item.minQty,
    maxQty: item.maxQty,
    reserved: row.heldQuantity >= row.quantity && (row.reservedUntil?.getTime() ?? 0) > now.getTime(),
    reservedUntil: row.reservedUntil,
    guestId: null,
    guest: item.guest,
    productId: item.productId,
    variantId: item.variantId,
    surveyId: item.surveyId,
    ...changeOf(line),
  };
}

/** How the member changes the line from the cart: its provider's entry, as it travels. */
function changeOf({ provider, line }: SnapshotLine): Pick<CartItem, "change" | "fixedQuantity"> {
  const change = provider.changeOf?.(line);
  if (!change) return { change: null, fixedQuantity: true };
  const { quantity: _quantity, ...wire } = wireKeys(provider.itemSchema, {
    ...(change.item as object),
    quantity: 0,
  }) as Record<string, unknown>;
  return { change: wire, fixedQuantity: change.fixedQuantity };
}

/** A discount's figure as the cart shows it: a percentage (15) or an amount in major units (10). */
const figureOf = (discount: AppliedDiscount, currency: string): number =>
  discount.terms?.kind === "percent"
    ? discount.terms.value / 100
    : toMajorUnits(discount.terms?.value ?? 0, currency);

/**
 * The cart as the API answers it, with what the buyer's house credits could pay now (the checkout
 * page shows it before paying): the balances, a restricted credit's only what its lines owe.
 * Read here rather than in every snapshot: checkout prices its cart twice and allocates the
 * credits it spends itself, so a snapshot's read would be wasted there.
 */
export async function cartAnswer(context: ServiceContext, snapshot: CartSnapshot): Promise<Cart> {
  const { available } = await creditsForCart(context, snapshot);
  return cartView(snapshot, context.tenant.config.intl.currency, available);
}

/** spec-1 §3 Cart, as the API answers it, given what the buyer's house credits could pay. */
export function cartView(
  snapshot: CartSnapshot,
  currency: string,
  houseCredits: number,
  now = new Date(),
): Cart {
  const { totals } = snapshot;
  const items: Cart["items"] = { reservations: [], appointments: [], tickets: [], products: [] };
  snapshot.lines.forEach((line, index) => {
    items[GROUP_OF[line.provider.type]].push(cartItemView(line, totals.lineDiscounts[index] ?? 0, now));
  });
  const coupon = snapshot.discounts.find((discount) => discount.type === "coupon");
  const choice = snapshot.shippingChoice;
  return {
    id: snapshot.cart?.id ?? null,
    currency,
    subTotal: totals.subTotal,
    discountTotal: totals.discountTotal,
    taxTotal: totals.taxTotal,
    shipping: totals.shipping,
    handlingTotal: totals.handlingTotal,
    postpayTotal: totals.postpayTotal,
    total: totals.total,
    totalDue: totals.totalDue,
    houseCredits,
    totalItems: totals.totalItems,
    weightGrams: snapshot.weightGrams,
    needsShipping: snapshot.needsShipping,
    needsDining: snapshot.needsDining,
    coupon: coupon ? { code: coupon.label } : null,
    shippingChoice:
      choice && snapshot.needsShipping
        ? { id: choice.id, type: choice.type, method: choice.method, price: choice.priceCents }
        : null,
    discountItems: snapshot.discounts
      .filter((discount) => discount.amount > 0)
      .map((discount) => ({
        type: discount.type,
        discount: discount.amount,
        value: figureOf(discount, currency),
        message: discount.message,
      })),
    items,
  };
}
