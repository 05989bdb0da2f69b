import { useIntl } from "react-intl";

/** The same spinner index.html shows before any script runs (styles live there, inline). */
export function StartupLoading() {
  const intl = useIntl();
  return (
    <div className="startup" role="status" aria-live="polite">
      <div className="startup__spinner" aria-hidden="true" />
      <span className="startup__sr">{intl.formatMessage({ id: "startup.loading" })}</span>
    </div>
  );
}
