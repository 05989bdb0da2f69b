import { SwitchField, TextField } from "../fields.tsx";
import { Section } from "./section.tsx";

/** The club's language and region: locale (en-us, es-es…), currency, time zone, direction. */
export function LanguagesSection() {
  return (
    <Section id="admin-languages" titleId="admin.languages.title" introId="admin.languages.intro">
      <TextField
        path={["intl", "locale"]}
        labelId="admin.languages.locale"
        helpId="admin.languages.localeHelp"
      />
      <TextField path={["intl", "currency"]} labelId="admin.languages.currency" />
      <TextField path={["intl", "timezone"]} labelId="admin.languages.timezone" />
      <SwitchField path={["intl", "rtl"]} labelId="admin.languages.rtl" />
    </Section>
  );
}
