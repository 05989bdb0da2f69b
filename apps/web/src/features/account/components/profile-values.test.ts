// @vitest-environment node
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { parsePhone } from "../../../components/inputs/index.ts";
import { testAccount } from "../../../test/fixtures.ts";
import { changedFields, displayPhone, toProfileValues } from "./profile-values.ts";

describe("profile values", () => {
  it("reads stored phones as a country code and digits and shows them as (xxx) xxx-xxxx", () => {
    expect(parsePhone("+14015550123")).toEqual({ countryCode: "+1", number: "4015550123" });
    expect(parsePhone("+34 612 345 678")).toEqual({ countryCode: "+34", number: "612345678" });
    expect(parsePhone("401-555-0123")).toEqual({ countryCode: "+1", number: "4015550123" });
    expect(displayPhone({ countryCode: "+1", number: "4015550123" })).toBe("+1 (401) 555-0123");
    expect(displayPhone({ countryCode: "+1", number: "" })).toBe("");
  });

  it("sends only what changed, blanks as null", () => {
    const account = testAccount({ companyName: "Acme" });
    const values = toProfileValues(account);
    expect(changedFields(account, values)).toEqual({});
    expect(
      changedFields(account, {
        ...values,
        firstName: " Augusta ",
        companyName: "",
        birthdate: dayjs("1991-06-02"),
        optInSms: true,
        mobile: { countryCode: "+1", number: "4015550199" },
        phone: { countryCode: "+1", number: "" },
      }),
    ).toEqual({
      firstName: "Augusta",
      companyName: null,
      birthdate: "1991-06-02",
      optInSms: true,
      mobile: "+14015550199",
      phone: null,
    });
  });
});
