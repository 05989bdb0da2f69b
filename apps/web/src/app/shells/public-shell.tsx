import { type CSSProperties, lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { Outlet } from "react-router";
import { usePortalConfig } from "../../features/config/index.ts";
import { Announcer } from "../../lib/a11y/announcer.tsx";
import { PageFocus } from "../../lib/a11y/page-focus.tsx";
import { mediaUrl } from "../../lib/media-url.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { PortalFooter } from "./portal-footer.tsx";

// Decorative and heavier than the login form: it arrives after the form is usable.
const SloganCarousel = lazy(() => import("./slogan-carousel.tsx"));

/** Visitors see the legal pages at their own paths: page config moves them on Plus only. */
const visitorPath = (_uri: string, fallback: string): string => fallback;

/**
 * The visitors' layout (spec-1 §2.3): slogans and logo at the start of the line, the page at
 * its end; on phones (< 576) one slogan, picked at random, fills the background instead.
 * Landmarks: the slogans (complementary), banner (logo and language), main, contentinfo.
 */
export function PublicShell() {
  const intl = useIntl();
  const config = usePortalConfig();
  const { slogans, logo } = config.props;
  const [mobileSlogan] = useState(() => slogans[Math.floor(Math.random() * slogans.length)]);
  const mobileImage = mediaUrl(mobileSlogan?.mobile || mobileSlogan?.image);
  const logoUrl = mediaUrl(logo.url || config.company.logoUrl);
  // The slogans are photographs or dark art: the club's logo for dark backgrounds, if it has one.
  const asideLogoUrl = mediaUrl(logo.dark) ?? logoUrl;
  const logoAlt = logo.alt ?? config.company.name;
  const style = mobileImage ? ({ "--crest-mobile-bg": `url("${mobileImage}")` } as CSSProperties) : undefined;

  return (
    <div className="crest-public" style={style}>
      <a className="crest-skip-link" href="#main">
        {intl.formatMessage({ id: "shell.skipToContent" })}
      </a>
      <aside className="crest-public__aside" aria-label={intl.formatMessage({ id: "shell.slogans" })}>
        {asideLogoUrl ? <img className="crest-public__logo" src={asideLogoUrl} alt={logoAlt} /> : null}
        <Suspense fallback={null}>
          <SloganCarousel slogans={slogans} />
        </Suspense>
      </aside>
      <div className="crest-public__content">
        <header className="crest-public__top">
          {logoUrl ? <img className="crest-public__mobile-logo" src={logoUrl} alt={logoAlt} /> : null}
          <LanguageSwitch />
        </header>
        <main className="crest-public__main" id="main" tabIndex={-1}>
          <div className="crest-public__inner">
            <Outlet />
          </div>
        </main>
        <PortalFooter pathOf={visitorPath} />
      </div>
      <PageFocus mainId="main" siteName={config.company.name} />
      <Announcer />
    </div>
  );
}
