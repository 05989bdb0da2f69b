// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testConfig } from "../../test/fixtures.ts";
import { clubColours } from "./club-colours.ts";
import { contrastRatio } from "./contrast.ts";

describe("clubColours", () => {
  it("uses the club's named colours, made readable on their backgrounds", () => {
    const colours = clubColours(
      testConfig({
        theme: { colorPrimary: "#7a2636", colorBackground: "#fbf7f4" },
        props: {
          colors: {
            link: "#66aaff",
            footerBackground: "#202020",
            footerText: "#555555",
            brandGold: "#c9a227",
          },
        },
      }),
    );
    expect(colours["--crest-footer-bg"]).toBe("#202020");
    // Dark grey on near-black would not read: on a dark background text is lightened.
    expect(contrastRatio(colours["--crest-footer-text"] ?? "", "#202020")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours["--crest-link"] ?? "", "#fbf7f4")).toBeGreaterThanOrEqual(4.5);
    expect(colours["--crest-color-brand-gold"]).toBe("#c9a227");
    expect(contrastRatio(colours["--crest-focus"] ?? "", "#fbf7f4")).toBeGreaterThanOrEqual(3);
  });

  it("falls back to the primary colour for links, never the browser's blue", () => {
    const colours = clubColours(testConfig({ theme: { colorPrimary: "#7a2636" } }));
    expect(colours["--crest-link"]).toBe("#7a2636");
    expect(colours["--crest-primary"]).toBe("#7a2636");
  });
});
