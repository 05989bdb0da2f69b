import { describe, expect, it } from "vitest";
import { dayHoursProblem, openingStatus, parseDaySpan, zonedInstant } from "./opening-hours.rules.ts";

const NEW_YORK = "America/New_York";
const weekdays = { monday: "9:00 AM - 5:00 PM", tuesday: "9:00 AM - 5:00 PM", friday: "6:00 PM - 2:00 AM" };
// 2026-11-23 is a Monday; New York is UTC-5 then.
const at = (iso: string) => new Date(iso);

describe("parseDaySpan", () => {
  it("reads 12-hour and 24-hour texts, and rolls a closing before the opening past midnight", () => {
    expect(parseDaySpan("9:00 AM - 5:00 PM")).toEqual({ open: 540, close: 1020, closeText: "5:00 PM" });
    expect(parseDaySpan("09:30-17:00")).toEqual({ open: 570, close: 1020, closeText: "17:00" });
    expect(parseDaySpan("9 - 5 pm")).toMatchObject({ open: 540, close: 1020 });
    expect(parseDaySpan("6 - 11 PM")).toMatchObject({ open: 1080, close: 1380 });
    expect(parseDaySpan("6:00 PM - 2:00 AM")).toEqual({ open: 1080, close: 1560, closeText: "2:00 AM" });
    expect(parseDaySpan("12:00 PM - 12:00 AM")).toEqual({ open: 720, close: 1440, closeText: "12:00 AM" });
  });

  it("treats closed, empty and unreadable days as closed", () => {
    for (const text of [undefined, "", "Closed", "noon till late", "13:00 PM - 2:00 PM"])
      expect(parseDaySpan(text)).toBeNull();
  });
});

describe("openingStatus in the club's time zone", () => {
  it("is open between opening and closing, closing today at the written time", () => {
    // 10:30 in New York.
    expect(openingStatus(weekdays, at("2026-11-23T15:30:00Z"), NEW_YORK)).toEqual({
      isOpen: true,
      pickupToday: true,
      closeToday: "5:00 PM",
      nextAvailable: at("2026-11-23T15:30:00Z"),
    });
  });

  it("before opening: not open, but pickup today from the opening", () => {
    expect(openingStatus(weekdays, at("2026-11-23T12:00:00Z"), NEW_YORK)).toEqual({
      isOpen: false,
      pickupToday: true,
      closeToday: "5:00 PM",
      nextAvailable: at("2026-11-23T14:00:00Z"),
    });
  });

  it("after closing: the next opening day, skipping closed days", () => {
    // Tuesday 18:00 in New York: Wednesday and Thursday are closed, Friday opens at 6 PM.
    expect(openingStatus(weekdays, at("2026-11-24T23:00:00Z"), NEW_YORK)).toEqual({
      isOpen: false,
      pickupToday: false,
      closeToday: "5:00 PM",
      nextAvailable: at("2026-11-27T23:00:00Z"),
    });
  });

  it("the same instant reads differently in another time zone", () => {
    // 15:30 UTC is 16:30 in Madrid on a Monday: open until five there too.
    expect(openingStatus(weekdays, at("2026-11-23T15:30:00Z"), "Europe/Madrid").isOpen).toBe(true);
    // 16:30 UTC is 17:30 in Madrid: closed.
    expect(openingStatus(weekdays, at("2026-11-23T16:30:00Z"), "Europe/Madrid").isOpen).toBe(false);
    expect(openingStatus(weekdays, at("2026-11-23T16:30:00Z"), NEW_YORK).isOpen).toBe(true);
  });

  it("hours that roll past midnight are still open early the next day", () => {
    // Saturday 01:00 in New York, after Friday's 6 PM - 2 AM.
    expect(openingStatus(weekdays, at("2026-11-28T06:00:00Z"), NEW_YORK)).toMatchObject({
      isOpen: true,
      pickupToday: true,
      closeToday: "2:00 AM",
    });
    // Saturday 03:00: closed until Monday 9 AM.
    expect(openingStatus(weekdays, at("2026-11-28T08:00:00Z"), NEW_YORK)).toMatchObject({
      isOpen: false,
      pickupToday: false,
      nextAvailable: at("2026-11-30T14:00:00Z"),
    });
  });

  it("looks at most six days ahead", () => {
    const sundaysOnly = { sunday: "10:00 AM - 2:00 PM" };
    // Sunday 15:00: the next Sunday is seven days away, beyond the look-ahead.
    expect(openingStatus(sundaysOnly, at("2026-11-22T20:00:00Z"), NEW_YORK).nextAvailable).toBeNull();
    // Monday: the coming Sunday is six days ahead.
    expect(openingStatus(sundaysOnly, at("2026-11-23T20:00:00Z"), NEW_YORK).nextAvailable).toEqual(
      at("2026-11-29T15:00:00Z"),
    );
    expect(openingStatus({}, at("2026-11-23T20:00:00Z"), NEW_YORK)).toEqual({
      isOpen: false,
      pickupToday: false,
      closeToday: null,
      nextAvailable: null,
    });
  });

  it("finds a wall-clock time across a daylight-saving change", () => {
    // 2026-03-08: New York moves from UTC-5 to UTC-4 at 2 AM.
    expect(zonedInstant(2026, 3, 8, 9 * 60, NEW_YORK)).toEqual(at("2026-03-08T13:00:00Z"));
    expect(zonedInstant(2026, 3, 7, 9 * 60, NEW_YORK)).toEqual(at("2026-03-07T14:00:00Z"));
  });
});

describe("several ranges a day", () => {
  const split = { monday: "9:00 AM - 12:00 PM, 2:00 PM - 6:00 PM" };

  it("is open in each range, and between them opens again in the afternoon", () => {
    // Monday 10:00, 13:00 and 15:00 in New York.
    expect(openingStatus(split, at("2026-11-23T15:00:00Z"), NEW_YORK)).toMatchObject({
      isOpen: true,
      closeToday: "12:00 PM",
    });
    expect(openingStatus(split, at("2026-11-23T18:00:00Z"), NEW_YORK)).toEqual({
      isOpen: false,
      pickupToday: true,
      closeToday: "6:00 PM",
      nextAvailable: at("2026-11-23T19:00:00Z"),
    });
    expect(openingStatus(split, at("2026-11-23T20:00:00Z"), NEW_YORK).isOpen).toBe(true);
    expect(openingStatus(split, at("2026-11-23T23:30:00Z"), NEW_YORK)).toMatchObject({
      isOpen: false,
      pickupToday: false,
      closeToday: "6:00 PM",
    });
  });

  it("staff's text is kept when every range reads and none overlaps; blank is closed", () => {
    expect(dayHoursProblem("9:00 AM - 12:00 PM, 2:00 PM - 6:00 PM")).toBeNull();
    expect(dayHoursProblem("18:00 - 02:00")).toBeNull();
    expect(dayHoursProblem("  ")).toBeNull();
    expect(dayHoursProblem("9:00 AM - 12:00 PM, later")).toBe("hours_unreadable");
    expect(dayHoursProblem("Closed")).toBe("hours_unreadable");
    expect(dayHoursProblem("9:00 - 13:00, 12:00 - 18:00")).toBe("hours_overlap");
    expect(dayHoursProblem("20:00 - 02:00, 21:00 - 22:00")).toBe("hours_overlap");
  });
});
