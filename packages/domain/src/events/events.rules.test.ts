import { describe, expect, it } from "vitest";
import { expandSeries, instantOfWallClock, zoneOffsetMinutes } from "./event-series.rules.ts";
import {
  activeFilterCount,
  activeTickets,
  eventMatchesFilter,
  firstFilterDay,
  isEventSoldOut,
  isFilterDayDisabled,
  timeSlotOf,
  transferredCount,
} from "./events.rules.ts";

describe("the sold-out rule (spec-2 §3, read as meant)", () => {
  it("a ticketed event is sold out when no ticket type has stock", () => {
    expect(isEventSoldOut({ type: "ticket", ticketTypes: [{ available: 0 }, { available: 0 }] })).toBe(true);
    expect(isEventSoldOut({ type: "ticket", ticketTypes: [] })).toBe(true);
  });
  it("a ticketed event with one type in stock, or one without a limit, is not sold out", () => {
    expect(isEventSoldOut({ type: "ticket", ticketTypes: [{ available: 0 }, { available: 3 }] })).toBe(false);
    expect(isEventSoldOut({ type: "ticket", ticketTypes: [{ available: null }] })).toBe(false);
  });
  it("public and external events are never sold out, stock or none", () => {
    expect(isEventSoldOut({ type: "public", ticketTypes: [{ available: 0 }] })).toBe(false);
    expect(isEventSoldOut({ type: "external", ticketTypes: [] })).toBe(false);
  });
});

describe("active tickets and the transferred count (spec-2 §3, §4)", () => {
  const tickets = [
    { status: "active", customerId: "a", ownerId: "a" },
    { status: "scanned", customerId: "a", ownerId: "a" },
    { status: "cancelled", customerId: "a", ownerId: "b" },
    { status: "active", customerId: "a", ownerId: "b" },
    { status: "active", customerId: "a", ownerId: null },
  ] as const;
  it("active tickets are neither cancelled nor scanned", () => {
    expect(activeTickets(tickets)).toHaveLength(3);
  });
  it("a ticket is transferred when its owner (a member, or a guest: none) is not its buyer", () => {
    expect(transferredCount(tickets)).toBe(3);
  });
});

describe("the event filter (spec-2 §5)", () => {
  const zone = "America/New_York";
  const event = {
    startDate: new Date("2026-07-10T23:00:00Z"), // 7 pm in New York
    endDate: new Date("2026-07-11T02:00:00Z"), // 10 pm
    timezoneId: zone,
    categoryIds: ["music"],
  };
  it("keeps an event inside the date range, by the club's days", () => {
    expect(eventMatchesFilter(event, { startDate: "2026-07-10", endDate: "2026-07-10" }, zone)).toBe(true);
    expect(eventMatchesFilter(event, { startDate: "2026-07-11" }, zone)).toBe(false);
    expect(eventMatchesFilter(event, { endDate: "2026-07-09" }, zone)).toBe(false);
  });
  it("drops an event that only overlaps the range", () => {
    const long = { ...event, endDate: new Date("2026-07-13T02:00:00Z") };
    expect(eventMatchesFilter(long, { startDate: "2026-07-10", endDate: "2026-07-11" }, zone)).toBe(false);
  });
  it("keeps an event of one of the chosen categories, and every event when none is chosen", () => {
    expect(eventMatchesFilter(event, { categories: ["sport", "music"] }, zone)).toBe(true);
    expect(eventMatchesFilter(event, { categories: ["sport"] }, zone)).toBe(false);
    expect(eventMatchesFilter(event, { categories: [] }, zone)).toBe(true);
  });
  it("keeps an event that starts in a chosen time slot, in the event's own zone", () => {
    expect(timeSlotOf(event.startDate, zone)).toBe("evening");
    expect(timeSlotOf(new Date("2026-07-10T14:00:00Z"), zone)).toBe("morning");
    expect(timeSlotOf(new Date("2026-07-10T16:00:00Z"), zone)).toBe("afternoon");
    expect(eventMatchesFilter(event, { timeSlots: ["evening"] }, zone)).toBe(true);
    expect(eventMatchesFilter(event, { timeSlots: ["morning", "afternoon"] }, zone)).toBe(false);
  });
  it("counts the active filters", () => {
    expect(activeFilterCount({})).toBe(0);
    expect(
      activeFilterCount({ startDate: "2026-07-10", categories: ["a", "b"], timeSlots: ["evening"] }),
    ).toBe(4);
  });
});

describe("the filter date pickers' bounds (spec-2 §5)", () => {
  it("disallow days earlier than yesterday, in the club's zone", () => {
    // 03:00 UTC on 12 March is still 11 March in New York: yesterday there is 10 March.
    const now = new Date("2026-03-12T03:00:00Z");
    expect(firstFilterDay(now, "America/New_York")).toBe("2026-03-10");
    expect(isFilterDayDisabled("2026-03-09", now, "America/New_York")).toBe(true);
    expect(isFilterDayDisabled("2026-03-10", now, "America/New_York")).toBe(false);
    expect(isFilterDayDisabled("2026-03-11", now, "America/New_York")).toBe(false);
    expect(firstFilterDay(now, "UTC")).toBe("2026-03-11");
  });
});

describe("series expansion in the event's zone", () => {
  it("keeps a weekly class at its wall-clock time across the spring DST change", () => {
    // 6 pm EST on Thursday 5 March 2026; clocks go forward on Sunday 8 March.
    const start = new Date("2026-03-05T23:00:00Z");
    const occurrences = expandSeries(
      { start, end: new Date(start.getTime() + 90 * 60_000) },
      { frequency: "weekly", interval: 1, count: 3 },
      "America/New_York",
    );
    expect(occurrences.map((o) => o.start.toISOString())).toEqual([
      "2026-03-05T23:00:00.000Z",
      "2026-03-12T22:00:00.000Z",
      "2026-03-19T22:00:00.000Z",
    ]);
    expect(occurrences.map((o) => (o.end.getTime() - o.start.getTime()) / 60_000)).toEqual([90, 90, 90]);
  });
  it("and across the autumn change, and in the southern hemisphere", () => {
    const autumn = expandSeries(
      { start: new Date("2026-10-29T22:00:00Z"), end: new Date("2026-10-29T23:00:00Z") },
      { frequency: "weekly", interval: 1, count: 2 },
      "America/New_York",
    );
    expect(autumn[1]?.start.toISOString()).toBe("2026-11-05T23:00:00.000Z");
    // Sydney leaves daylight time on 5 April 2026: 10 am AEDT (23:00Z) then 10 am AEST (00:00Z).
    const sydney = expandSeries(
      { start: new Date("2026-03-31T23:00:00Z"), end: new Date("2026-04-01T00:00:00Z") },
      { frequency: "weekly", interval: 1, count: 2 },
      "Australia/Sydney",
    );
    expect(sydney[1]?.start.toISOString()).toBe("2026-04-08T00:00:00.000Z");
  });
  it("reads a time the spring change skips with the offset before it, and a repeated time as its first", () => {
    const zone = "America/New_York";
    expect(
      instantOfWallClock({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, zone).toISOString(),
    ).toBe("2026-03-08T07:30:00.000Z");
    expect(
      instantOfWallClock({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, zone).toISOString(),
    ).toBe("2026-11-01T05:30:00.000Z");
    expect(zoneOffsetMinutes(new Date("2026-07-01T00:00:00Z"), zone)).toBe(-240);
  });
  it("repeats monthly on the same day, the last day of a shorter month", () => {
    const monthly = expandSeries(
      { start: new Date("2026-01-31T15:00:00Z"), end: new Date("2026-01-31T16:00:00Z") },
      { frequency: "monthly", interval: 1, count: 3 },
      "UTC",
    );
    expect(monthly.map((o) => o.start.toISOString().slice(0, 10))).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
    ]);
  });
});
