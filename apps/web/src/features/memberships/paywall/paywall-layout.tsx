import { Button } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { mediaUrl } from "../../../lib/media-url.ts";
import { usePortalConfig } from "../../config/index.ts";

/**
 * The paywall's frame: the club's logo and a Logout that is always there, whatever the step
 * (spec-1 §2.6). It stands in for the whole portal shell: no navigation, no other page.
 */
export function PaywallLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const config = usePortalConfig();
  const logoUrl = mediaUrl(config.props.logo.url || config.company.logoUrl);
  return (
    <div className="crest-paywall">
      <header className="crest-paywall__header">
        {logoUrl ? (
          <img className="crest-paywall__logo" src={logoUrl} alt={config.company.name} />
        ) : (
          <span className="crest-paywall__club">{config.company.name}</span>
        )}
        {/* A full page load: /logout ends the session and starts the app afresh. */}
        <Button href="/logout">{intl.formatMessage({ id: "paywall.logout" })}</Button>
      </header>
      <main id="main" className="crest-paywall__main">
        {children}
      </main>
    </div>
  );
}
