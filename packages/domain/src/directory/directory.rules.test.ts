import { describe, expect, it } from "vitest";
import { openingNow } from "./directory.rules.ts";

const NEW_YORK = "America/New_York";
const MADRID = "Europe/Madrid";
// A restaurant that serves past midnight at the weekend and rests on Sundays and Mondays.
const tavern = {
  tuesday: "5:00 PM - 11:00 PM",
  wednesday: "5:00 PM - 11:00 PM",
  thursday: "5:00 PM - 11:00 PM",
  friday: "6:00 PM - 2:00 AM",
  saturday: "6:00 PM - 2:00 AM",
};
const at = (iso: string) => new Date(iso);

describe("openingNow: a directory location's hours in its own time zone (spec-2 §4)", () => {
  it("is open past midnight on the night's hours, closing at the written time", () => {
    // Saturday 2026-11-28 01:30 in New York: Friday's 6 PM - 2 AM still runs.
    expect(openingNow(tavern, NEW_YORK, at("2026-11-28T06:30:00Z"))).toEqual({
      isOpen: true,
      closesAt: "2:00 AM",
      nextOpening: at("2026-11-28T06:30:00Z"),
    });
    // 02:30: closed; it opens again at 6 PM the same Saturday.
    expect(openingNow(tavern, NEW_YORK, at("2026-11-28T07:30:00Z"))).toEqual({
      isOpen: false,
      closesAt: "2:00 AM",
      nextOpening: at("2026-11-28T23:00:00Z"),
    });
  });

  it("on a closed day says when it next opens, skipping the closed days", () => {
    // Sunday 2026-11-29 noon in New York: closed Sunday and Monday, opens Tuesday 5 PM.
    expect(openingNow(tavern, NEW_YORK, at("2026-11-29T17:00:00Z"))).toEqual({
      isOpen: false,
      closesAt: null,
      nextOpening: at("2026-12-01T22:00:00Z"),
    });
  });

  it("reads the hours in the location's zone, not the server's or the club's", () => {
    // 2026-11-24 (Tuesday) 17:30 UTC is 18:30 in Madrid (open) and 12:30 in New York (not yet).
    expect(openingNow(tavern, MADRID, at("2026-11-24T17:30:00Z")).isOpen).toBe(true);
    expect(openingNow(tavern, NEW_YORK, at("2026-11-24T17:30:00Z"))).toEqual({
      isOpen: false,
      closesAt: "11:00 PM",
      nextOpening: at("2026-11-24T22:00:00Z"),
    });
  });

  it("keeps the wall-clock hours across a daylight-saving change", () => {
    const breakfast = { sunday: "8:00 AM - 12:00 PM", monday: "8:00 AM - 12:00 PM" };
    // Saturday 2026-03-07 in New York (UTC-5); Sunday's 8 AM is after the change to UTC-4.
    expect(openingNow(breakfast, NEW_YORK, at("2026-03-07T20:00:00Z")).nextOpening).toEqual(
      at("2026-03-08T12:00:00Z"),
    );
    // Sunday 8:30 EDT is 12:30 UTC: open; at 7:30 EDT (11:30 UTC) not yet.
    expect(openingNow(breakfast, NEW_YORK, at("2026-03-08T12:30:00Z")).isOpen).toBe(true);
    expect(openingNow(breakfast, NEW_YORK, at("2026-03-08T11:30:00Z")).isOpen).toBe(false);
    // Autumn: 2026-11-01 New York returns to UTC-5; Sunday's 8 AM is 13:00 UTC.
    expect(openingNow(breakfast, NEW_YORK, at("2026-10-31T20:00:00Z")).nextOpening).toEqual(
      at("2026-11-01T13:00:00Z"),
    );
  });

  it("looks six days ahead, no further", () => {
    const sundays = { sunday: "10:00 AM - 2:00 PM" };
    // Monday 2026-11-23: Sunday is six days ahead.
    expect(openingNow(sundays, NEW_YORK, at("2026-11-23T20:00:00Z")).nextOpening).toEqual(
      at("2026-11-29T15:00:00Z"),
    );
    // Sunday afternoon after closing: the next Sunday is seven days ahead, beyond the look-ahead.
    expect(openingNow(sundays, NEW_YORK, at("2026-11-22T20:00:00Z"))).toEqual({
      isOpen: false,
      closesAt: null,
      nextOpening: null,
    });
    expect(openingNow({}, NEW_YORK, at("2026-11-22T20:00:00Z")).nextOpening).toBeNull();
  });
});
