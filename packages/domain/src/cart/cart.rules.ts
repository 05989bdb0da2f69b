/**
 * The cart's arithmetic (spec-1 §3 Cart; spec-2 §5 house credits), pure and in minor units, so
 * the server computes totals in exactly one way and tests can pin every rounding.
 *
 * Order of work: line subtotals → the coupon's discount on the subtotal (a percentage rounds
 * half up; a fixed amount never exceeds the subtotal) → the discount spread over the lines in
 * proportion (the last line takes the remainder, so the parts add up exactly) → tax per line on
 * what is left, at the line's rate, rounded once on the order total → shipping and handling,
 * untaxed → total; postpay amounts are due later, so totalDue = total - postpay.
 */
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

export interface CartTotals {
  subTotal: MinorUnits;
  discountTotal: MinorUnits;
  /** The discount each line carries, in the lines' order. */
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

/** The coupon's discount on a subtotal: never more than the subtotal, never negative. */
export function couponDiscount(
  coupon: Pick<CouponTerms, "kind" | "value">,
  subTotal: MinorUnits,
): MinorUnits {
  const raw = coupon.kind === "percent" ? roundedShare(subTotal, coupon.value, 10_000) : coupon.value;
  return Math.max(0, Math.min(raw, subTotal));
}

/** Spreads a discount over amounts in proportion; the last non-zero amount takes the remainder. */
export function spreadDiscount(discount: MinorUnits, amounts: MinorUnits[]): MinorUnits[] {
  const base = amounts.reduce((sum, amount) => sum + amount, 0);
  if (base === 0 || discount === 0) return amounts.map(() => 0);
  const lastIndex = amounts.findLastIndex((amount) => amount > 0);
  let given = 0;
  return amounts.map((amount, index) => {
    if (index === lastIndex) return discount - given;
    const share = Math.floor((discount * amount) / base);
    given += share;
    return share;
  });
}

/** The cart's totals from its lines, coupon, shipping and handling (all minor units). */
export function cartTotals(input: {
  lines: PricedLine[];
  coupon: Pick<CouponTerms, "kind" | "value"> | null;
  shipping: MinorUnits;
  handling: MinorUnits;
}): CartTotals {
  const lineSubTotals = input.lines.map((line) => line.priceEach * line.quantity);
  const subTotal = lineSubTotals.reduce((sum, amount) => sum + amount, 0);
  const discountTotal = input.coupon ? couponDiscount(input.coupon, subTotal) : 0;
  const lineDiscounts = spreadDiscount(discountTotal, lineSubTotals);
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
