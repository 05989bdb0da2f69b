import { currentPasswordSchema, emailSchema } from "@crest/domain";
import { Form, Input } from "antd";
import { useIntl } from "react-intl";
import { schemaRule } from "../../lib/forms/schema-rule.ts";
import { PasswordInput } from "../inputs/password-input.tsx";
import type { NamePath } from "./new-password-field.tsx";

/** An e-mail address, checked by the shared e-mail rule (spec-1 §5). */
export function EmailField({
  name = "email",
  labelId = "auth.email",
}: {
  name?: NamePath;
  labelId?: string;
}) {
  const intl = useIntl();
  const invalid = intl.formatMessage({ id: "forms.email.invalid" });
  return (
    <Form.Item
      name={name}
      label={intl.formatMessage({ id: labelId })}
      rules={[{ required: true, message: invalid }, schemaRule(emailSchema, invalid)]}
    >
      <Input type="email" autoComplete="email" inputMode="email" />
    </Form.Item>
  );
}

/** The password the member has now, asked before it is changed. */
export function CurrentPasswordField({ name = ["password", "currentPassword"] }: { name?: NamePath }) {
  const intl = useIntl();
  const required = intl.formatMessage({ id: "forms.password.currentRequired" });
  return (
    <Form.Item
      name={name}
      label={intl.formatMessage({ id: "forms.password.current" })}
      rules={[{ required: true, message: required }, schemaRule(currentPasswordSchema, required)]}
    >
      <PasswordInput autoComplete="current-password" />
    </Form.Item>
  );
}
