import { PLANS, settingsSchema } from "@crest/domain";
import { useIntl } from "react-intl";
import { ChoiceField, SwitchField } from "../fields.tsx";
import { RecordEditor } from "../list-editor.tsx";
import { Section } from "./section.tsx";

const SETTINGS = Object.keys(settingsSchema.shape);

/** The plan, admin mode's switch, the club's settings and any further feature flags. */
export function FeaturesSection() {
  const intl = useIntl();
  return (
    <Section id="admin-features" titleId="admin.features.title" introId="admin.features.intro">
      <ChoiceField
        path={["plan"]}
        labelId="admin.features.plan"
        options={PLANS.map((plan) => ({ value: plan, label: plan }))}
      />
      <SwitchField path={["debug"]} labelId="admin.features.debug" helpId="admin.features.debugHelp" />
      <h3>{intl.formatMessage({ id: "admin.features.settings" })}</h3>
      {SETTINGS.map((key) => (
        <SwitchField key={key} path={["settings", key]} labelId={`admin.settings.${key}`} />
      ))}
      <h3>{intl.formatMessage({ id: "admin.features.flags" })}</h3>
      <RecordEditor
        path={["features"]}
        entryLabelId="admin.features.flagEntry"
        addLabelId="admin.features.addFlag"
        newValue={true}
        renderValue={(path) => <SwitchField path={path} labelId="admin.features.flagOn" />}
      />
    </Section>
  );
}
