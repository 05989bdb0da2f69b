import { describe, expect, it } from "vitest";
import { dayHoursOf, nextRange, rangesText, usesTwelveHours } from "./hours-text.ts";

describe("the hours grid's day text", () => {
  it("reads ranges, closed days and text it cannot split", () => {
    expect(dayHoursOf("9:00 AM - 12:00 PM, 2:00 PM - 6:00 PM")).toEqual({
      kind: "ranges",
      ranges: [
        { from: "09:00", to: "12:00" },
        { from: "14:00", to: "18:00" },
      ],
    });
    expect(dayHoursOf("18:00 - 02:00")).toEqual({ kind: "ranges", ranges: [{ from: "18:00", to: "02:00" }] });
    expect(dayHoursOf(undefined)).toEqual({ kind: "closed" });
    expect(dayHoursOf(" ")).toEqual({ kind: "closed" });
    expect(dayHoursOf("By appointment")).toEqual({ kind: "text" });
  });

  it("writes ranges on the club's clock, and reads them back the same", () => {
    const ranges = [
      { from: "09:00", to: "12:00" },
      { from: "14:00", to: "18:30" },
    ];
    expect(rangesText(ranges, true)).toBe("9:00 AM - 12:00 PM, 2:00 PM - 6:30 PM");
    expect(rangesText(ranges, false)).toBe("9:00 - 12:00, 14:00 - 18:30");
    expect(dayHoursOf(rangesText(ranges, true))).toEqual(dayHoursOf(rangesText(ranges, false)));
    expect(usesTwelveHours("en-US")).toBe(true);
    expect(usesTwelveHours("es-ES")).toBe(false);
  });

  it("adds nine to five on a closed day, else a range after the last", () => {
    expect(nextRange([])).toEqual({ from: "09:00", to: "17:00" });
    expect(nextRange([{ from: "09:00", to: "12:00" }])).toEqual({ from: "13:00", to: "15:00" });
  });
});
