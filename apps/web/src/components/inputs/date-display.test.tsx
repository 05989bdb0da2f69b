import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { DateDisplay } from "./date-display.tsx";
import { dateFormatFor, formatDate } from "./format-date.ts";

// 02:30 UTC on 4 March is still 3 March in New York.
const LATE_EVENING_NEW_YORK = "2025-03-04T02:30:00Z";

describe("formatDate", () => {
  it("writes US dates month first", () => {
    expect(formatDate("2025-03-14T12:00:00Z", "UTC", "en-US")).toBe("03/14/2025");
    expect(formatDate("2025-03-14T12:00:00Z", "UTC", "en-us")).toBe("03/14/2025");
  });

  it("writes other locales day first", () => {
    expect(formatDate("2025-03-14T12:00:00Z", "UTC", "es-ES")).toBe("14/03/2025");
    expect(formatDate("2025-03-14T12:00:00Z", "UTC", "en-GB")).toBe("14/03/2025");
  });

  it("reads the date in the given time zone", () => {
    expect(formatDate(LATE_EVENING_NEW_YORK, "UTC", "en-US")).toBe("03/04/2025");
    expect(formatDate(LATE_EVENING_NEW_YORK, "America/New_York", "en-US")).toBe("03/03/2025");
    expect(formatDate(LATE_EVENING_NEW_YORK, "Europe/Madrid", "es")).toBe("04/03/2025");
  });

  it("returns an empty string for a value that is not a date", () => {
    expect(formatDate("not a date", "UTC", "en-US")).toBe("");
  });

  it("treats a bare language by its likely region", () => {
    expect(dateFormatFor("en")).toBe("MM/DD/YYYY");
    expect(dateFormatFor("es")).toBe("DD/MM/YYYY");
    expect(dateFormatFor("es-US")).toBe("MM/DD/YYYY");
  });
});

describe("DateDisplay", () => {
  it("uses the provider's locale and time zone by default", () => {
    renderWithIntl(<DateDisplay value={LATE_EVENING_NEW_YORK} />, {
      locale: "en-US",
      timeZone: "America/New_York",
    });
    const time = screen.getByText("03/03/2025");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe(LATE_EVENING_NEW_YORK);
  });

  it("honours explicit locale and time zone props", () => {
    renderWithIntl(<DateDisplay value={LATE_EVENING_NEW_YORK} locale="es-ES" timeZone="Europe/Madrid" />);
    expect(screen.getByText("04/03/2025")).toBeVisible();
  });
});
