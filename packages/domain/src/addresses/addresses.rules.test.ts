import { describe, expect, it } from "vitest";
import { addressRuleIssues } from "./addresses.schemas.ts";

describe("addressRuleIssues (spec-1 §5): the rules across an address's fields", () => {
  it("asks a US address for one of the states by its code, and a postal code that fits the country", () => {
    expect(addressRuleIssues({ country: "US", state: "ri", zipCode: "02840" })).toEqual([]);
    expect(addressRuleIssues({ country: "US", state: "Rhode Island", zipCode: "ABC" })).toEqual([
      { field: "state", message: "Please select a state" },
      { field: "zipCode", message: "Please enter a valid value" },
    ]);
    expect(addressRuleIssues({ country: "ES", state: null, zipCode: "28001" })).toEqual([]);
  });

  it("lets an address that may stay blank (the profile's) leave out the state, but not give a wrong one", () => {
    expect(addressRuleIssues({ country: "US", state: null, zipCode: "" }, { required: false })).toEqual([]);
    expect(addressRuleIssues({ country: "US", state: " ", zipCode: "" })).toEqual([
      { field: "state", message: "Please select a state" },
    ]);
    expect(addressRuleIssues({ country: "US", state: "Madrid" }, { required: false })).toEqual([
      { field: "state", message: "Please select a state" },
    ]);
  });
});
