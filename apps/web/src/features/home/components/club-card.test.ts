// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clubPhone } from "./club-card.tsx";

describe("clubPhone", () => {
  it("shows North American numbers as (xxx) xxx-xxxx and others as written", () => {
    expect(clubPhone("4015550100")).toBe("(401) 555-0100");
    expect(clubPhone("+1 401 555 0100")).toBe("+1 (401) 555-0100");
    expect(clubPhone("+34 910 000 000")).toBe("+34 910 000 000");
    expect(clubPhone(" 555-0100 ")).toBe("555-0100");
  });
});
