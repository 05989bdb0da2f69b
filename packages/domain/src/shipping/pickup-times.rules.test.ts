import { describe, expect, it } from "vitest";
import { PICKUP_LEAD_MINUTES, pickupTimeProblem, pickupTimes } from "./pickup-times.rules.ts";

const zone = "America/New_York";
const hours = { monday: "9:00 AM - 5:00 PM", tuesday: "9:00 AM - 5:00 PM" };
// Monday 2026-03-02, 8:00 AM in New York (EST, UTC-5).
const mondayEight = new Date("2026-03-02T13:00:00Z");

describe("pickup times", () => {
  it("accepts a time within the opening hours", () => {
    expect(pickupTimeProblem(hours, new Date("2026-03-02T15:30:00Z"), mondayEight, zone)).toBeNull();
  });

  it("refuses a time before opening, at closing, on a closed day, in the past or beyond the week", () => {
    expect(pickupTimeProblem(hours, new Date("2026-03-02T13:30:00Z"), mondayEight, zone)).toBe(
      "pickup_time_closed",
    );
    expect(pickupTimeProblem(hours, new Date("2026-03-02T22:00:00Z"), mondayEight, zone)).toBe(
      "pickup_time_closed",
    );
    expect(pickupTimeProblem(hours, new Date("2026-03-04T15:00:00Z"), mondayEight, zone)).toBe(
      "pickup_time_closed",
    );
    expect(pickupTimeProblem(hours, new Date("2026-03-02T12:00:00Z"), mondayEight, zone)).toBe(
      "pickup_time_past",
    );
    expect(pickupTimeProblem(hours, new Date("2026-03-10T15:00:00Z"), mondayEight, zone)).toBe(
      "pickup_time_too_far",
    );
  });

  it("offers every quarter hour while open, from opening (or the kitchen's lead) on", () => {
    const times = pickupTimes(hours, mondayEight, zone);
    expect(times[0]?.toISOString()).toBe("2026-03-02T14:00:00.000Z");
    expect(times.at(-1)?.toISOString()).toBe("2026-03-03T21:45:00.000Z");
    expect(times).toHaveLength(2 * 32);
    const midday = new Date("2026-03-02T17:03:00Z");
    const later = pickupTimes(hours, midday, zone);
    expect(later[0]?.getTime()).toBeGreaterThanOrEqual(midday.getTime() + PICKUP_LEAD_MINUTES * 60_000);
    expect(later[0]?.toISOString()).toBe("2026-03-02T17:30:00.000Z");
  });

  it("offers nothing for a place that never opens", () => {
    expect(pickupTimes({}, mondayEight, zone)).toEqual([]);
  });
});
