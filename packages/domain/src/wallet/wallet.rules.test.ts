import { describe, expect, it } from "vitest";
import {
  applyBillingUse,
  billingUseRefusal,
  cardBrandOf,
  cardNameOf,
  containsCardNumber,
  formatCardExpiry,
  isCardExpired,
  isValidRoutingNumber,
  type MethodUse,
  methodForUse,
  parseCardExpiry,
  passesLuhn,
  postalFieldOf,
  redactCardNumbers,
} from "./wallet.rules.ts";

describe("routing numbers (3,7,1 weights)", () => {
  it("accepts real ABA numbers", () => {
    for (const valid of ["110000000", "011000015", "021000021", "121000358", "011401533"])
      expect(isValidRoutingNumber(valid), valid).toBe(true);
  });
  it("refuses a wrong checksum, a wrong length and non-digits", () => {
    expect(isValidRoutingNumber("110000001")).toBe(false);
    expect(isValidRoutingNumber("021000022")).toBe(false);
    expect(isValidRoutingNumber("11000000")).toBe(false);
    expect(isValidRoutingNumber("1100000000")).toBe(false);
    expect(isValidRoutingNumber("11000000a")).toBe(false);
  });
});

describe("card expiry", () => {
  it("parses MM/YY and MM / YY into month and full year", () => {
    expect(parseCardExpiry("04/29")).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseCardExpiry("12 / 30")).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseCardExpiry("7/2031")).toEqual({ expMonth: 7, expYear: 2031 });
  });
  it("refuses months outside 1–12 and incomplete text", () => {
    expect(parseCardExpiry("13/29")).toBeNull();
    expect(parseCardExpiry("00/29")).toBeNull();
    expect(parseCardExpiry("12 / ")).toBeNull();
    expect(parseCardExpiry("1229")).toBeNull();
  });
  it("shows month / two-digit year", () => {
    expect(formatCardExpiry(4, 2029)).toBe("04 / 29");
    expect(formatCardExpiry(11, 2100)).toBe("11 / 00");
  });
  it("expires after the last day of the month", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
  });
});

describe("zip by country", () => {
  it("is a Zipcode in the US and a Postal Code elsewhere", () => {
    expect(postalFieldOf("US")).toBe("zipCode");
    expect(postalFieldOf(undefined)).toBe("zipCode");
    expect(postalFieldOf("ES")).toBe("postalCode");
    expect(postalFieldOf("gb")).toBe("postalCode");
  });
});

describe("name on card", () => {
  it("keeps the first and last word", () => {
    expect(cardNameOf("  Eleanor   Mary Vance ")).toBe("Eleanor Vance");
    expect(cardNameOf("María José de la Fuente")).toBe("María Fuente");
    expect(cardNameOf("Cher")).toBe("Cher");
    expect(cardNameOf("Ada Lovelace")).toBe("Ada Lovelace");
  });
});

describe("billing use", () => {
  const wallet: MethodUse[] = [
    { id: "a", billingUse: "default" },
    { id: "b", billingUse: "billing" },
    { id: "c", billingUse: "pos" },
  ];
  it("a default method cannot change its use", () => {
    expect(billingUseRefusal(wallet, "a", "billing")).toBe("default_cannot_change");
    expect(billingUseRefusal(wallet, "a", "none")).toBe("default_cannot_change");
    expect(billingUseRefusal(wallet, "a", "default")).toBeNull();
  });
  it("another method may take any use while a default remains", () => {
    expect(billingUseRefusal(wallet, "b", "pos")).toBeNull();
    expect(billingUseRefusal(wallet, "c", "none")).toBeNull();
    expect(billingUseRefusal(wallet, "b", "default")).toBeNull();
  });
  it("at least one method stays default", () => {
    expect(billingUseRefusal([{ id: "x", billingUse: "none" }], "x", "billing")).toBe("default_required");
  });
  it("saving a use removes it from every other method", () => {
    expect(applyBillingUse(wallet, "c", "billing")).toEqual([
      { id: "a", billingUse: "default" },
      { id: "b", billingUse: "none" },
      { id: "c", billingUse: "billing" },
    ]);
    expect(applyBillingUse(wallet, "b", "default")).toEqual([
      { id: "a", billingUse: "none" },
      { id: "b", billingUse: "default" },
      { id: "c", billingUse: "pos" },
    ]);
    expect(applyBillingUse(wallet, "c", "none")).toEqual([
      ...wallet.slice(0, 2),
      { id: "c", billingUse: "none" },
    ]);
  });
  it("charges for a use go to its holder, else the default", () => {
    expect(methodForUse(wallet, "pos")?.id).toBe("c");
    expect(methodForUse(applyBillingUse(wallet, "a", "default").slice(0, 1), "pos")?.id).toBe("a");
  });
});

describe("card numbers", () => {
  it("checks Luhn and tells brands", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(cardBrandOf("4000 0027 6000 3184")).toBe("visa");
    expect(cardBrandOf("5555555555554444")).toBe("mastercard");
    expect(cardBrandOf("378282246310005")).toBe("amex");
    expect(cardBrandOf("6011111111111117")).toBe("discover");
    expect(cardBrandOf("9999")).toBe("unknown");
  });
  it("finds a card number in text, grouped or hidden among digits", () => {
    expect(containsCardNumber("my card 4242 4242 4242 4242")).toBe(true);
    expect(containsCardNumber("4242-4242-4242-4242")).toBe(true);
    expect(containsCardNumber("x94242424242424242x")).toBe(true);
    expect(containsCardNumber("Visa for dining")).toBe(false);
    expect(containsCardNumber("1234")).toBe(false);
    expect(containsCardNumber("4242-4242-4242-4242", " ")).toBe(false);
  });
  it("redacts card numbers for logs and leaves other digits", () => {
    expect(redactCardNumbers("/api/x?n=4242424242424242&page=2")).toBe(
      "/api/x?n=[card number removed]&page=2",
    );
    expect(redactCardNumbers("/api/x/1234567890")).toBe("/api/x/1234567890");
  });
});
