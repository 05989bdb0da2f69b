// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dayGridOf, slotTimesOf } from "./day-grid.ts";
import {
  dayDraftOf,
  hoursTextOf,
  newScheduleDraft,
  openingHoursOf,
  scheduleDraftOf,
  scheduleOf,
} from "./schedule-draft.ts";

describe("the weekly hours as typed", () => {
  it("writes a time input's value as the opening-hours text reads it", () => {
    expect(hoursTextOf("09:00")).toBe("9:00 AM");
    expect(hoursTextOf("00:30")).toBe("12:30 AM");
    expect(hoursTextOf("12:00")).toBe("12:00 PM");
    expect(hoursTextOf("17:45")).toBe("5:45 PM");
  });

  it("reads the demo's texts back into times, and an unreadable or missing day as closed", () => {
    expect(dayDraftOf("5:00 PM - 10:00 PM")).toEqual({ open: true, opens: "17:00", closes: "22:00" });
    expect(dayDraftOf("6:00 PM - 2:00 AM")).toEqual({ open: true, opens: "18:00", closes: "02:00" });
    expect(dayDraftOf(undefined).open).toBe(false);
    expect(dayDraftOf("by appointment").open).toBe(false);
  });

  it("sends only the open days, and a saved schedule comes back as it went", () => {
    const schedule = {
      openingHours: { monday: "8:00 AM - 8:00 PM", sunday: "9:00 AM - 11:30 AM" },
      slotMinutes: 60,
      durationMinutes: 120,
      bufferMinutes: 30,
      leadMinutes: 60,
      horizonDays: 60,
      cancelCutoffHours: 48,
      lateFee: 2_500,
    };
    const draft = scheduleDraftOf(schedule, "USD");
    expect(draft.lateFee).toBe("25");
    expect(scheduleOf(draft, "USD")).toEqual(schedule);
    const closed = { ...draft, days: { ...draft.days, monday: { ...draft.days.monday, open: false } } };
    expect(openingHoursOf(closed.days)).toEqual({ sunday: "9:00 AM - 11:30 AM" });
    expect(scheduleOf(newScheduleDraft("USD"), "USD").openingHours).toEqual({});
  });
});

describe("a day's grid", () => {
  const schedule = {
    openingHours: { sunday: "9:00 AM - 11:00 AM", monday: "10:00 PM - 1:00 AM" },
    slotMinutes: 30,
  };
  const booking = (start: string, end: string, unitName: string, status = "booked") => ({
    localStart: `2026-11-29T${start}`,
    localEnd: `2026-11-29T${end}`,
    unitName,
    status,
  });

  it("steps the day's opening by the slot, ending at midnight for hours that roll over", () => {
    expect(slotTimesOf(schedule, "2026-11-29")).toEqual(["09:00", "09:30", "10:00", "10:30"]);
    expect(slotTimesOf(schedule, "2026-11-30")).toEqual(["22:00", "22:30", "23:00", "23:30"]);
    expect(slotTimesOf(schedule, "2026-12-01")).toEqual([]);
  });

  it("adds a booking's start off the step and a unit no longer in service that holds one", () => {
    const bookings = [booking("09:15", "10:15", "Maya"), booking("09:00", "10:00", "Old Room")];
    const grid = dayGridOf(schedule, "2026-11-29", ["Maya", "Daniel"], bookings);
    expect(grid.times).toEqual(["09:00", "09:15", "09:30", "10:00", "10:30"]);
    expect(grid.units).toEqual(["Maya", "Daniel", "Old Room"]);
    expect(grid.at("09:15", "Maya")).toEqual([bookings[0]]);
    expect(grid.held("09:30", "Maya")).toBe(true);
    expect(grid.held("10:30", "Maya")).toBe(false);
    expect(grid.held("09:30", "Daniel")).toBe(false);
  });

  it("does not hold a unit for a cancelled booking", () => {
    const grid = dayGridOf(
      schedule,
      "2026-11-29",
      ["Maya"],
      [booking("09:00", "10:00", "Maya", "cancelled")],
    );
    expect(grid.held("09:30", "Maya")).toBe(false);
  });
});
