import { describe, expect, it } from "vitest";
import { prefillFromProfile, profileChangeOf, type SurveyProfile } from "./survey-profile.ts";
import { checkAnswer } from "./surveys.rules.ts";

const eleanor: SurveyProfile = {
  firstName: "Eleanor",
  middleName: null,
  lastName: "Whitfield",
  email: "member@harbor.example",
  birthdate: "1979-06-14",
  companyName: null,
  companyTitle: null,
  address: "14 Bellevue Avenue",
  address2: null,
  city: "Newport",
  zipCode: "02840",
  website: null,
  mobile: "+1 401 555 0142",
  phoneNumber: "4015550142",
  phoneCountryCode: "+1",
  advanced: { anniversary_date: "2030-05-01", loyalty: "gold" },
};
const US = { country: "US", dateFormat: "MM/DD/YYYY" as const };
const SPAIN = { country: "ES", dateFormat: "DD/MM/YYYY" as const };

describe("data maps: prefilled from the profile", () => {
  it("as the form takes them at a US club", () => {
    expect(prefillFromProfile("first_name", eleanor, US)).toBe("Eleanor");
    expect(prefillFromProfile("email", eleanor, US)).toBe("member@harbor.example");
    expect(prefillFromProfile("mobile_number", eleanor, US)).toBe("4015550142");
    expect(prefillFromProfile("phone_number", eleanor, US)).toBe("4015550142");
    expect(prefillFromProfile("birthdate", eleanor, US)).toBe("06/14/1979");
    expect(prefillFromProfile("anniversary_date", eleanor, US)).toBe("05/01/2030");
    expect(prefillFromProfile("zip_code", eleanor, US)).toBe("02840");
    expect(prefillFromProfile("company_name", eleanor, US)).toBeNull();
    expect(prefillFromProfile("cc_email", eleanor, US)).toBeNull();
  });

  it("in the club's conventions elsewhere", () => {
    const lucia = {
      ...eleanor,
      mobile: "+34 612 345 678",
      phoneNumber: "612345678",
      phoneCountryCode: "+34",
    };
    expect(prefillFromProfile("birthdate", lucia, SPAIN)).toBe("14/06/1979");
    expect(prefillFromProfile("mobile_number", lucia, SPAIN)).toBe("+34 612 34 56 78");
    expect(prefillFromProfile("phone_number", lucia, SPAIN)).toBe("+34 612 34 56 78");
  });

  it("prefilled values pass the field's own rules", () => {
    const context = { ...US, today: "2026-03-10", uploadMaxBytes: 1 };
    for (const [map, type] of [
      ["mobile_number", "text"],
      ["birthdate", "datetime"],
      ["zip_code", "text"],
    ] as const) {
      const field = { id: map, dataMap: map, field: { type, label: map, required: true, values: [] } };
      expect(checkAnswer(field, prefillFromProfile(map, eleanor, US), context)).toBeNull();
    }
  });
});

describe("data maps: written back on submit", () => {
  it("converts answers to the profile's storage", () => {
    expect(profileChangeOf("mobile_number", "(401) 555-0199", eleanor, US)).toEqual({
      mobile: "+14015550199",
    });
    expect(profileChangeOf("phone_number", "4015550100", eleanor, US)).toEqual({
      phoneNumber: "4015550100",
      phoneCountryCode: "+1",
    });
    expect(profileChangeOf("phone_number", "+34 622 456 789", eleanor, SPAIN)).toEqual({
      phoneNumber: "622456789",
      phoneCountryCode: "+34",
    });
    expect(profileChangeOf("birthdate", "14/06/1980", eleanor, SPAIN)).toEqual({ birthdate: "1980-06-14" });
    expect(profileChangeOf("last_name", "  Whitfield-Grey ", eleanor, US)).toEqual({
      lastName: "Whitfield-Grey",
    });
  });

  it("keeps the other free-form attributes when it writes the anniversary", () => {
    expect(profileChangeOf("anniversary_date", "09/12/2031", eleanor, US)).toEqual({
      advanced: { anniversary_date: "2031-09-12", loyalty: "gold" },
    });
  });

  it("never erases, and never writes the sign-in e-mail", () => {
    expect(profileChangeOf("city", "   ", eleanor, US)).toEqual({});
    expect(profileChangeOf("email", "new@harbor.example", eleanor, US)).toEqual({});
    expect(profileChangeOf("cc_email", "copy@harbor.example", eleanor, US)).toEqual({});
  });

  it("refuses what the profile could not hold", () => {
    const context = { ...US, today: "2026-03-10", uploadMaxBytes: 1 };
    const field = {
      id: "f",
      dataMap: "first_name" as const,
      field: { type: "text" as const, label: "First", required: false, values: [] },
    };
    expect(checkAnswer(field, "x".repeat(101), context)?.rule).toBe("tooLong");
    expect(checkAnswer(field, "x".repeat(100), context)).toBeNull();
  });
});
