import type { PortalConfig } from "@crest/domain";
import { ensureContrast } from "./contrast.ts";

/** kebab-case for a CSS custom property name: "footerBackground" → "footer-background". */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The CSS custom properties the stylesheet reads (app.css), from the club's theme and its named
 * colours (config.props.colors, docs/decisions/web.md "Club colours"). Text colours are darkened
 * until they read at 4.5:1 on their background and the focus ring until it shows at 3:1.
 */
export function clubColours(config: PortalConfig): Record<string, string> {
  const { theme } = config;
  const colors = config.props.colors;
  const primary = ensureContrast(theme.colorPrimary);
  const page = theme.colorBackground;
  const footerBackground = colors.footerBackground ?? page;
  const footerText = ensureContrast(colors.footerText ?? theme.colorText, footerBackground);
  const link = ensureContrast(ensureContrast(colors.link ?? primary), page);
  const properties: Record<string, string> = {
    "--crest-primary": primary,
    "--crest-text": ensureContrast(theme.colorText, "#ffffff", 7),
    "--crest-link": link,
    "--crest-focus": ensureContrast(ensureContrast(primary, page, 3), "#ffffff", 3),
    "--crest-footer-bg": footerBackground,
    "--crest-footer-text": footerText,
    "--crest-footer-link": ensureContrast(colors.footerLink ?? link, footerBackground),
    // Secondary text (breadcrumbs): antd's grey darkened to 4.5:1 on the page and on white.
    "--crest-secondary": ensureContrast(ensureContrast("#8c8c8c", page), "#ffffff"),
    "--crest-card-radius": `${theme.cardRadius}px`,
    "--crest-page-bg": page,
    "--crest-sider-bg": theme.colorSider,
    "--crest-header-bg": theme.colorHeader,
    "--crest-success-text": ensureContrast("#52c41a", "#f6ffed"),
  };
  // Every named colour is also available as --crest-color-<name> for features to use.
  for (const [name, value] of Object.entries(colors)) properties[`--crest-color-${kebab(name)}`] = value;
  return properties;
}
