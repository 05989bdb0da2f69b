/**
 * An order's money by line (issue 21): what each line carries of the order's tax, house credits
 * and order-level charges (shipping, handling), split so the lines add up to the order exactly,
 * and what cancelling some of a line's units gives back, card part and credit part, to the cent.
 * Pure and in minor units, like the cart's arithmetic (cart.rules.ts).
 */
import { splitByLargestRemainder } from "../common/largest-remainder.ts";
import type { MinorUnits } from "../common/money.ts";

export interface OrderLineInput {
  /** priceEach × quantity. */
  subTotal: MinorUnits;
  /** The line's share of the order's discounts. */
  discount: MinorUnits;
  /** The line's tax rate in basis points. */
  taxRateBps: number;
}

export interface LineShare {
  tax: MinorUnits;
  /** subTotal − discount + tax: what the line costs. */
  total: MinorUnits;
  /** What house credits paid of the line. */
  credits: MinorUnits;
}

export interface OrderShares {
  lines: LineShare[];
  /** What the order's own charges (shipping, handling) carry of the credits. */
  orderLevelCredits: MinorUnits;
}

/**
 * Each line's tax (the order's tax, rounded once on the order, split by the exact tax each line
 * accrued), its total, and its share of the credits the order spent: what restricted credits
 * paid of a line is that line's (`restrictedCredits`, in the lines' order), and the rest of
 * `creditsApplied` is split over what the lines and the order-level charges still cost.
 */
export function orderShares(input: {
  lines: readonly OrderLineInput[];
  taxTotal: MinorUnits;
  orderLevel: MinorUnits;
  creditsApplied: MinorUnits;
  restrictedCredits?: readonly MinorUnits[];
}): OrderShares {
  const taxes = splitByLargestRemainder(
    input.taxTotal,
    input.lines.map((line) => (line.subTotal - line.discount) * line.taxRateBps),
  );
  const totals = input.lines.map((line, index) => line.subTotal - line.discount + (taxes[index] ?? 0));
  const restricted = totals.map((total, index) => Math.min(total, input.restrictedCredits?.[index] ?? 0));
  const unrestricted = input.creditsApplied - restricted.reduce((sum, amount) => sum + amount, 0);
  const credits = splitByLargestRemainder(unrestricted, [
    ...totals.map((total, index) => total - (restricted[index] ?? 0)),
    input.orderLevel,
  ]);
  return {
    lines: input.lines.map((_, index) => ({
      tax: taxes[index] ?? 0,
      total: totals[index] ?? 0,
      credits: (restricted[index] ?? 0) + (credits[index] ?? 0),
    })),
    orderLevelCredits: credits[input.lines.length] ?? 0,
  };
}

export interface LineRefundInput {
  /** The line as ordered, and its shares (orderShares). */
  quantity: number;
  total: MinorUnits;
  credits: MinorUnits;
  /** Units cancelled before. */
  cancelledQuantity: number;
  /** Units to cancel now. */
  cancel: number;
  /** The provider's late-cancel fee, kept from what goes back. */
  fee: MinorUnits;
  /**
   * When these are the order's last active units, what the order's own charges (shipping,
   * handling) cost and what credits paid of them: they go back too.
   */
  orderLevel?: { total: MinorUnits; credits: MinorUnits };
}

export interface RefundPlan {
  /** What goes back in all: the units' share, less the fee. */
  amount: MinorUnits;
  /** Back to the card (or bank) the order was paid with. */
  card: MinorUnits;
  /** Back as house credit: the credits these units spent, always. */
  credit: MinorUnits;
  fee: MinorUnits;
}

/** What the first `units` of `quantity` carry of `whole`: rounded down, so the last units take the rest. */
const cumulativeShare = (whole: MinorUnits, units: number, quantity: number): MinorUnits =>
  units >= quantity ? whole : Math.floor((whole * units) / quantity);

/**
 * What cancelling `cancel` units of a line gives back. The units' share is the line's total in
 * proportion, counted cumulatively (the last units take what is left), so a line cancelled in
 * parts gives back exactly what it cost. Credits the units spent go back as credit; the fee is
 * kept from the card part first, then from the credit part.
 */
export function lineRefundPlan(input: LineRefundInput): RefundPlan {
  const before = input.cancelledQuantity;
  const after = before + input.cancel;
  if (input.cancel <= 0 || after > input.quantity) throw new RangeError("cannot cancel those units");
  const share = (whole: MinorUnits) =>
    cumulativeShare(whole, after, input.quantity) - cumulativeShare(whole, before, input.quantity);
  const orderLevel = input.orderLevel ?? { total: 0, credits: 0 };
  const total = share(input.total) + orderLevel.total;
  const credits = share(input.credits) + orderLevel.credits;
  const card = total - credits;
  const fee = Math.min(Math.max(0, input.fee), total);
  const fromCard = Math.min(fee, card);
  return { amount: total - fee, card: card - fromCard, credit: credits - (fee - fromCard), fee };
}
