/**
 * The web app's index.html, made for the club that asked: its name as the title, its colour,
 * favicon and language, its logo on the loading screen, and its portal config embedded as a
 * JSON data block. The browser paints the club's brand at once and starts without waiting for
 * GET /config: one round trip less on every cold start. A data block is never executed, so
 * the Content-Security-Policy (scripts from 'self' only) still holds.
 */
import { mediaUrl } from "@crest/domain";
import type { Tenant } from "../features/config/index.ts";

/** JSON inside <script>: nothing in it may close the element or start a comment. */
const scriptSafeJson = (json: string): string =>
  json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const CONFIG_ELEMENT_ID = "crest-config";

/** The loading line, in the club's language, before any script (or catalogue) has loaded. */
const LOADING = { en: "Loading…", es: "Cargando…" } as const;

export interface PageVariant {
  /**
   * The request carried no session cookie: the page says so, and the app skips asking
   * GET /api/account for an answer that can only be 401 (a round trip less for visitors).
   */
  signedOut: boolean;
  /** Chunks this start will load lazily (the web build's preload.json), fetched up front. */
  preloads: readonly string[];
}

export function renderIndexPage(
  template: string,
  tenant: Tenant,
  variant: PageVariant = { signedOut: false, preloads: [] },
): string {
  const { config } = tenant;
  const title = escapeHtml(config.company.name);
  const favicon = mediaUrl(config.props.favicon || config.company.iconUrl);
  const logo = mediaUrl(config.props.logo.url || config.company.logoUrl);
  const head = [
    favicon ? `<link rel="icon" href="${escapeHtml(favicon)}" />` : "",
    variant.signedOut ? '<meta name="crest-session" content="none" />' : "",
    ...variant.preloads
      .filter((href) => !template.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(tenant.configEmbedJson)}</script>`,
  ]
    .filter(Boolean)
    .join("\n    ");
  const logoImage = logo
    ? `<img class="startup__logo" src="${escapeHtml(logo)}" alt="${title}" width="240" height="64" />`
    : `<p class="startup__title">${title}</p>`;
  return template
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${tenant.language}" dir="${config.intl.rtl ? "rtl" : "ltr"}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      `<meta name="theme-color" content="${escapeHtml(config.theme.colorPrimary)}" />`,
    )
    .replace("</head>", `    ${head}\n  </head>`)
    .replace('<div class="startup" role="status" aria-live="polite">', `$&\n        ${logoImage}`)
    .replace(">Loading…</p>", `>${LOADING[tenant.language]}</p>`);
}
