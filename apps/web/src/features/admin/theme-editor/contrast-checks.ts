/**
 * The colour pairs the portal draws text and controls with, checked against WCAG 2.2 AA as the
 * staff member picks colours (docs/decisions/staff-and-admin.md, "Contrast in the theme
 * editor"): 4.5:1 for text, 3:1 for the focus ring. The member app darkens a failing primary
 * or text colour until it reads (lib/theme/club-colours.ts), so a failure here means members
 * see a different colour from the one picked: the editor warns before saving it.
 */
import type { PortalConfigSettings } from "@crest/domain";
import { contrastRatio } from "../../../lib/theme/contrast.ts";

export interface ContrastCheck {
  /** Message id naming the pair ("Button text on the primary colour"). */
  labelId: string;
  foreground: string;
  background: string;
  minimum: number;
  /** null when a colour is not #rgb/#rrggbb (rgb(), names): it cannot be checked here. */
  ratio: number | null;
}

const WHITE = "#ffffff";

/** Every pair the draft's colours make, with its ratio. */
export function contrastChecks(config: PortalConfigSettings): ContrastCheck[] {
  const { theme } = config;
  const colors = config.props.colors;
  const link = colors.link ?? theme.colorPrimary;
  const footerBackground = colors.footerBackground ?? theme.colorBackground;
  const pairs: Omit<ContrastCheck, "ratio">[] = [
    { labelId: "admin.contrast.buttonText", foreground: WHITE, background: theme.colorPrimary, minimum: 4.5 },
    {
      labelId: "admin.contrast.primaryOnWhite",
      foreground: theme.colorPrimary,
      background: WHITE,
      minimum: 4.5,
    },
    {
      labelId: "admin.contrast.pageText",
      foreground: theme.colorText,
      background: theme.colorBackground,
      minimum: 4.5,
    },
    {
      labelId: "admin.contrast.siderText",
      foreground: theme.colorText,
      background: theme.colorSider,
      minimum: 4.5,
    },
    {
      labelId: "admin.contrast.headerText",
      foreground: theme.colorText,
      background: theme.colorHeader,
      minimum: 4.5,
    },
    { labelId: "admin.contrast.links", foreground: link, background: theme.colorBackground, minimum: 4.5 },
    {
      labelId: "admin.contrast.focusRing",
      foreground: theme.colorPrimary,
      background: theme.colorBackground,
      minimum: 3,
    },
    {
      labelId: "admin.contrast.footerText",
      foreground: colors.footerText ?? theme.colorText,
      background: footerBackground,
      minimum: 4.5,
    },
    {
      labelId: "admin.contrast.footerLinks",
      foreground: colors.footerLink ?? link,
      background: footerBackground,
      minimum: 4.5,
    },
  ];
  return pairs.map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }));
}

/** The pairs below their minimum (unchecked ones are not counted as failing). */
export const failingChecks = (checks: ContrastCheck[]): ContrastCheck[] =>
  checks.filter((check) => checkStatus(check) === "fail");

/** Whether a pair meets its minimum; unchecked when a colour cannot be read. */
export const checkStatus = (check: ContrastCheck): "pass" | "fail" | "unchecked" =>
  check.ratio === null ? "unchecked" : check.ratio >= check.minimum ? "pass" : "fail";

/** A pair and its outcome in words ("Text on the header: 12.3:1, passes (4.5:1 needed)"). */
export function checkWording(
  check: ContrastCheck,
  formatMessage: (descriptor: { id: string }, values?: Record<string, string | number>) => string,
): string {
  return formatMessage(
    { id: `admin.contrast.${checkStatus(check)}` },
    {
      pair: formatMessage({ id: check.labelId }),
      ratio: check.ratio?.toFixed(2) ?? "",
      minimum: check.minimum,
    },
  );
}
