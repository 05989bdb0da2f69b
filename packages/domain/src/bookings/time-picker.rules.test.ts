import { describe, expect, it } from "vitest";
import {
  formatTime,
  parseTime,
  slotAtOrAfter,
  stepHour,
  stepMinute,
  toTwelveHour,
  toTwentyFourHour,
} from "./time-picker.rules.ts";

describe("stepHour", () => {
  it("steps by one hour", () => {
    expect(stepHour(5, 1, 12)).toBe(6);
    expect(stepHour(5, -1, 24)).toBe(4);
  });

  it("runs 1 to 12 and wraps in 12-hour mode", () => {
    expect(stepHour(11, 1, 12)).toBe(12);
    expect(stepHour(12, 1, 12)).toBe(1);
    expect(stepHour(1, -1, 12)).toBe(12);
  });

  it("wraps from 23 to 0 and back in 24-hour mode", () => {
    expect(stepHour(23, 1, 24)).toBe(0);
    expect(stepHour(0, -1, 24)).toBe(23);
    expect(stepHour(11, 1, 24)).toBe(12);
    expect(stepHour(12, 1, 24)).toBe(13);
  });
});

describe("stepMinute", () => {
  it("steps by 15 minutes", () => {
    expect(stepMinute(0, 1)).toBe(15);
    expect(stepMinute(30, -1)).toBe(15);
  });

  it("wraps from 45 to 0 and from 0 to 45", () => {
    expect(stepMinute(45, 1)).toBe(0);
    expect(stepMinute(0, -1)).toBe(45);
  });

  it("snaps a minute off the grid to the next quarter in the step's direction", () => {
    expect(stepMinute(10, 1)).toBe(15);
    expect(stepMinute(10, -1)).toBe(0);
    expect(stepMinute(50, 1)).toBe(0);
    expect(stepMinute(50, -1)).toBe(45);
  });
});

describe("12-hour conversions", () => {
  it("maps midnight and noon to 12 AM and 12 PM", () => {
    expect(toTwelveHour(0)).toEqual({ hour: 12, meridiem: "AM" });
    expect(toTwelveHour(12)).toEqual({ hour: 12, meridiem: "PM" });
    expect(toTwelveHour(13)).toEqual({ hour: 1, meridiem: "PM" });
    expect(toTwelveHour(11)).toEqual({ hour: 11, meridiem: "AM" });
  });

  it("round-trips every hour", () => {
    for (let hour = 0; hour < 24; hour++) {
      const twelve = toTwelveHour(hour);
      expect(toTwentyFourHour(twelve.hour, twelve.meridiem)).toBe(hour);
    }
  });
});

describe("parseTime / formatTime", () => {
  it("reads and writes HH:mm", () => {
    expect(parseTime("07:45")).toEqual({ hour: 7, minute: 45 });
    expect(formatTime({ hour: 7, minute: 5 })).toBe("07:05");
  });

  it("rejects anything else", () => {
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime("24:00")).toBeNull();
    expect(parseTime("7.30")).toBeNull();
  });
});

describe("slotAtOrAfter (the wizard's time step)", () => {
  const slots = ["17:00", "17:30", "19:15", "21:45"];

  it("answers the first free slot at or after the picked time", () => {
    expect(slotAtOrAfter(slots, { hour: 17, minute: 30 })).toBe("17:30");
    expect(slotAtOrAfter(slots, { hour: 17, minute: 45 })).toBe("19:15");
  });

  it("wraps to the day's first slot after the last one, as the picker wraps", () => {
    expect(slotAtOrAfter(slots, { hour: 22, minute: 0 })).toBe("17:00");
    expect(slotAtOrAfter([], { hour: 9, minute: 0 })).toBeNull();
  });
});
