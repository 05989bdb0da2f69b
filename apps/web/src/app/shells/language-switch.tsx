import { useIntl } from "react-intl";
import { useLanguage } from "../../lib/intl/language-context.ts";

/** Switches between English and Spanish; the choice is kept on this device. Native, for the login budget. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const other = language === "en" ? "es" : "en";
  const name = intl.formatMessage({ id: `language.${other}` });
  return (
    <button
      type="button"
      className="crest-link-button"
      lang={other}
      aria-label={`${intl.formatMessage({ id: "language.label" })}: ${name}`}
      onClick={() => setLanguage(other)}
    >
      {name}
    </button>
  );
}
