import { TextField } from "../fields.tsx";
import { ListEditor } from "../list-editor.tsx";
import { Section } from "./section.tsx";

/** The footer's text and the club's social links. */
export function FooterSection() {
  return (
    <Section id="admin-footer" titleId="admin.footer.title">
      <TextField path={["props", "footer", "text"]} labelId="admin.footer.text" multiline />
      <ListEditor
        path={["props", "social"]}
        itemLabelId="admin.social.item"
        addLabelId="admin.social.add"
        newItem={() => ({ network: "", url: "" })}
      >
        {(path) => (
          <>
            <TextField path={[...path, "network"]} labelId="admin.social.network" />
            <TextField path={[...path, "url"]} labelId="admin.social.url" />
          </>
        )}
      </ListEditor>
    </Section>
  );
}
