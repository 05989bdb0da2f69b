import type { Language, PortalConfig } from "@crest/domain";
import { mediaUrl } from "../../lib/media-url.ts";
import { clubColours } from "../../lib/theme/club-colours.ts";

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/** Title, favicon, fonts, colours, app banner, language and direction from the club's config. */
export function applyDocumentHead(config: PortalConfig, language: Language): void {
  document.title = config.company.name;
  const root = document.documentElement;
  root.lang = language;
  root.dir = config.intl.rtl ? "rtl" : "ltr";
  if (config.theme.headingFontFamily)
    root.style.setProperty("--crest-heading-font", config.theme.headingFontFamily);
  root.style.setProperty("--crest-font", config.theme.fontFamily);
  for (const [name, value] of Object.entries(clubColours(config))) root.style.setProperty(name, value);

  const favicon = mediaUrl(config.props.favicon || config.company.iconUrl);
  if (favicon) {
    const link = upsert<HTMLLinkElement>('link[rel="icon"]', () => {
      const element = document.createElement("link");
      element.rel = "icon";
      return element;
    });
    link.href = favicon;
  }

  for (const url of config.props.fonts.urls) {
    if (document.head.querySelector(`link[data-crest-font="${CSS.escape(url)}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = url;
    link.dataset.crestFont = url;
    document.head.append(link);
  }

  const appId = config.mobileApp?.appId;
  const banner = document.head.querySelector('meta[name="apple-itunes-app"]');
  if (appId) {
    const meta = upsert<HTMLMetaElement>('meta[name="apple-itunes-app"]', () => {
      const element = document.createElement("meta");
      element.name = "apple-itunes-app";
      return element;
    });
    meta.content = `app-id=${appId}`;
  } else {
    banner?.remove();
  }
}
