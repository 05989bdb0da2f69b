import { useIntl } from "react-intl";
import { type ContrastCheck, checkStatus, checkWording } from "../contrast-checks.ts";
import { ColorField } from "../fields.tsx";
import { RecordEditor } from "../list-editor.tsx";
import { Section } from "./section.tsx";

const THEME_COLOURS = [
  ["colorPrimary", "admin.colours.primary"],
  ["colorText", "admin.colours.text"],
  ["colorBackground", "admin.colours.background"],
  ["colorSider", "admin.colours.sider"],
  ["colorHeader", "admin.colours.header"],
] as const;

/** The theme's colours, the club's named colours, and their contrast as picked. */
export function ColoursSection({ checks }: { checks: ContrastCheck[] }) {
  const intl = useIntl();
  return (
    <Section id="admin-colours" titleId="admin.colours.title" introId="admin.colours.intro">
      {THEME_COLOURS.map(([key, labelId]) => (
        <ColorField key={key} path={["theme", key]} labelId={labelId} />
      ))}
      <h3>{intl.formatMessage({ id: "admin.colours.named" })}</h3>
      <p className="crest-admin-field__help">{intl.formatMessage({ id: "admin.colours.namedHelp" })}</p>
      <RecordEditor
        path={["props", "colors"]}
        entryLabelId="admin.colours.namedEntry"
        addLabelId="admin.colours.addNamed"
        newValue="#000000"
        renderValue={(path) => <ColorField path={path} labelId="admin.colours.value" />}
      />
      <ContrastReport checks={checks} />
    </Section>
  );
}

/** Each pair's ratio against its minimum, announced politely as colours change. */
function ContrastReport({ checks }: { checks: ContrastCheck[] }) {
  const intl = useIntl();
  return (
    <div className="crest-admin-contrast">
      <h3 id="admin-contrast-heading">{intl.formatMessage({ id: "admin.contrast.title" })}</h3>
      <ul aria-labelledby="admin-contrast-heading" aria-live="polite">
        {checks.map((check) => {
          const status = checkStatus(check);
          return (
            <li key={check.labelId} className={`crest-admin-contrast__${status}`}>
              <span
                className="crest-admin-swatch"
                style={{ background: check.background }}
                aria-hidden="true"
              >
                <span style={{ color: check.foreground }}>
                  {intl.formatMessage({ id: "admin.contrast.sample" })}
                </span>
              </span>
              <span>{checkWording(check, intl.formatMessage)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
