import { TextField } from "../fields.tsx";
import { ListEditor } from "../list-editor.tsx";
import { Section } from "./section.tsx";

/** The slogans of the carousel beside the public pages, in their order. */
export function SlogansSection() {
  return (
    <Section id="admin-slogans" titleId="admin.slogans.title" introId="admin.slogans.intro">
      <ListEditor
        path={["props", "slogans"]}
        itemLabelId="admin.slogans.item"
        addLabelId="admin.slogans.add"
        newItem={() => ({ title: "", subtitle: "", image: "" })}
      >
        {(path) => (
          <>
            <TextField path={[...path, "title"]} labelId="admin.slogans.sloganTitle" />
            <TextField path={[...path, "subtitle"]} labelId="admin.slogans.subtitle" />
            <TextField path={[...path, "image"]} labelId="admin.slogans.image" />
            <TextField path={[...path, "mobile"]} labelId="admin.slogans.mobile" optional />
          </>
        )}
      </ListEditor>
    </Section>
  );
}
