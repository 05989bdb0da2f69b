import { LinesField, TextField } from "../fields.tsx";
import { Section } from "./section.tsx";

/** Logos, the favicon and the fonts. */
export function BrandSection() {
  return (
    <Section id="admin-brand" titleId="admin.brand.title" introId="admin.brand.intro">
      <TextField path={["props", "logo", "url"]} labelId="admin.brand.logo" />
      <TextField path={["props", "logo", "dark"]} labelId="admin.brand.logoDark" optional />
      <TextField path={["props", "logo", "alt"]} labelId="admin.brand.logoAlt" optional />
      <TextField path={["props", "favicon"]} labelId="admin.brand.favicon" />
      <TextField path={["theme", "fontFamily"]} labelId="admin.brand.fontFamily" />
      <TextField path={["theme", "headingFontFamily"]} labelId="admin.brand.headingFontFamily" optional />
      <TextField path={["props", "fonts", "body"]} labelId="admin.brand.fontBody" optional />
      <TextField path={["props", "fonts", "heading"]} labelId="admin.brand.fontHeading" optional />
      <LinesField
        path={["props", "fonts", "urls"]}
        labelId="admin.brand.fontUrls"
        helpId="admin.brand.fontUrlsHelp"
      />
    </Section>
  );
}
