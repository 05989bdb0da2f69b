// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createFormatter, toBcp47 } from "./formatter.ts";

describe("formatter", () => {
  it("formats amounts held in minor units, in the club's currency and its exponent", () => {
    const us = createFormatter({ currency: "USD", locale: "en-us", timezone: "UTC" });
    expect(us.money(2550)).toBe("$25.50");
    const eur = createFormatter({ currency: "EUR", locale: "es-es", timezone: "UTC" });
    expect(eur.money(123456)).toMatch(/1\.?234,56\s€/);
    const yen = createFormatter({ currency: "JPY", locale: "ja-jp", timezone: "UTC" });
    expect(yen.money(1500)).toMatch(/1,500/);
  });

  it("writes US dates month first and other locales day first", () => {
    const when = "2025-03-04T12:00:00Z";
    expect(createFormatter({ currency: "USD", locale: "en-us", timezone: "UTC" }).date(when)).toBe(
      "03/04/2025",
    );
    expect(createFormatter({ currency: "EUR", locale: "es-es", timezone: "UTC" }).date(when)).toBe(
      "04/03/2025",
    );
    expect(createFormatter({ currency: "GBP", locale: "en-gb", timezone: "UTC" }).date(when)).toBe(
      "04/03/2025",
    );
  });

  it("shows dates in the club time zone", () => {
    const late = "2025-03-04T02:00:00Z";
    expect(
      createFormatter({ currency: "USD", locale: "en-us", timezone: "America/New_York" }).date(late),
    ).toBe("03/03/2025");
  });

  it("shows a calendar day as the day it names, in any time zone", () => {
    // A plain YYYY-MM-DD (a coupon's last day, a card's expiry) is no instant: read as midnight
    // UTC, New York showed it a day early.
    const newYork = createFormatter({ currency: "USD", locale: "en-us", timezone: "America/New_York" });
    expect(newYork.date("2026-12-31")).toBe("12/31/2026");
    const madrid = createFormatter({ currency: "EUR", locale: "es-es", timezone: "Europe/Madrid" });
    expect(madrid.date("2026-01-01")).toBe("01/01/2026");
  });

  it("normalises locale tags", () => {
    expect(toBcp47("en-us")).toBe("en-US");
    expect(toBcp47("es_MX")).toBe("es-MX");
    expect(toBcp47("es")).toBe("es");
  });
});
