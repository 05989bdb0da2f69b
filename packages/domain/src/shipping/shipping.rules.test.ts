import { describe, expect, it } from "vitest";
import {
  SHIPPING_QUOTE_MINUTES,
  type ShippingRateRule,
  shippingQuoteExpiry,
  shippingRatePrice,
} from "./shipping.rules.ts";

const now = new Date("2026-11-23T12:00:00Z");
const flat: ShippingRateRule = {
  basis: "flat",
  priceCents: 899,
  brackets: [],
  countries: [],
  validUntil: null,
  freeFromCents: null,
};
const byWeight: ShippingRateRule = {
  basis: "weight",
  priceCents: 0,
  // Out of order on purpose: the rule sorts them.
  brackets: [
    { upToGrams: 5000, priceCents: 1999 },
    { upToGrams: 1000, priceCents: 799 },
    { upToGrams: 2000, priceCents: 1199 },
  ],
  countries: ["US", "CA"],
  validUntil: null,
  freeFromCents: 10_000,
};

describe("shipping-rate pricing", () => {
  it("a flat rate costs the same whatever the weight", () => {
    expect(shippingRatePrice(flat, { country: "US", weightGrams: 0, subtotalCents: 0 }, now)).toBe(899);
    expect(shippingRatePrice(flat, { country: "ES", weightGrams: 40_000, subtotalCents: 0 }, now)).toBe(899);
  });

  it("by weight, the first bracket the parcel fits, inclusive of its limit", () => {
    const price = (weightGrams: number) =>
      shippingRatePrice(byWeight, { country: "US", weightGrams, subtotalCents: 0 }, now);
    expect(price(0)).toBe(799);
    expect(price(1000)).toBe(799);
    expect(price(1001)).toBe(1199);
    expect(price(2000)).toBe(1199);
    expect(price(4999)).toBe(1999);
    expect(price(5001)).toBeNull();
  });

  it("serves only its countries when it names some", () => {
    expect(shippingRatePrice(byWeight, { country: "ca", weightGrams: 10, subtotalCents: 0 }, now)).toBe(799);
    expect(shippingRatePrice(byWeight, { country: "ES", weightGrams: 10, subtotalCents: 0 }, now)).toBeNull();
  });

  it("is free from the rate's subtotal, but only for parcels it serves", () => {
    const parcel = { country: "US", weightGrams: 1500 };
    expect(shippingRatePrice(byWeight, { ...parcel, subtotalCents: 9_999 }, now)).toBe(1199);
    expect(shippingRatePrice(byWeight, { ...parcel, subtotalCents: 10_000 }, now)).toBe(0);
    expect(
      shippingRatePrice(byWeight, { ...parcel, weightGrams: 9000, subtotalCents: 50_000 }, now),
    ).toBeNull();
  });

  it("an expired rate is not offered; one expiring later is", () => {
    expect(
      shippingRatePrice(
        { ...flat, validUntil: now },
        { country: "US", weightGrams: 0, subtotalCents: 0 },
        now,
      ),
    ).toBeNull();
    const later = new Date(now.getTime() + 60_000);
    expect(
      shippingRatePrice(
        { ...flat, validUntil: later },
        { country: "US", weightGrams: 0, subtotalCents: 0 },
        now,
      ),
    ).toBe(899);
  });

  it("a quote holds for the quote window, never past the end of a rate it offers", () => {
    expect(shippingQuoteExpiry([flat], now)).toEqual(
      new Date(now.getTime() + SHIPPING_QUOTE_MINUTES * 60_000),
    );
    const soon = new Date(now.getTime() + 5 * 60_000);
    expect(shippingQuoteExpiry([flat, { validUntil: soon }], now)).toEqual(soon);
  });
});
