import type { NewSubMember } from "@crest/domain";
import { Button, Flex, Form, type FormInstance, Input } from "antd";
import { EmailField } from "../../../components/forms/index.ts";
import { useFormFeedback } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";

/** The add body's fields; editing leaves the e-mail out. */
export type SubMemberValues = Omit<NewSubMember, "email"> & Partial<Pick<NewSubMember, "email">>;

/**
 * An additional member's name as the family card shows it (and, when adding, the e-mail their
 * invitation goes to). Server
 * field errors land on the fields (`onServerError` gets the form's helper).
 */
export function SubMemberForm({
  form,
  withEmail,
  initialValues,
  submitting,
  onSubmit,
  onCancel,
}: {
  form: FormInstance<SubMemberValues>;
  withEmail: boolean;
  initialValues?: Partial<SubMemberValues>;
  submitting: boolean;
  onSubmit: (values: SubMemberValues) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { formProps } = useFormFeedback(form, withEmail ? "add-sub-member" : "edit-sub-member");
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSubmit} {...formProps}>
      <Form.Item
        name="firstName"
        label={t("subMembers.firstName")}
        rules={[{ required: true, whitespace: true, message: t("fieldError.first_name_required") }]}
      >
        <Input autoComplete="off" maxLength={60} />
      </Form.Item>
      <Form.Item
        name="lastName"
        label={t("subMembers.lastName")}
        rules={[{ required: true, whitespace: true, message: t("fieldError.last_name_required") }]}
      >
        <Input autoComplete="off" maxLength={60} />
      </Form.Item>
      {withEmail ? <EmailField labelId="subMembers.email" /> : null}
      <Flex gap={12} justify="end">
        <Button onClick={onCancel}>{t("subMembers.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t(withEmail ? "subMembers.add" : "subMembers.save")}
        </Button>
      </Flex>
    </Form>
  );
}
