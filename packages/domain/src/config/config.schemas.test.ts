import { describe, expect, it } from "vitest";
import { portalConfigInputSchema } from "./config.schemas.ts";

describe("portal config", () => {
  it("fills an empty stored config with the spec's defaults", () => {
    const config = portalConfigInputSchema.parse({});
    expect(config.plan).toBe("Lounge");
    expect(config.theme.colorPrimary).toBe("#57806e");
    expect(config.theme.cardRadius).toBe(4);
    expect(config.theme.breakpoints).toEqual({
      xs: 375,
      sm: 576,
      md: 768,
      lg: 992,
      xl: 1200,
      xxl: 1600,
      xxxl: 1920,
    });
    expect(config.props.sider).toEqual({ width: 280, collapsed: 112 });
    expect(config.intl).toMatchObject({ currency: "USD", locale: "en-us", timezone: "UTC", rtl: false });
  });

  it("names the field at fault for a bad colour, plan or page path", () => {
    const result = portalConfigInputSchema.safeParse({
      plan: "Gold",
      theme: { colorPrimary: "not-a-colour" },
      pages: [{ uri: "dining", path: "dining" }],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(paths).toEqual(expect.arrayContaining(["plan", "theme.colorPrimary", "pages.0.path"]));
  });
});
