// @vitest-environment node
import { describe, expect, it } from "vitest";
import { localityFields, localityLines, stateLabelOf } from "./address-format.ts";

describe("addresses in each country's order", () => {
  it("writes a US locality as city, state zip", () => {
    expect(localityLines("US", { city: "Newport", state: "RI", zipCode: "02840" })).toEqual([
      "Newport, RI 02840",
    ]);
    expect(localityFields("US")).toEqual(["city", "state", "zipCode"]);
    expect(stateLabelOf("US")).toBe("state");
  });

  it("writes a Spanish one as postal code and town, the province apart when it differs", () => {
    expect(localityLines("ES", { city: "Madrid", state: "Madrid", zipCode: "28001" })).toEqual([
      "28001 Madrid",
    ]);
    expect(localityLines("ES", { city: "Alcobendas", state: "Madrid", zipCode: "28100" })).toEqual([
      "28100 Alcobendas",
      "Madrid",
    ]);
    expect(localityFields("ES")).toEqual(["zipCode", "city", "state"]);
    expect(stateLabelOf("ES")).toBe("province");
  });

  it("leaves out what is blank and defaults to the US", () => {
    expect(localityLines(null, { city: "Newport", state: null, zipCode: "" })).toEqual(["Newport"]);
    expect(localityLines("GB", { city: "London", zipCode: "SW1A 1AA" })).toEqual(["London", "SW1A 1AA"]);
  });
});
