import { describe, expect, it } from "vitest";
import {
  allocateHouseCredits,
  type CouponTerms,
  cartTotals,
  couponRefusal,
  discountAmount,
  quantityAllowed,
} from "./cart.rules.ts";

const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: "SAVE15",
  kind: "percent",
  value: 1500,
  minSubtotal: 0,
  startsOn: null,
  expiresOn: null,
  maxUses: null,
  uses: 0,
  active: true,
  ...overrides,
});

describe("cart totals in cents", () => {
  it("adds lines, tax, shipping and handling", () => {
    const totals = cartTotals({
      lines: [
        { priceEach: 1999, quantity: 2, taxRateBps: 825 },
        { priceEach: 500, quantity: 1, taxRateBps: 0 },
      ],
      discounts: [],
      shipping: 795,
      handling: 100,
    });
    expect(totals.subTotal).toBe(4498);
    // 3998 × 8.25 % = 329.835 → 330
    expect(totals.taxTotal).toBe(330);
    expect(totals.total).toBe(4498 + 330 + 795 + 100);
    expect(totals.totalDue).toBe(totals.total);
    expect(totals.totalItems).toBe(3);
  });

  it("rounds tax once on the order, half up, not per line", () => {
    // three lines of 0.5 cent tax each: per-line rounding would give 3, the order's 1.5 → 2
    const totals = cartTotals({
      lines: [1, 2, 3].map(() => ({ priceEach: 10, quantity: 1, taxRateBps: 500 })),
      discounts: [],
      shipping: 0,
      handling: 0,
    });
    expect(totals.taxTotal).toBe(2);
  });

  it("taxes what is left after the discount, and never taxes shipping", () => {
    const totals = cartTotals({
      lines: [{ priceEach: 10_000, quantity: 1, taxRateBps: 1000 }],
      discounts: [{ kind: "fixed", value: 2_500, lines: null }],
      shipping: 1_000,
      handling: 0,
    });
    expect(totals.discountTotal).toBe(2_500);
    expect(totals.taxTotal).toBe(750);
    expect(totals.total).toBe(10_000 - 2_500 + 750 + 1_000);
  });

  it("spreads an order discount over the lines by largest remainder, so the parts add up exactly", () => {
    const totals = cartTotals({
      lines: [99, 99, 2].map((priceEach) => ({ priceEach, quantity: 1, taxRateBps: 0 })),
      discounts: [{ kind: "fixed", value: 2, lines: null }],
      shipping: 0,
      handling: 0,
    });
    // exact shares 0.99, 0.99, 0.02: the two big lines carry a cent each (not the last line both)
    expect(totals.lineDiscounts).toEqual([1, 1, 0]);
    expect(totals.discounts).toEqual([{ amount: 2, lineShares: [1, 1, 0] }]);
    expect(totals.discountTotal).toBe(2);
  });

  it("takes a discount off only the lines it applies to", () => {
    const totals = cartTotals({
      lines: [
        { priceEach: 4_000, quantity: 1, taxRateBps: 1000 },
        { priceEach: 1_000, quantity: 3, taxRateBps: 1000 },
      ],
      discounts: [{ kind: "percent", value: 5000, lines: [1] }],
      shipping: 0,
      handling: 0,
    });
    expect(totals.lineDiscounts).toEqual([0, 1_500]);
    expect(totals.discountTotal).toBe(1_500);
    expect(totals.taxTotal).toBe(400 + 150);
  });

  it("applies discounts in turn, each to what the earlier ones left of its lines", () => {
    const totals = cartTotals({
      lines: [
        { priceEach: 1_000, quantity: 1, taxRateBps: 0 },
        { priceEach: 3_000, quantity: 1, taxRateBps: 0 },
      ],
      discounts: [
        // a voucher taking 25.00 off the second line, then 10 % off the order
        { kind: "fixed", value: 2_500, lines: [1] },
        { kind: "percent", value: 1000, lines: null },
      ],
      shipping: 0,
      handling: 0,
    });
    // the order's 10 % is of 10.00 + 5.00 left = 1.50, split 1.00 : 0.50
    expect(totals.discounts).toEqual([
      { amount: 2_500, lineShares: [0, 2_500] },
      { amount: 150, lineShares: [100, 50] },
    ]);
    expect(totals.lineDiscounts).toEqual([100, 2_550]);
    expect(totals.discountTotal).toBe(2_650);
    expect(totals.total).toBe(4_000 - 2_650);
  });

  it("never discounts a line below zero, however many discounts stack on it", () => {
    const totals = cartTotals({
      lines: [{ priceEach: 1_000, quantity: 1, taxRateBps: 825 }],
      discounts: [
        { kind: "percent", value: 10_000, lines: null },
        { kind: "fixed", value: 500, lines: [0] },
      ],
      shipping: 300,
      handling: 0,
    });
    expect(totals.discounts.map((discount) => discount.amount)).toEqual([1_000, 0]);
    expect(totals.taxTotal).toBe(0);
    expect(totals.total).toBe(300);
  });

  it("sums its line shares to each discount exactly, for any lines", () => {
    for (let lines = 1; lines <= 7; lines++) {
      const priced = Array.from({ length: lines }, (_, index) => ({
        priceEach: 101 + index * 37,
        quantity: 1 + (index % 3),
        taxRateBps: 825,
      }));
      const totals = cartTotals({
        lines: priced,
        discounts: [{ kind: "percent", value: 1_333, lines: null }],
        shipping: 0,
        handling: 0,
      });
      const [discount] = totals.discounts;
      expect(discount?.lineShares.reduce((a, b) => a + b, 0)).toBe(discount?.amount);
      expect(totals.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(totals.discountTotal);
    }
  });

  it("keeps postpay amounts out of what is due now", () => {
    const totals = cartTotals({
      lines: [
        { priceEach: 2_000, quantity: 1, taxRateBps: 0 },
        { priceEach: 3_000, quantity: 1, taxRateBps: 0, postpay: true },
      ],
      discounts: [],
      shipping: 0,
      handling: 0,
    });
    expect(totals.postpayTotal).toBe(3_000);
    expect(totals.totalDue).toBe(2_000);
  });
});

describe("coupons", () => {
  it("a percentage rounds half up; a fixed amount never exceeds the subtotal", () => {
    expect(discountAmount({ kind: "percent", value: 1500 }, 1_999)).toBe(300); // 299.85
    expect(discountAmount({ kind: "percent", value: 1000 }, 5)).toBe(1); // 0.5 → 1
    expect(discountAmount({ kind: "fixed", value: 1_000 }, 600)).toBe(600);
    expect(discountAmount({ kind: "fixed", value: -5 }, 600)).toBe(0);
  });

  it("refuses a coupon that is inactive, early, expired, used up or below its minimum", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    expect(couponRefusal(coupon(), 100, now)).toBeNull();
    expect(couponRefusal(coupon({ active: false }), 100, now)).toBe("inactive");
    expect(couponRefusal(coupon({ startsOn: new Date("2026-06-02T00:00:00Z") }), 100, now)).toBe(
      "not_started",
    );
    expect(couponRefusal(coupon({ expiresOn: now }), 100, now)).toBe("expired");
    expect(couponRefusal(coupon({ maxUses: 3, uses: 3 }), 100, now)).toBe("used_up");
    expect(couponRefusal(coupon({ minSubtotal: 5_000 }), 4_999, now)).toBe("below_minimum");
    expect(couponRefusal(coupon({ minSubtotal: 5_000 }), 5_000, now)).toBeNull();
  });
});

describe("house-credit allocation (spec-2 §5)", () => {
  it("skips zero-value credits and takes credits in turn until covered", () => {
    const result = allocateHouseCredits(
      [
        { id: "a", balance: 0 },
        { id: "b", balance: 1_000 },
        { id: "c", balance: 5_000 },
        { id: "d", balance: 2_000 },
      ],
      3_500,
    );
    expect(result.allocations).toEqual([
      { id: "b", amount: 1_000 },
      { id: "c", amount: 2_500 },
    ]);
    expect(result.covered).toBe(3_500);
    expect(result.remaining).toBe(0);
  });

  it("leaves the rest to pay when the credits do not cover it", () => {
    const result = allocateHouseCredits([{ id: "a", balance: 700 }], 1_000);
    expect(result).toEqual({ allocations: [{ id: "a", amount: 700 }], covered: 700, remaining: 300 });
    expect(allocateHouseCredits([{ id: "a", balance: 700 }], 0).allocations).toEqual([]);
  });
});

describe("quantities", () => {
  it("stays within min and max; 0 removes", () => {
    expect(quantityAllowed(0, 2, 4)).toBe(true);
    expect(quantityAllowed(1, 2, 4)).toBe(false);
    expect(quantityAllowed(4, 2, 4)).toBe(true);
    expect(quantityAllowed(5, 2, 4)).toBe(false);
    expect(quantityAllowed(50, 1, 0)).toBe(true);
  });
});
