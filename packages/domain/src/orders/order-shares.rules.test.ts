import { describe, expect, it } from "vitest";
import { lineRefundPlan, orderShares } from "./order-shares.rules.ts";

const sum = (values: number[]) => values.reduce((acc, value) => acc + value, 0);

describe("orderShares", () => {
  it("gives each line its tax and credits so the lines and the order agree to the cent", () => {
    // A $48 polo and a $25 cap, 15 % off ($10.95), 8.25 % tax ($5.12), $8.99 shipping, $20 credits.
    const shares = orderShares({
      lines: [
        { subTotal: 4_800, discount: 720, taxRateBps: 825 },
        { subTotal: 2_500, discount: 375, taxRateBps: 825 },
      ],
      taxTotal: 512,
      orderLevel: 899,
      creditsApplied: 2_000,
    });
    expect(shares.lines.map((line) => line.tax)).toEqual([337, 175]);
    expect(shares.lines.map((line) => line.total)).toEqual([4_417, 2_300]);
    expect(sum(shares.lines.map((line) => line.credits)) + shares.orderLevelCredits).toBe(2_000);
  });

  it("keeps what restricted credits paid on their lines and splits the rest over what is left", () => {
    // A $40 dinner paid by a $40 dining-only credit; $10 of credits for anything; a $20 shirt.
    const shares = orderShares({
      lines: [
        { subTotal: 4_000, discount: 0, taxRateBps: 0 },
        { subTotal: 2_000, discount: 0, taxRateBps: 0 },
      ],
      taxTotal: 0,
      orderLevel: 0,
      creditsApplied: 5_000,
      restrictedCredits: [4_000, 0],
    });
    expect(shares.lines.map((line) => line.credits)).toEqual([4_000, 1_000]);
    expect(shares.orderLevelCredits).toBe(0);
  });

  it("lets lines carry their own rates", () => {
    const shares = orderShares({
      lines: [
        { subTotal: 1_000, discount: 0, taxRateBps: 1_000 },
        { subTotal: 1_000, discount: 0, taxRateBps: 0 },
      ],
      taxTotal: 100,
      orderLevel: 0,
      creditsApplied: 0,
    });
    expect(shares.lines.map((line) => line.tax)).toEqual([100, 0]);
  });
});

describe("lineRefundPlan", () => {
  const line = { quantity: 3, total: 1_000, credits: 400, cancelledQuantity: 0, fee: 0 };

  it("gives back a whole line: its credits as credit, the rest to the card", () => {
    expect(lineRefundPlan({ ...line, cancel: 3 })).toEqual({ amount: 1_000, card: 600, credit: 400, fee: 0 });
  });

  it("cancelled one unit at a time, gives back exactly what the line cost", () => {
    const plans = [0, 1, 2].map((cancelledQuantity) =>
      lineRefundPlan({ ...line, cancelledQuantity, cancel: 1 }),
    );
    expect(plans.map((plan) => plan.amount)).toEqual([333, 333, 334]);
    expect(sum(plans.map((plan) => plan.credit))).toBe(400);
    expect(sum(plans.map((plan) => plan.card))).toBe(600);
  });

  it("keeps the fee from the card part first, then from credits, never more than the share", () => {
    expect(lineRefundPlan({ ...line, cancel: 3, fee: 700 })).toEqual({
      amount: 300,
      card: 0,
      credit: 300,
      fee: 700,
    });
    expect(lineRefundPlan({ ...line, cancel: 3, fee: 5_000 })).toEqual({
      amount: 0,
      card: 0,
      credit: 0,
      fee: 1_000,
    });
  });

  it("the order's last units take its shipping and handling back too", () => {
    const plan = lineRefundPlan({ ...line, cancel: 3, orderLevel: { total: 899, credits: 100 } });
    expect(plan).toEqual({ amount: 1_899, card: 1_399, credit: 500, fee: 0 });
  });

  it("refuses more units than are left", () => {
    expect(() => lineRefundPlan({ ...line, cancelledQuantity: 3, cancel: 1 })).toThrow(RangeError);
  });
});
