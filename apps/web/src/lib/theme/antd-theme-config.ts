import type { Theme } from "@crest/domain";
import type { ThemeConfig } from "antd";
import { ensureContrast } from "./contrast.ts";

/** Header height (spec-1 §9): 112, 80 on mobile (set in app.css). */
export const HEADER_HEIGHT = 112;
export const MOBILE_HEADER_HEIGHT = 80;

/** antd's breakpoint tokens, including the derived min/max that antd computes from its own defaults. */
function screenTokens(bp: Theme["breakpoints"]) {
  return {
    screenXS: bp.xs,
    screenXSMin: bp.xs,
    screenXSMax: bp.sm - 1,
    screenSM: bp.sm,
    screenSMMin: bp.sm,
    screenSMMax: bp.md - 1,
    screenMD: bp.md,
    screenMDMin: bp.md,
    screenMDMax: bp.lg - 1,
    screenLG: bp.lg,
    screenLGMin: bp.lg,
    screenLGMax: bp.xl - 1,
    screenXL: bp.xl,
    screenXLMin: bp.xl,
    screenXLMax: bp.xxl - 1,
    screenXXL: bp.xxl,
    screenXXLMin: bp.xxl,
    screenXXLMax: bp.xxxl - 1,
    screenXXXL: bp.xxxl,
    screenXXXLMin: bp.xxxl,
  };
}

/** antd's default status colours: Tag shows them as text on their own pale backgrounds. */
const STATUS_TAG_COLOURS = {
  colorSuccess: ["#52c41a", "#f6ffed"],
  colorInfo: ["#1677ff", "#e6f4ff"],
  colorWarning: ["#faad14", "#fffbe6"],
  colorError: ["#ff4d4f", "#fff2f0"],
} as const;

/** Status text of Tags, darkened until it reads (4.5:1) on the tag's background. */
const statusTagColours = () =>
  Object.fromEntries(
    Object.entries(STATUS_TAG_COLOURS).map(([token, [color, background]]) => [
      token,
      ensureContrast(color, background),
    ]),
  );

/**
 * The club's theme as antd tokens. The primary colour is darkened only as far as needed
 * for white text on it (and it as text on white) to meet WCAG AA; the default #57806e is
 * 4.45:1, a hair short.
 */
export function themeConfig(theme: Theme): ThemeConfig {
  const primary = ensureContrast(theme.colorPrimary);
  const text = ensureContrast(theme.colorText, "#ffffff", 7);
  // antd's tertiary/description grey (#8c8c8c, 3.4:1) labels descriptions and breadcrumbs:
  // darkened to 4.5:1 on the page background and on white cards.
  const secondary = ensureContrast(ensureContrast("#8c8c8c", theme.colorBackground), "#ffffff");
  return {
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorText: text,
      colorTextTertiary: secondary,
      colorTextDescription: secondary,
      colorBgLayout: theme.colorBackground,
      fontFamily: theme.fontFamily,
      controlHeight: theme.controlHeight,
      borderRadius: Math.min(theme.cardRadius, 8),
      ...screenTokens(theme.breakpoints),
      ...theme.tokens,
    },
    components: {
      Card: { borderRadiusLG: theme.cardRadius },
      Layout: {
        siderBg: theme.colorSider,
        headerBg: theme.colorHeader,
        headerHeight: HEADER_HEIGHT,
        headerPadding: "0 24px",
        bodyBg: theme.colorBackground,
      },
      Menu: {
        itemSelectedColor: ensureContrast(primary, "#ffffff", 5.5),
        itemHeight: 48,
      },
      Notification: { width: theme.notificationWidth },
      Tag: statusTagColours(),
    },
  };
}
