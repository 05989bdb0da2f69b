import { NumberField, TextField } from "../fields.tsx";
import { RecordEditor } from "../list-editor.tsx";
import { Section } from "./section.tsx";

/** Shapes and sizes (antd tokens): corners, control height, widths, and any further token. */
export function LayoutSection() {
  return (
    <Section id="admin-layout" titleId="admin.layout.title" introId="admin.layout.intro">
      <NumberField path={["theme", "cardRadius"]} labelId="admin.layout.cardRadius" min={0} max={48} />
      <NumberField path={["theme", "controlHeight"]} labelId="admin.layout.controlHeight" min={24} max={72} />
      <NumberField path={["theme", "drawerPadding"]} labelId="admin.layout.drawerPadding" min={0} />
      <NumberField path={["theme", "notificationWidth"]} labelId="admin.layout.notificationWidth" min={1} />
      <NumberField path={["props", "layout", "pageWidth"]} labelId="admin.layout.pageWidth" min={1} />
      <NumberField path={["props", "sider", "width"]} labelId="admin.layout.siderWidth" min={1} />
      <NumberField path={["props", "sider", "collapsed"]} labelId="admin.layout.siderCollapsed" min={1} />
      <RecordEditor
        path={["theme", "tokens"]}
        entryLabelId="admin.layout.tokenEntry"
        addLabelId="admin.layout.addToken"
        newValue=""
        renderValue={(path) => <TextField path={path} labelId="admin.layout.tokenValue" />}
      />
    </Section>
  );
}
