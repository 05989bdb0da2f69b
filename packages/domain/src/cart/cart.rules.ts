/**
 * The cart's arithmetic (spec-1 §3 Cart; spec-2 §5 house credits), pure and in minor units, so
 * the server computes totals in exactly one way and tests can pin every rounding.
 *
 * Order of work: line subtotals → the discounts, in turn (coupons, vouchers, offers: the cart's
 * discount sources), each on what the earlier ones left of the lines it applies to (a percentage
 * rounds half up; a fixed amount never exceeds that base) and split over those lines by largest
 * remainder, so each discount's line shares add up to it exactly → tax per line on what is
 * left, at the line's rate, rounded once on the order total → shipping and handling, untaxed →
 * total; postpay amounts are due later, so totalDue = total - postpay.
 */
import { splitByLargestRemainder } from "../common/largest-remainder.ts";
import type { MinorUnits } from "../common/money.ts";

export interface PricedLine {
  priceEach: MinorUnits;
  quantity: number;
  /** Tax rate in basis points (825 = 8.25 %). */
  taxRateBps: number;
  /** Paid later (at the venue): counted in the total, not in what is due now. */
  postpay?: boolean;
}

export type CouponKind = "percent" | "fixed";

export interface CouponTerms {
  code: string;
  kind: CouponKind;
  /** Percent in basis points (1500 = 15 %) or a fixed amount in minor units. */
  value: number;
  minSubtotal: MinorUnits;
  startsOn: Date | null;
  expiresOn: Date | null;
  maxUses: number | null;
  uses: number;
  active: boolean;
}

/** What one discount takes off: its kind and figure, and the lines it applies to. */
export interface DiscountTerms {
  kind: CouponKind;
  /** Percent in basis points (1500 = 15 %) or a fixed amount in minor units. */
  value: number;
  /** The indexes of the lines it applies to; null for every line (an order discount). */
  lines: readonly number[] | null;
}

/** What one discount took off, and each line's share of it (every line, in the lines' order). */
export interface DiscountShare {
  amount: MinorUnits;
  lineShares: MinorUnits[];
}

export interface CartTotals {
  subTotal: MinorUnits;
  discountTotal: MinorUnits;
  /** Each discount, in the order given. */
  discounts: DiscountShare[];
  /** The discount each line carries (the sum of its shares), in the lines' order. */
  lineDiscounts: MinorUnits[];
  taxTotal: MinorUnits;
  shipping: MinorUnits;
  handlingTotal: MinorUnits;
  postpayTotal: MinorUnits;
  total: MinorUnits;
  totalDue: MinorUnits;
  totalItems: number;
}

/** a * numerator / denominator, rounded half up, for non-negative integers. */
export const roundedShare = (amount: MinorUnits, numerator: number, denominator: number): MinorUnits =>
  denominator === 0 ? 0 : Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));

/** Why a coupon does not apply now to this subtotal, or null when it does. */
export function couponRefusal(
  coupon: CouponTerms,
  subTotal: MinorUnits,
  now: Date,
): "inactive" | "not_started" | "expired" | "used_up" | "below_minimum" | null {
  if (!coupon.active) return "inactive";
  if (coupon.startsOn && coupon.startsOn.getTime() > now.getTime()) return "not_started";
  if (coupon.expiresOn && coupon.expiresOn.getTime() <= now.getTime()) return "expired";
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return "used_up";
  if (subTotal < coupon.minSubtotal) return "below_minimum";
  return null;
}

/** A discount's amount on a base: never more than the base, never negative. */
export function discountAmount(terms: Pick<DiscountTerms, "kind" | "value">, base: MinorUnits): MinorUnits {
  const raw = terms.kind === "percent" ? roundedShare(base, terms.value, 10_000) : terms.value;
  return Math.max(0, Math.min(raw, base));
}

/**
 * The discounts in turn: each on what is left of its lines, split over them by largest
 * remainder (a share never exceeds what is left of its line).
 */
function applyDiscounts(discounts: readonly DiscountTerms[], lineSubTotals: MinorUnits[]): DiscountShare[] {
  const left = [...lineSubTotals];
  return discounts.map((terms) => {
    const applies = (index: number) => terms.lines === null || terms.lines.includes(index);
    const weights = left.map((amount, index) => (applies(index) ? amount : 0));
    const amount = discountAmount(
      terms,
      weights.reduce((sum, weight) => sum + weight, 0),
    );
    const lineShares = splitByLargestRemainder(amount, weights);
    lineShares.forEach((share, index) => {
      left[index] = (left[index] ?? 0) - share;
    });
    return { amount, lineShares };
  });
}

/** The cart's totals from its lines, discounts, shipping and handling (all minor units). */
export function cartTotals(input: {
  lines: PricedLine[];
  discounts: readonly DiscountTerms[];
  shipping: MinorUnits;
  handling: MinorUnits;
}): CartTotals {
  const lineSubTotals = input.lines.map((line) => line.priceEach * line.quantity);
  const subTotal = lineSubTotals.reduce((sum, amount) => sum + amount, 0);
  const discounts = applyDiscounts(input.discounts, lineSubTotals);
  const lineDiscounts = lineSubTotals.map((_, index) =>
    discounts.reduce((sum, discount) => sum + (discount.lineShares[index] ?? 0), 0),
  );
  const discountTotal = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  // Tax accrues per line in exact fractions (bps × cents) and is rounded once for the order.
  const taxBasis = input.lines.reduce(
    (sum, line, index) => sum + ((lineSubTotals[index] ?? 0) - (lineDiscounts[index] ?? 0)) * line.taxRateBps,
    0,
  );
  const taxTotal = roundedShare(taxBasis, 1, 10_000);
  const postpayTotal = input.lines.reduce(
    (sum, line, index) =>
      line.postpay ? sum + (lineSubTotals[index] ?? 0) - (lineDiscounts[index] ?? 0) : sum,
    0,
  );
  const total = subTotal - discountTotal + taxTotal + input.shipping + input.handling;
  return {
    subTotal,
    discountTotal,
    discounts,
    lineDiscounts,
    taxTotal,
    shipping: input.shipping,
    handlingTotal: input.handling,
    postpayTotal,
    total,
    totalDue: total - postpayTotal,
    totalItems: input.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

export interface CreditBalance {
  id: string;
  balance: MinorUnits;
}

/**
 * spec-2 §5: house credits pay in turn until the amount is covered; credits with no value are
 * skipped. Answers what each credit gives and what is left to pay by other means.
 */
export function allocateHouseCredits(
  credits: CreditBalance[],
  amount: MinorUnits,
): { allocations: { id: string; amount: MinorUnits }[]; covered: MinorUnits; remaining: MinorUnits } {
  const allocations: { id: string; amount: MinorUnits }[] = [];
  let remaining = Math.max(0, amount);
  for (const credit of credits) {
    if (remaining === 0) break;
    if (credit.balance <= 0) continue;
    const take = Math.min(credit.balance, remaining);
    allocations.push({ id: credit.id, amount: take });
    remaining -= take;
  }
  return { allocations, covered: Math.max(0, amount) - remaining, remaining };
}

/** Whether a quantity is allowed for an item with these bounds (0 removes, and is always allowed). */
export const quantityAllowed = (quantity: number, minQty: number, maxQty: number): boolean =>
  quantity === 0 || (quantity >= Math.max(1, minQty) && (maxQty <= 0 || quantity <= maxQty));
