import { describe, expect, it } from "vitest";
import { calendarDateSchema, isCalendarDate } from "./calendar-date.ts";

describe("calendar days", () => {
  it("accepts days that exist, leap days included", () => {
    expect(["1990-02-28", "2024-02-29", "2000-02-29", "1999-12-31"].every(isCalendarDate)).toBe(true);
  });

  it("refuses days that do not exist, and other shapes", () => {
    expect(
      ["1990-02-30", "2023-02-29", "1900-02-29", "2020-13-01", "2020-04-31", "2020-4-1", "x"].some(
        isCalendarDate,
      ),
    ).toBe(false);
    expect(calendarDateSchema.safeParse("1990-02-30").error?.issues[0]?.message).toBe(
      "This day does not exist",
    );
  });
});
