import { TextField } from "../fields.tsx";
import { ListEditor } from "../list-editor.tsx";
import { Section } from "./section.tsx";

/** The club's own content pages: the legal texts and the FAQ. */
export function ContentSection() {
  return (
    <Section id="admin-content" titleId="admin.content.title">
      <TextField path={["props", "sections", "privacy"]} labelId="admin.content.privacy" multiline />
      <TextField path={["props", "sections", "terms"]} labelId="admin.content.terms" multiline />
      <TextField path={["props", "sections", "cookie"]} labelId="admin.content.cookie" multiline />
      <ListEditor
        path={["props", "sections", "faq"]}
        itemLabelId="admin.content.faqItem"
        addLabelId="admin.content.addFaq"
        newItem={() => ({ id: crypto.randomUUID(), question: "", answer: "" })}
      >
        {(path) => (
          <>
            <TextField path={[...path, "question"]} labelId="admin.content.question" />
            <TextField path={[...path, "answer"]} labelId="admin.content.answer" multiline />
          </>
        )}
      </ListEditor>
    </Section>
  );
}
