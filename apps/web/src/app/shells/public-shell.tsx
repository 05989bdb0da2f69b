import { type CSSProperties, lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { Outlet } from "react-router";
import { usePortalConfig } from "../../features/config/index.ts";
import { mediaUrl } from "../../lib/media-url.ts";
import { LanguageSwitch } from "./language-switch.tsx";

// Decorative and heavier than the login form: it arrives after the form is usable.
const SloganCarousel = lazy(() => import("./slogan-carousel.tsx"));

/**
 * The visitors' layout (spec-1 §2.3): slogans and logo on the left, the page on the right;
 * on phones (< 576) one slogan, picked at random, fills the background instead.
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
      <aside className="crest-public__aside" aria-label={intl.formatMessage({ id: "shell.slogans" })}>
        {asideLogoUrl ? <img className="crest-public__logo" src={asideLogoUrl} alt={logoAlt} /> : null}
        <Suspense fallback={null}>
          <SloganCarousel slogans={slogans} />
        </Suspense>
      </aside>
      <div className="crest-public__content">
        <div className="crest-public__top">
          {logoUrl ? <img className="crest-public__mobile-logo" src={logoUrl} alt={logoAlt} /> : null}
          <LanguageSwitch />
        </div>
        <main className="crest-public__main" id="main">
          <div className="crest-public__inner">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
