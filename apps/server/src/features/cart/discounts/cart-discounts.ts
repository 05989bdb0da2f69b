/**
 * The cart's discount sources at work: what they offer a cart, as terms for the domain's
 * `cartTotals`; the priced discounts back; their consumption at checkout; and their restoration
 * when an order's discounted lines are cancelled.
 */
import type { DiscountShare, DiscountTerms } from "@crest/domain";
import type { TenantScope } from "../../../db/tenant-scope.ts";
import type {
  AppliedDiscount,
  DiscountableLine,
  DiscountOffer,
  DiscountSource,
  OrderDiscount,
} from "../../../platform/discount-source.ts";
import type { ServiceContext } from "../../../platform/service-context.ts";
import { refusalError } from "../refusal-error.ts";
import type { CartRow } from "../tables.ts";

/** Every source's offers for the cart, in the order the sources are registered. */
export async function offersFor(
  sources: readonly DiscountSource[],
  scope: TenantScope,
  cart: CartRow | null,
  lines: DiscountableLine[],
  now: Date,
): Promise<DiscountOffer[]> {
  if (!cart) return [];
  const offers: DiscountOffer[] = [];
  for (const source of sources) offers.push(...(await source.describe(scope, cart, lines, now)));
  return offers;
}

/** The offers as `cartTotals` takes them: lines by index; an offer giving nothing takes nothing. */
export function termsOf(offers: DiscountOffer[], lines: DiscountableLine[]): DiscountTerms[] {
  return offers.map((offer) => ({
    kind: offer.terms?.kind ?? "fixed",
    value: offer.terms?.value ?? 0,
    lines:
      offer.lineIds === null
        ? null
        : lines.flatMap((line, index) => (offer.lineIds?.includes(line.id) ? [index] : [])),
  }));
}

/** The offers with what the totals made of them. */
export const appliedOf = (
  offers: DiscountOffer[],
  shares: DiscountShare[],
  lines: DiscountableLine[],
): AppliedDiscount[] =>
  offers.map((offer, index) => {
    const share = shares[index];
    return {
      ...offer,
      amount: share?.amount ?? 0,
      lineShares: lines.flatMap((line, lineIndex) => {
        const amount = share?.lineShares[lineIndex] ?? 0;
        return amount > 0 ? [{ lineId: line.id, amount }] : [];
      }),
    };
  });

const sourceOf = (sources: readonly DiscountSource[], type: string): DiscountSource => {
  const source = sources.find((candidate) => candidate.type === type);
  if (!source) throw new Error(`no discount source of type ${type}`);
  return source;
};

/**
 * At checkout, in the order's transaction: each discount that takes something off is used
 * once; a refusal (a coupon used up meanwhile) fails the checkout with the source's code.
 */
export async function consumeDiscounts(
  context: ServiceContext,
  discounts: AppliedDiscount[],
  orderId: string,
): Promise<void> {
  for (const discount of discounts) {
    if (discount.amount === 0) continue;
    const source = sourceOf(context.platform.discountSources, discount.type);
    const refusal = await source.consume(context, discount, orderId);
    if (refusal) throw refusalError(refusal, discount.label);
  }
}

/** The discounts an order keeps: those that took something, on its items (cart line → order item). */
export const orderDiscountsOf = (
  discounts: AppliedDiscount[],
  orderItemIdOf: (lineId: string) => string,
): OrderDiscount[] =>
  discounts
    .filter((discount) => discount.amount > 0)
    .map((discount) => ({
      type: discount.type,
      sourceId: discount.sourceId,
      label: discount.label,
      amount: discount.amount,
      lines: discount.lineShares.map((share) => ({
        orderItemId: orderItemIdOf(share.lineId),
        amount: share.amount,
      })),
    }));

/**
 * The discounts that cancelling `cancelled` order items frees: those on one of them that no
 * active item still carries (a coupon over two lines stays used while either is active, and is
 * freed once, by the cancellation that ends the last).
 */
export const discountsFreedBy = (
  discounts: readonly OrderDiscount[],
  cancelled: readonly string[],
  active: readonly string[],
): OrderDiscount[] =>
  discounts.filter(
    (discount) =>
      discount.lines.some((line) => cancelled.includes(line.orderItemId)) &&
      !discount.lines.some((line) => active.includes(line.orderItemId)),
  );

/**
 * After order items were cancelled, in the cancellation's transaction: each discount that frees
 * goes back to its source (a coupon's use, a voucher). Answers those restored.
 */
export async function restoreDiscounts(
  context: ServiceContext,
  discounts: readonly OrderDiscount[],
  items: { cancelled: readonly string[]; active: readonly string[] },
): Promise<OrderDiscount[]> {
  const freed = discountsFreedBy(discounts, items.cancelled, items.active);
  for (const discount of freed)
    await sourceOf(context.platform.discountSources, discount.type).restore(context, discount);
  return freed;
}
