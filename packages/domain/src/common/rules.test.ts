import { describe, expect, it } from "vitest";
import { shapeNorthAmerican } from "./phone-format.ts";
import {
  examplePhoneNumber,
  formatNationalAsTyped,
  formatPhone,
  isColor,
  isEmail,
  isStrongPassword,
  isValidPhone,
  passwordStrength,
} from "./rules.ts";

describe("password rule (spec-1 §5)", () => {
  it.each([
    ["Crest-demo-2026", 4],
    ["Abcdefg1", 4],
    ["Abcdefg!", 4],
    ["Abcdefgh", 3],
    ["abcdefg1", 3],
    ["ABCDEFG1", 3],
    ["Ab1", 3],
    ["", 0],
  ])("%j meets %i of the four criteria", (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
    expect(isStrongPassword(password)).toBe(strength === 4);
  });

  it("counts each of !@#$%^&*_ as the fourth criterion", () => {
    for (const symbol of "!@#$%^&*_") expect(isStrongPassword(`Abcdefgh${symbol}`)).toBe(true);
    expect(isStrongPassword("Abcdefgh-")).toBe(false);
  });
});

describe("email", () => {
  it("accepts ordinary addresses and refuses malformed ones", () => {
    expect(isEmail("member@harbor.example")).toBe(true);
    expect(isEmail("first.last+tag@sub.club.es")).toBe(true);
    for (const bad of ["", "member", "member@", "@harbor.example", "a b@c.de", "member@harbor"]) {
      expect(isEmail(bad)).toBe(false);
    }
  });
});

describe("phone (spec-2 §5)", () => {
  it("lets an empty value pass", () => expect(isValidPhone("")).toBe(true));
  it("needs at least 10 digits", () => expect(isValidPhone("401 555 01")).toBe(false));
  it("accepts a valid US number in any punctuation", () => {
    expect(isValidPhone("(212) 555-0123")).toBe(true);
    expect(isValidPhone("+1 212 555 0123")).toBe(true);
  });
  it("refuses a number that is long enough but not valid", () =>
    expect(isValidPhone("0000000000")).toBe(false));
  it("accepts an international number with its prefix", () =>
    expect(isValidPhone("+34 612 345 678")).toBe(true));

  it("displays (xxx) xxx-xxxx with a +country prefix when there is one", () => {
    expect(formatPhone("2125550123")).toBe("(212) 555-0123");
    expect(formatPhone("212-555-0123", "1")).toBe("+1 (212) 555-0123");
    expect(formatPhone("12125550123", "+1")).toBe("+1 (212) 555-0123");
    expect(formatPhone("+1 401 555 0100")).toBe("+1 (401) 555-0100");
  });

  it("shows other countries' numbers the way they are written internationally", () => {
    expect(formatPhone("+34 910 000 000")).toBe("+34 910 00 00 00");
    expect(formatPhone("612345678", "+34")).toBe("+34 612 34 56 78");
    expect(formatPhone("34612345678", "34")).toBe("+34 612 34 56 78");
  });
});

describe("colour values (spec-1 §5)", () => {
  it.each([
    "#57806e",
    "#fff",
    "#ffffff80",
    "rgb(87, 128, 110)",
    "rgba(0,0,0,0.5)",
    "rgba(0, 0, 0, 50%)",
    "tomato",
    "Transparent",
  ])("accepts %s", (value) => expect(isColor(value)).toBe(true));
  it.each(["", "#12", "#ggg", "rgb(300,0,0)", "rgb(1,2)", "notacolour", "url(x)", "red; background: url(x)"])(
    "refuses %j",
    (value) => expect(isColor(value)).toBe(false),
  );
});

describe("phone numbers as their country writes them", () => {
  it("formats a national number while it is typed", () => {
    expect(formatNationalAsTyped("612345678", "ES")).toBe("612 34 56 78");
    expect(formatNationalAsTyped("6123", "ES")).toBe("612 3");
    expect(formatNationalAsTyped("", "ES")).toBe("");
    expect(formatNationalAsTyped("0612345678", "FR")).toBe("06 12 34 56 78");
  });

  it("gives each country's example number for placeholders", () => {
    expect(examplePhoneNumber("ES")).toMatch(/^6\d{2} \d{2} \d{2} \d{2}$/);
    expect(examplePhoneNumber("US")).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });
});

describe("the one phone format (spec-2 §5, issue 24 item 8)", () => {
  it("shapes North American digits as they are typed, and a whole number the way formatPhone shows it", () => {
    expect(["4", "401", "4015", "401555", "4015550", "4015550177"].map(shapeNorthAmerican)).toEqual([
      "(4",
      "(401",
      "(401) 5",
      "(401) 555",
      "(401) 555-0",
      "(401) 555-0177",
    ]);
    expect(shapeNorthAmerican("")).toBe("");
    expect(shapeNorthAmerican("14015550177")).toBe("14015550177");
    expect(formatPhone("4015550177", "+1")).toBe(`+1 ${shapeNorthAmerican("4015550177")}`);
  });
});
