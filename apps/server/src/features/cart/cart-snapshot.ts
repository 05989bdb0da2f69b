/**
 * The cart as it stands: its lines priced by their providers now, the coupon checked against the
 * subtotal, and the totals computed once, here, with the domain's pure functions (spec-1 §3
 * Cart). The cart endpoints answer its view; checkout charges its totals.
 */
import {
  type Cart,
  type CartItem,
  type CartItemType,
  type CartTotals,
  cartTotals,
  couponRefusal,
  toMajorUnits,
} from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { cartLines, couponById, findOpenCart, settingsOf } from "./cart-repository.ts";
import type { ItemDescription } from "./providers/cart-item-provider.ts";
import { providerFor } from "./providers/index.ts";
import { currentShippingChoice } from "./stored-shipping-choice.ts";
import type { CartItemRow, CartRow, CouponRow, StoredShippingChoice } from "./tables.ts";

export interface SnapshotLine {
  row: CartItemRow;
  ref: Record<string, string | null>;
  item: ItemDescription;
}

export interface CartSnapshot {
  cart: CartRow | null;
  lines: SnapshotLine[];
  coupon: CouponRow | null;
  totals: CartTotals;
  weightGrams: number;
  /** Whether any line is delivered, so checkout needs a shipping choice. */
  needsShipping: boolean;
  /** The cart's shipping choice priced for it now; null when none serves it (checkout asks again). */
  shippingChoice: StoredShippingChoice | null;
}

/** Prices a cart's lines through their providers. */
export async function snapshotOf(
  scope: TenantScope,
  cart: CartRow | null,
  now = new Date(),
): Promise<CartSnapshot> {
  const rows = cart ? await cartLines(scope, cart.id) : [];
  const lines = await Promise.all(
    rows.map(async (row) => {
      const provider = providerFor(row.type);
      const ref = provider.parseRef(row.ref);
      return { row, ref, item: await provider.describe(scope, ref) };
    }),
  );
  const settings = await settingsOf(scope);
  const needsShipping = lines.some((line) => line.item.shipped);
  const priced = lines.map((line) => ({
    priceEach: line.item.priceEach,
    quantity: line.row.quantity,
    taxRateBps: settings.taxRateBps,
    postpay: line.item.postpay,
  }));
  const subTotal = priced.reduce((sum, line) => sum + line.priceEach * line.quantity, 0);
  const stored = cart?.couponId ? await couponById(scope, cart.couponId) : undefined;
  // A coupon that stopped applying (expired, the subtotal fell) stays on the cart but gives nothing.
  const coupon = stored && couponRefusal(stored, subTotal, now) === null ? stored : null;
  const weightGrams = lines.reduce((sum, line) => sum + line.item.weightGrams * line.row.quantity, 0);
  const shippingChoice =
    cart && needsShipping
      ? await currentShippingChoice(scope, cart, { weightGrams, subtotalCents: subTotal }, now)
      : null;
  const totals = cartTotals({
    lines: priced,
    coupon,
    shipping: shippingChoice?.priceCents ?? 0,
    handling: lines.length > 0 ? settings.handlingCents : 0,
  });
  return { cart, lines, coupon: stored ?? null, totals, weightGrams, needsShipping, shippingChoice };
}

/** The signed-in customer's open cart, priced (an empty cart when they have none). */
export async function snapshotFor(context: ServiceContext, customerId: string): Promise<CartSnapshot> {
  return snapshotOf(context.scope, (await findOpenCart(context.scope, customerId)) ?? null);
}

const KIND_OF: Record<CartItemType, keyof Cart["items"]> = {
  product: "products",
  event: "tickets",
  reservation: "reservations",
  appointment: "appointments",
};

export function cartItemView(line: SnapshotLine, discount: number, now: Date): CartItem {
  const { row, item } = line;
  return {
    id: row.id,
    type: row.type,
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
    guest: null,
    productId: item.productId,
    variantId: item.variantId,
    surveyId: item.surveyId,
  };
}

/** spec-1 §3 Cart, as the API answers it. */
export function cartView(snapshot: CartSnapshot, currency: string, now = new Date()): Cart {
  const { totals } = snapshot;
  const items: Cart["items"] = { reservations: [], appointments: [], tickets: [], products: [] };
  snapshot.lines.forEach((line, index) => {
    items[KIND_OF[line.row.type]].push(cartItemView(line, totals.lineDiscounts[index] ?? 0, now));
  });
  const coupon = snapshot.coupon;
  const applied = coupon !== null && totals.discountTotal > 0;
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
    totalItems: totals.totalItems,
    weightGrams: snapshot.weightGrams,
    needsShipping: snapshot.needsShipping,
    coupon: coupon ? { code: coupon.code } : null,
    shippingChoice:
      choice && snapshot.needsShipping
        ? { id: choice.id, type: choice.type, method: choice.method, price: choice.priceCents }
        : null,
    discountItems: applied
      ? [
          {
            type: "coupon",
            discount: totals.discountTotal,
            value: coupon.kind === "percent" ? coupon.value / 100 : toMajorUnits(coupon.value, currency),
            message: coupon.message || coupon.code,
          },
        ]
      : [],
    items,
  };
}
