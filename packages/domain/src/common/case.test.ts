import { describe, expect, it } from "vitest";
import { camelKeys, snakeKeys, toCamel, toSnake } from "./case.ts";

describe("case conversion", () => {
  it("converts keys both ways", () => {
    expect(toSnake("errorDescription")).toBe("error_description");
    expect(toSnake("address2")).toBe("address2");
    expect(toSnake("zipCode")).toBe("zip_code");
    expect(toCamel("has_next_page")).toBe("hasNextPage");
    expect(toCamel("amount_1")).toBe("amount1");
  });

  it("converts nested objects and arrays, leaving values and dates alone", () => {
    const date = new Date(0);
    const out = snakeKeys<Record<string, unknown>>({
      firstName: "Ana",
      items: [{ priceEach: 2 }],
      at: date,
      note: "camelCase",
    });
    expect(out).toEqual({ first_name: "Ana", items: [{ price_each: 2 }], at: date, note: "camelCase" });
    expect(camelKeys(out)).toEqual({
      firstName: "Ana",
      items: [{ priceEach: 2 }],
      at: date,
      note: "camelCase",
    });
  });
});
