import { useIntl } from "react-intl";

/** The spinner of index.html, saying what is happening. */
export function StartupLoadingLabel() {
  const intl = useIntl();
  return (
    <main className="startup" aria-busy="true">
      <div className="startup__spinner" aria-hidden="true" />
      <p role="status">{intl.formatMessage({ id: "logout.signingOut" })}</p>
    </main>
  );
}
