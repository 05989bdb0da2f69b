// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatDateTyping } from "./date-text.rules.ts";

describe("a survey date as it is typed", () => {
  it("adds the slashes after the month and the day", () => {
    expect(formatDateTyping("0")).toBe("0");
    expect(formatDateTyping("06")).toBe("06/");
    expect(formatDateTyping("06/1")).toBe("06/1");
    expect(formatDateTyping("06/14")).toBe("06/14/");
    expect(formatDateTyping("06/14/1979")).toBe("06/14/1979");
  });

  it("takes pasted or slash-less text, and no more than a date", () => {
    expect(formatDateTyping("06141979")).toBe("06/14/1979");
    expect(formatDateTyping("06-14-1979 and more")).toBe("06/14/1979");
  });

  it("lets backspace remove a digit through an automatic slash", () => {
    expect(formatDateTyping("06", "06/")).toBe("0");
    expect(formatDateTyping("06/14", "06/14/")).toBe("06/1");
  });
});
