import { NAVIGATION_KEYS } from "@crest/domain";
import { useIntl } from "react-intl";
import { ChoiceField, SwitchField, TextField } from "../fields.tsx";
import { ListEditor } from "../list-editor.tsx";
import { Section } from "./section.tsx";

/** The main navigation's items (name, order, path, on, in the menu, members only) and the pages. */
export function NavigationSection() {
  const intl = useIntl();
  const keys = NAVIGATION_KEYS.map((key) => ({
    value: key,
    label: intl.formatMessage({ id: `nav.${key}` }),
  }));
  return (
    <Section id="admin-navigation" titleId="admin.navigation.title" introId="admin.navigation.intro">
      <ListEditor
        path={["props", "navigation"]}
        itemLabelId="admin.navigation.item"
        addLabelId="admin.navigation.add"
        newItem={() => ({ key: "events", enabled: true, navigation: true, membersOnly: false })}
      >
        {(path) => (
          <>
            <ChoiceField path={[...path, "key"]} labelId="admin.navigation.key" options={keys} />
            <TextField
              path={[...path, "label"]}
              labelId="admin.navigation.label"
              helpId="admin.navigation.labelHelp"
              optional
            />
            <TextField
              path={[...path, "path"]}
              labelId="admin.navigation.path"
              helpId="admin.navigation.pathHelp"
              optional
            />
            <SwitchField path={[...path, "enabled"]} labelId="admin.navigation.enabled" />
            <SwitchField path={[...path, "navigation"]} labelId="admin.navigation.inMenu" />
            <SwitchField path={[...path, "membersOnly"]} labelId="admin.navigation.membersOnly" />
          </>
        )}
      </ListEditor>
      <h3>{intl.formatMessage({ id: "admin.pages.title" })}</h3>
      <p className="crest-admin-field__help">{intl.formatMessage({ id: "admin.pages.intro" })}</p>
      <ListEditor
        path={["pages"]}
        itemLabelId="admin.pages.item"
        addLabelId="admin.pages.add"
        newItem={() => ({ uri: "/", enabled: true, membersOnly: false })}
      >
        {(path) => (
          <>
            <TextField path={[...path, "uri"]} labelId="admin.pages.uri" />
            <TextField path={[...path, "path"]} labelId="admin.pages.path" optional />
            <SwitchField path={[...path, "enabled"]} labelId="admin.navigation.enabled" />
            <SwitchField path={[...path, "membersOnly"]} labelId="admin.navigation.membersOnly" />
          </>
        )}
      </ListEditor>
    </Section>
  );
}
