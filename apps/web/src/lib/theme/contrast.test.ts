// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contrastRatio, ensureContrast } from "./contrast.ts";

describe("contrast", () => {
  it("measures WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 0);
    expect(contrastRatio("#57806e", "#fff")).toBeLessThan(4.5);
  });

  it("darkens the default primary just enough for AA on white", () => {
    const darker = ensureContrast("#57806e");
    expect(contrastRatio(darker, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(darker).not.toBe("#57806e");
    expect(ensureContrast("#1f2a24")).toBe("#1f2a24");
    expect(ensureContrast("rebeccapurple")).toBe("rebeccapurple");
  });
});
