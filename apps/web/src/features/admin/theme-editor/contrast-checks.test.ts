// @vitest-environment node
import { portalConfigInputSchema } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { contrastChecks, failingChecks } from "./contrast-checks.ts";

const config = (theme: Record<string, unknown>, colors: Record<string, string> = {}) =>
  portalConfigInputSchema.parse({ theme, props: { colors } });

describe("the theme editor's contrast checks", () => {
  it("passes dark text on a light page and white on a dark primary", () => {
    const checks = contrastChecks(
      config({ colorPrimary: "#1d4ed8", colorText: "#1f2a24", colorBackground: "#ffffff" }),
    );
    expect(failingChecks(checks)).toEqual([]);
    expect(checks.find((check) => check.labelId === "admin.contrast.buttonText")?.ratio).toBeGreaterThan(6);
  });

  it("fails a pale primary under white button text, and grey text on a grey page", () => {
    const failing = failingChecks(
      contrastChecks(config({ colorPrimary: "#a3d9b1", colorText: "#999999", colorBackground: "#bbbbbb" })),
    ).map((check) => check.labelId);
    expect(failing).toEqual(
      expect.arrayContaining([
        "admin.contrast.buttonText",
        "admin.contrast.pageText",
        "admin.contrast.siderText",
      ]),
    );
  });

  it("checks the footer's own colours when the club sets them, and leaves colours it cannot read unchecked", () => {
    const checks = contrastChecks(
      config({ colorPrimary: "rgb(10, 20, 30)" }, { footerBackground: "#000000", footerText: "#222222" }),
    );
    expect(failingChecks(checks).map((check) => check.labelId)).toContain("admin.contrast.footerText");
    expect(checks.find((check) => check.labelId === "admin.contrast.buttonText")?.ratio).toBeNull();
  });
});
