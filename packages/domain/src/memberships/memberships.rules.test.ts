import { describe, expect, it } from "vitest";
import {
  addPeriods,
  canInvite,
  dayOf,
  EARLIEST_ZONE,
  hasMadePayment,
  isPastDue,
  NO_DATE,
  nextRetryDelayDays,
  periodLines,
  periodsDue,
} from "./memberships.rules.ts";

describe("addPeriods", () => {
  it("clamps Jan 31 + 1 month to the end of February (28 in a common year, 29 in a leap year)", () => {
    expect(addPeriods("2025-01-31", "monthly")).toBe("2025-02-28");
    expect(addPeriods("2024-01-31", "monthly")).toBe("2024-02-29");
  });

  it("keeps the billing day after a short month instead of drifting", () => {
    const february = addPeriods("2025-01-31", "monthly", 1, 31);
    expect(addPeriods(february, "monthly", 1, 31)).toBe("2025-03-31");
    expect(addPeriods("2025-01-31", "monthly", 3)).toBe("2025-04-30");
  });

  it("moves Feb 29 + 1 year to Feb 28, and + 4 years to Feb 29", () => {
    expect(addPeriods("2024-02-29", "annually")).toBe("2025-02-28");
    expect(addPeriods("2024-02-29", "annually", 4)).toBe("2028-02-29");
  });

  it("steps quarterly and semi-annually by 3 and 6 months across the year end", () => {
    expect(addPeriods("2025-11-30", "quarterly")).toBe("2026-02-28");
    expect(addPeriods("2025-08-31", "semi")).toBe("2026-02-28");
    expect(addPeriods("2025-03-15", "semi", 2)).toBe("2026-03-15");
  });

  it("steps days and weeks through month and year ends", () => {
    expect(addPeriods("2025-12-31", "daily")).toBe("2026-01-01");
    expect(addPeriods("2024-02-26", "weekly")).toBe("2024-03-04");
  });
});

describe("past due and has made a payment (spec-1 §3)", () => {
  const now = new Date("2026-03-10T12:00:00Z");

  it("is past due only when the next date is earlier than today", () => {
    expect(isPastDue({ nextDate: "2026-03-09" }, now)).toBe(true);
    expect(isPastDue({ nextDate: "2026-03-10" }, now)).toBe(false);
    expect(isPastDue({ nextDate: "2026-04-01" }, now)).toBe(false);
  });

  it("counts days in the club's time zone: 03:00 UTC on March 1 is still February 28 in New York", () => {
    const early = new Date("2026-03-01T03:00:00Z");
    expect(dayOf(early)).toBe("2026-03-01");
    expect(dayOf(early, "America/New_York")).toBe("2026-02-28");
    expect(dayOf(new Date("2026-02-28T11:00:00Z"), EARLIEST_ZONE)).toBe("2026-03-01");
    expect(isPastDue({ nextDate: "2026-02-28" }, early)).toBe(true);
    expect(isPastDue({ nextDate: "2026-02-28" }, early, "America/New_York")).toBe(false);
  });

  it("has made a payment only with a real last date and a last amount above zero", () => {
    expect(hasMadePayment({ lastDate: "2026-02-10", lastAmount: 5000 })).toBe(true);
    expect(hasMadePayment({ lastDate: NO_DATE, lastAmount: 5000 })).toBe(false);
    expect(hasMadePayment({ lastDate: "2026-02-10", lastAmount: 0 })).toBe(false);
  });
});

describe("periods due and period lines", () => {
  it("counts every started unpaid period", () => {
    const subscription = { nextDate: "2026-01-15", frequency: "monthly" as const };
    expect(periodsDue(subscription, "2026-01-14")).toBe(0);
    expect(periodsDue(subscription, "2026-01-15")).toBe(1);
    expect(periodsDue(subscription, "2026-02-15")).toBe(2);
    expect(periodsDue(subscription, "2026-03-14")).toBe(2);
  });

  it("adds tax by rate and the service fee to each period", () => {
    expect(periodLines({ rate: 10_000, taxRate: 8.25, serviceFee: 150 })).toEqual({
      amount: 10_000,
      tax: 825,
      service: 150,
      total: 10_975,
    });
  });
});

describe("retries and invites", () => {
  it("retries after 1, 3 and 7 days, then gives up", () => {
    expect([1, 2, 3, 4].map(nextRetryDelayDays)).toEqual([1, 3, 7, null]);
  });

  it("allows an invite only while some remain", () => {
    expect(canInvite({ maxInvites: 3, remainingInvites: 1 })).toBe(true);
    expect(canInvite({ maxInvites: 3, remainingInvites: 0 })).toBe(false);
    expect(canInvite({ maxInvites: 0, remainingInvites: 0 })).toBe(false);
  });
});
