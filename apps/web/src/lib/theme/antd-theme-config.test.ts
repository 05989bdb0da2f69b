import { themeSchema } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { PAGE_TITLE_SIZE, themeConfig } from "./antd-theme-config.ts";
import { contrastRatio } from "./contrast.ts";

describe("themeConfig", () => {
  it("maps the spec defaults onto antd tokens", () => {
    const config = themeConfig(themeSchema.parse({}));
    expect(config.token?.controlHeight).toBe(48);
    expect(config.token?.screenSM).toBe(576);
    expect(config.token?.screenXSMax).toBe(575);
    expect(config.token?.screenXXXL).toBe(1920);
    expect(config.components?.Card?.borderRadiusLG).toBe(4);
    expect(config.components?.Notification?.width).toBe(420);
    expect(config.components?.Layout?.headerHeight).toBe(112);
    expect(contrastRatio(String(config.token?.colorPrimary), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("draws no heading larger than the page title, whatever the club's tokens say (issue 24, item 8)", () => {
    const config = themeConfig(themeSchema.parse({ tokens: { fontSizeHeading2: 40 } }));
    const sizes = [1, 2, 3, 4, 5].map((level) =>
      Number(config.token?.[`fontSizeHeading${level}` as "fontSizeHeading1"]),
    );
    expect(sizes.every((size) => size <= PAGE_TITLE_SIZE)).toBe(true);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it("keeps secondary text and status tags at 4.5:1 (axe color-contrast)", () => {
    const config = themeConfig(themeSchema.parse({ colorBackground: "#f6f7f5" }));
    const secondary = String(config.token?.colorTextDescription);
    expect(config.token?.colorTextTertiary).toBe(secondary);
    expect(contrastRatio(secondary, "#f6f7f5")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(secondary, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    // The request id line under an error alert sits on the alert's pale red.
    expect(contrastRatio(secondary, "#fff2f0")).toBeGreaterThanOrEqual(4.5);
    const tag = config.components?.Tag as Record<string, string>;
    expect(contrastRatio(String(tag.colorSuccess), "#f6ffed")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(String(tag.colorWarning), "#fffbe6")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(String(tag.colorError), "#fff2f0")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(String(tag.colorInfo), "#e6f4ff")).toBeGreaterThanOrEqual(4.5);
  });

  it("reads errors, success and focus rings at AA, and puts drawers at 1001 (spec-1 §9)", () => {
    const config = themeConfig(themeSchema.parse({ colorPrimary: "#7a2636", colorBackground: "#fbf7f4" }));
    expect(contrastRatio(String(config.components?.Form?.colorError), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(String(config.token?.colorErrorText), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(String(config.token?.colorSuccessText), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(String(config.token?.colorPrimaryBorder), "#fbf7f4")).toBeGreaterThanOrEqual(3);
    expect(config.token?.controlOutline).toBe(config.token?.colorPrimaryBorder);
    // The focus ring follows the club's colour (not a fixed green).
    expect(config.token?.colorPrimaryBorder).toBe("#7a2636");
    expect(config.components?.Drawer?.zIndexPopup).toBe(1001);
  });

  it("takes the club's breakpoints and extra tokens", () => {
    const config = themeConfig(
      themeSchema.parse({
        breakpoints: { md: 800 },
        colorPrimary: "#123456",
        tokens: { colorError: "#aa0000" },
      }),
    );
    expect(config.token?.screenMD).toBe(800);
    expect(config.token?.screenSMMax).toBe(799);
    expect(config.token?.colorPrimary).toBe("#123456");
    expect(config.token?.colorError).toBe("#aa0000");
  });
});
