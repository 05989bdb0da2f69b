import { describe, expect, it } from "vitest";
import {
  cancelDateAtPeriodEnd,
  endsBy,
  isPaused,
  nextDateAfterPause,
  prorate,
} from "./subscription-changes.rules.ts";

const monthly = (rate: number, nextDate: string, billingDay = Number(nextDate.slice(8)), taxRate = 0) => ({
  rate,
  taxRate,
  frequency: "monthly" as const,
  nextDate,
  billingDay,
});

describe("isPaused", () => {
  it("is paused from its first day until the day before its end; open-ended until resumed", () => {
    const pause = { pausedOn: "2025-03-10", pausedUntil: "2025-04-10" };
    expect(isPaused(pause, "2025-03-09")).toBe(false);
    expect(isPaused(pause, "2025-03-10")).toBe(true);
    expect(isPaused(pause, "2025-04-09")).toBe(true);
    expect(isPaused(pause, "2025-04-10")).toBe(false);
    expect(isPaused({ pausedOn: "2025-03-10", pausedUntil: null }, "2030-01-01")).toBe(true);
    expect(isPaused({ pausedOn: null, pausedUntil: null }, "2025-03-10")).toBe(false);
  });
});

describe("nextDateAfterPause", () => {
  it("skips the periods that started while paused and keeps the billing day", () => {
    const subscription = { nextDate: "2025-01-31", frequency: "monthly" as const, billingDay: 31 };
    // Paused over February and March: billing resumes on the first 31st-or-month-end on or after the end.
    expect(nextDateAfterPause(subscription, "2025-03-15")).toBe("2025-03-31");
    expect(nextDateAfterPause(subscription, "2025-02-28")).toBe("2025-02-28");
    expect(nextDateAfterPause(subscription, "2025-03-01")).toBe("2025-03-31");
  });

  it("leaves a next date that is still ahead as it is", () => {
    expect(
      nextDateAfterPause({ nextDate: "2025-06-01", frequency: "monthly", billingDay: 1 }, "2025-05-20"),
    ).toBe("2025-06-01");
  });

  it("keeps Feb 29 on leap years for an annual plan", () => {
    const subscription = { nextDate: "2024-02-29", frequency: "annually" as const, billingDay: 29 };
    expect(nextDateAfterPause(subscription, "2026-01-01")).toBe("2026-02-28");
    expect(nextDateAfterPause(subscription, "2027-03-01")).toBe("2028-02-29");
  });
});

describe("cancel at period end", () => {
  it("ends the subscription at its next date, and the end has come on that day", () => {
    const subscription = {
      nextDate: "2025-05-01",
      requestedCancelDate: cancelDateAtPeriodEnd({ nextDate: "2025-05-01" }),
    };
    expect(subscription.requestedCancelDate).toBe("2025-05-01");
    expect(endsBy(subscription, "2025-04-30")).toBe(false);
    expect(endsBy(subscription, "2025-05-01")).toBe(true);
    expect(endsBy({ requestedCancelDate: null }, "2099-01-01")).toBe(false);
  });
});

describe("prorate", () => {
  it("credits the unused days at the old rate and charges them at the new one", () => {
    // March 2025: 31 days; changed on the 17th, 15 days are left (the 17th included).
    const proration = prorate(monthly(30_000, "2025-04-01"), monthly(62_000, "2025-04-01"), "2025-03-17");
    expect(proration).toMatchObject({
      periodStart: "2025-03-01",
      periodEnd: "2025-04-01",
      daysInPeriod: 31,
      daysLeft: 15,
      credit: { amount: 14_516, tax: 0, total: 14_516 }, // 30000 × 15 / 31 = 14516.13
      charge: { amount: 30_000, tax: 0, total: 30_000 },
      net: 15_484,
    });
  });

  it("rounds each part to the nearest minor unit, halves up, before its tax", () => {
    // April: 30 days; 15 left. 3 × 15 / 30 = 1.5 → 2.
    const half = prorate(monthly(3, "2025-05-01"), monthly(0, "2025-05-01"), "2025-04-16");
    expect(half.credit.amount).toBe(2);
    expect(half.net).toBe(-2);
    // 10000 at 7 %: half of April is 5000 and its tax 350.
    const taxed = prorate(
      monthly(10_000, "2025-05-01", 1, 7),
      monthly(20_000, "2025-05-01", 1, 7),
      "2025-04-16",
    );
    expect(taxed.credit).toEqual({ amount: 5_000, tax: 350, total: 5_350 });
    expect(taxed.charge).toEqual({ amount: 10_000, tax: 700, total: 10_700 });
    expect(taxed.net).toBe(5_350);
  });

  it("reads a month-end billing day's period from the end of the shorter month", () => {
    // Billed on the 31st: the period before March 31 began on February 28 (31 days).
    const proration = prorate(monthly(31_000, "2025-03-31", 31), monthly(62_000, "2025-03-31"), "2025-03-15");
    expect(proration).toMatchObject({ periodStart: "2025-02-28", daysInPeriod: 31, daysLeft: 16 });
    expect(proration.credit.amount).toBe(16_000);
    expect(proration.charge.amount).toBe(32_000);
  });

  it("counts February 29 in a leap year", () => {
    const leap = prorate(monthly(29_000, "2024-03-29", 29), monthly(58_000, "2024-03-29"), "2024-03-01");
    expect(leap).toMatchObject({ periodStart: "2024-02-29", daysInPeriod: 29, daysLeft: 28 });
    expect(leap.credit.amount).toBe(28_000);
    const annual = prorate(
      { rate: 366_000, taxRate: 0, frequency: "annually", nextDate: "2025-02-28", billingDay: 28 },
      { rate: 732_000, taxRate: 0, frequency: "annually" },
      "2024-12-28",
    );
    // 2024-02-28 to 2025-02-28 holds Feb 29: 366 days; 62 are left from Dec 28.
    expect(annual).toMatchObject({ daysInPeriod: 366, daysLeft: 62 });
    expect(annual.credit.amount).toBe(62_000);
    expect(annual.charge.amount).toBe(124_000);
  });

  it("charges another frequency's daily price for the days left", () => {
    // Monthly → annual on a 365-day year from the period start: 36500 a year is 100 a day.
    const proration = prorate(
      monthly(3_000, "2025-05-01"),
      { rate: 36_500, taxRate: 0, frequency: "annually" },
      "2025-04-21",
    );
    expect(proration.daysLeft).toBe(10);
    expect(proration.charge.amount).toBe(1_000);
    expect(proration.credit.amount).toBe(1_000);
    expect(proration.net).toBe(0);
  });

  it("prorates nothing once the paid period is over (a past-due subscription)", () => {
    const proration = prorate(monthly(30_000, "2025-04-01"), monthly(60_000, "2025-04-01"), "2025-04-03");
    expect(proration).toMatchObject({ daysLeft: 0, net: 0 });
  });
});
