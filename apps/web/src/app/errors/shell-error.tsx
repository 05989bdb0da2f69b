import { useIntl } from "react-intl";

/** When a shell's own code fails to load (a deploy replaced the chunks): offer a reload. */
export function ShellError() {
  const intl = useIntl();
  return (
    <main className="startup startup--error">
      <h1 className="startup__title">{intl.formatMessage({ id: "startup.unexpected.title" })}</h1>
      <p className="startup__text">{intl.formatMessage({ id: "startup.unexpected.text" })}</p>
      <button type="button" className="startup__button" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: "startup.reload" })}
      </button>
    </main>
  );
}
