import type { Theme } from "@crest/domain";
import type { ThemeConfig } from "antd";
import { ensureContrast } from "./contrast.ts";

/** Header height (spec-1 §9): 112, 80 on mobile (set in app.css). */
export const HEADER_HEIGHT = 112;
export const MOBILE_HEADER_HEIGHT = 80;
export const DRAWER_Z_INDEX = 1001;

/**
 * The page title's size (the h1 of PageHeader, `.crest-page-header__title` in app.css). No
 * heading is drawn larger (docs/glossary.md): antd's titles are sized under it, h1 at most as
 * large, then a step down a level (antd's own h2 was 30 px, above the 28 px title).
 */
export const PAGE_TITLE_SIZE = 28;
const HEADING_SIZES = {
  fontSizeHeading1: PAGE_TITLE_SIZE,
  fontSizeHeading2: 22,
  fontSizeHeading3: 18,
  fontSizeHeading4: 16,
  fontSizeHeading5: 14,
};

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
  // Also on an error alert's pale red (#fff2f0), where the request id line for support sits.
  const secondary = ensureContrast(
    ensureContrast(ensureContrast("#8c8c8c", theme.colorBackground), "#ffffff"),
    "#fff2f0",
  );
  // Focus rings (antd draws them in colorPrimaryBorder and controlOutline) at 3:1 against the
  // page and white cards, in the club's colour (WCAG 2.4.13; antd's pale tints reach ~1.4:1).
  const focus = ensureContrast(ensureContrast(primary, theme.colorBackground, 3), "#ffffff", 3);
  // Error and success text (form messages, the password checklist) at 4.5:1 on white.
  const error = ensureContrast(STATUS_TAG_COLOURS.colorError[0]);
  const success = ensureContrast(STATUS_TAG_COLOURS.colorSuccess[0]);
  return {
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorPrimaryBorder: focus,
      lineWidthFocus: 3,
      controlOutline: focus,
      controlOutlineWidth: 2,
      // Text tokens only: the seeds (colorError, colorSuccess) stay, so the pale backgrounds
      // antd derives from them (tags, alerts) stay pale.
      colorErrorText: error,
      colorSuccessText: success,
      colorText: text,
      colorTextTertiary: secondary,
      colorTextDescription: secondary,
      colorBgLayout: theme.colorBackground,
      fontFamily: theme.fontFamily,
      controlHeight: theme.controlHeight,
      borderRadius: Math.min(theme.cardRadius, 8),
      ...screenTokens(theme.breakpoints),
      ...theme.tokens,
      // After the club's tokens: a club's theme cannot make a heading outgrow the page title.
      ...HEADING_SIZES,
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
      Notification: { width: theme.notificationWidth },
      // A field's error message is drawn in colorError (#ff4d4f: 3.26:1 on white).
      Form: { colorError: error },
      // spec-1 §9: drawers sit at z-index 1001, above antd's popup base (1000).
      Drawer: { zIndexPopup: DRAWER_Z_INDEX },
      Tag: statusTagColours(),
    },
  };
}

/**
 * The theme with antd's motion off, for a member whose device asks for reduced motion (WCAG
 * 2.3.3): drawers, modals and popups drawn at once, without their fades and zooms. The portal's
 * own CSS honours the same media query.
 */
export const withoutMotion = (config: ThemeConfig): ThemeConfig => ({
  ...config,
  token: { ...config.token, motion: false },
});
