import type { PortalConfig } from "@crest/domain";
import { useIntl } from "react-intl";
import { mediaUrl } from "../../lib/media-url.ts";

/**
 * The same loading screen index.html shows before any script runs (styles live there,
 * inline): the club's logo, once its config is known, above a spinner.
 */
export function StartupLoading({ config }: { config?: PortalConfig | undefined }) {
  const intl = useIntl();
  const logo = config ? mediaUrl(config.props.logo.url || config.company.logoUrl) : undefined;
  return (
    <div className="startup" role="status" aria-live="polite">
      {logo && config ? (
        <img className="startup__logo" src={logo} alt={config.company.name} width={240} height={64} />
      ) : null}
      <div className="startup__spinner" aria-hidden="true" />
      <p className="startup__text startup__loading">{intl.formatMessage({ id: "startup.loading" })}</p>
    </div>
  );
}
