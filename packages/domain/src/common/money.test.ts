import { describe, expect, it } from "vitest";
import { z } from "zod";
import { currencyExponent, formatMoney, toMajorUnits, toMinorUnits } from "./money.ts";
import { moneySchema, withWireCurrency } from "./money-codec.ts";

describe("money", () => {
  it("converts between minor and major units without float drift", () => {
    expect(toMinorUnits(25.5)).toBe(2550);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(-4.2)).toBe(-420);
    expect(toMajorUnits(2550)).toBe(25.5);
  });

  it("uses the currency's ISO 4217 exponent", () => {
    expect([currencyExponent("USD"), currencyExponent("eur"), currencyExponent("JPY")]).toEqual([2, 2, 0]);
    expect(currencyExponent("KWD")).toBe(3);
    expect(toMinorUnits(1500, "JPY")).toBe(1500);
    expect(toMinorUnits(1.234, "KWD")).toBe(1234);
    expect(toMajorUnits(1234, "KWD")).toBe(1.234);
    expect(toMajorUnits(1500, "JPY")).toBe(1500);
  });

  it("decodes wire amounts to minor units and encodes them back, in the wire currency", () => {
    expect(z.decode(moneySchema, 12.34)).toBe(1234);
    expect(z.encode(moneySchema, 1234)).toBe(12.34);
    expect(withWireCurrency("JPY", () => z.decode(moneySchema, 1500))).toBe(1500);
    expect(withWireCurrency("KWD", () => z.encode(moneySchema, 1234))).toBe(1.234);
  });

  it("refuses more decimals than the currency has, instead of rounding them away", () => {
    expect(moneySchema.safeParse(12.34).success).toBe(true);
    expect(moneySchema.safeParse(12.345).success).toBe(false);
    expect(withWireCurrency("JPY", () => moneySchema.safeParse(12.5).success)).toBe(false);
    expect(withWireCurrency("KWD", () => moneySchema.safeParse(12.345).success)).toBe(true);
    expect(moneySchema.safeParse(Number.NaN).success).toBe(false);
  });

  it("formats in the club's currency and locale", () => {
    expect(formatMoney(2550, "USD", "en-US")).toBe("$25.50");
    expect(formatMoney(2550, "EUR", "es-ES")).toMatch(/25,50\s€/);
    expect(formatMoney(1500, "JPY", "en-US")).toBe("¥1,500");
  });
});
