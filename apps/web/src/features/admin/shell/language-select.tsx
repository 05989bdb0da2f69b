import { LANGUAGES } from "@crest/domain";
import { useId } from "react";
import { useIntl } from "react-intl";
import { useLanguage } from "../../../lib/intl/language-context.ts";

/** Admin mode's language, English or Spanish (kept on this device, as the member app's choice is). */
export function LanguageSelect() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <span className="crest-admin__language">
      <label htmlFor={id}>{intl.formatMessage({ id: "language.label" })}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => setLanguage(event.target.value === "es" ? "es" : "en")}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {intl.formatMessage({ id: `language.${option}` })}
          </option>
        ))}
      </select>
    </span>
  );
}
