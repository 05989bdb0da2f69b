import { describe, expect, it } from "vitest";
import {
  allocateHouseCredits,
  type CouponTerms,
  cartTotals,
  couponDiscount,
  couponRefusal,
  quantityAllowed,
  spreadDiscount,
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
      coupon: null,
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
      coupon: null,
      shipping: 0,
      handling: 0,
    });
    expect(totals.taxTotal).toBe(2);
  });

  it("taxes what is left after the discount, and never taxes shipping", () => {
    const totals = cartTotals({
      lines: [{ priceEach: 10_000, quantity: 1, taxRateBps: 1000 }],
      coupon: { kind: "fixed", value: 2_500 },
      shipping: 1_000,
      handling: 0,
    });
    expect(totals.discountTotal).toBe(2_500);
    expect(totals.taxTotal).toBe(750);
    expect(totals.total).toBe(10_000 - 2_500 + 750 + 1_000);
  });

  it("spreads an order discount over the lines so the parts add up exactly", () => {
    const parts = spreadDiscount(100, [333, 333, 334]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(parts).toEqual([33, 33, 34]);
    expect(spreadDiscount(0, [10, 20])).toEqual([0, 0]);
    expect(spreadDiscount(5, [10, 0])).toEqual([5, 0]);
  });

  it("keeps postpay amounts out of what is due now", () => {
    const totals = cartTotals({
      lines: [
        { priceEach: 2_000, quantity: 1, taxRateBps: 0 },
        { priceEach: 3_000, quantity: 1, taxRateBps: 0, postpay: true },
      ],
      coupon: null,
      shipping: 0,
      handling: 0,
    });
    expect(totals.postpayTotal).toBe(3_000);
    expect(totals.totalDue).toBe(2_000);
  });
});

describe("coupons", () => {
  it("a percentage rounds half up; a fixed amount never exceeds the subtotal", () => {
    expect(couponDiscount({ kind: "percent", value: 1500 }, 1_999)).toBe(300); // 299.85
    expect(couponDiscount({ kind: "percent", value: 1000 }, 5)).toBe(1); // 0.5 → 1
    expect(couponDiscount({ kind: "fixed", value: 1_000 }, 600)).toBe(600);
    expect(couponDiscount({ kind: "fixed", value: -5 }, 600)).toBe(0);
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
