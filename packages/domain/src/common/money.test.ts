import { describe, expect, it } from "vitest";
import { formatMoney, moneySchema, toCents, toMajor } from "./money.ts";

describe("money", () => {
  it("converts between cents and major units without float drift", () => {
    expect(toCents(25.5)).toBe(2550);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-4.2)).toBe(-420);
    expect(toMajor(2550)).toBe(25.5);
  });

  it("accepts at most two decimals on the wire", () => {
    expect(moneySchema.safeParse(12.34).success).toBe(true);
    expect(moneySchema.safeParse(12.345).success).toBe(false);
    expect(moneySchema.safeParse(Number.NaN).success).toBe(false);
  });

  it("formats in the club's currency and locale", () => {
    expect(formatMoney(2550, "USD", "en-US")).toBe("$25.50");
    expect(formatMoney(2550, "EUR", "es-ES")).toMatch(/25,50\s€/);
  });
});
