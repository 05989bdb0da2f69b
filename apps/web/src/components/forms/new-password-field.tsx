import { isStrongPassword, newPasswordSchema } from "@crest/domain";
import { Form, type FormInstance, type FormItemProps } from "antd";
import { useIntl } from "react-intl";
import { schemaRule } from "../../lib/forms/schema-rule.ts";
import { PasswordInput } from "../inputs/password-input.tsx";
import { PasswordStrengthMeter } from "../inputs/password-strength-meter.tsx";

/** A field name as antd takes it: "password" or ["password", "newPassword"]. */
export type NamePath = NonNullable<FormItemProps["name"]>;

export interface NewPasswordFieldProps {
  name: NamePath;
  /** A message id; "New Password" when absent. */
  labelId?: string;
  autoFocus?: boolean;
}

/** A new password with the four-segment meter under it and the spec-1 §5 strength rule. */
export function NewPasswordField({ name, labelId = "forms.password.new", autoFocus }: NewPasswordFieldProps) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const value: string | undefined = Form.useWatch(name, form);
  return (
    <Form.Item
      name={name}
      label={intl.formatMessage({ id: labelId })}
      rules={[
        { required: true, message: intl.formatMessage({ id: "forms.password.required" }) },
        schemaRule(newPasswordSchema, intl.formatMessage({ id: "forms.password.rule" })),
      ]}
      extra={<PasswordStrengthMeter password={value ?? ""} />}
    >
      <PasswordInput autoComplete="new-password" autoFocus={autoFocus} />
    </Form.Item>
  );
}

/** A repeat of the new password; it must match the field named by `passwordName`. */
export function ConfirmPasswordField({ name, passwordName }: { name: NamePath; passwordName: NamePath }) {
  const intl = useIntl();
  return (
    <Form.Item
      name={name}
      label={intl.formatMessage({ id: "forms.password.confirm" })}
      dependencies={[passwordName]}
      rules={[
        { required: true, message: intl.formatMessage({ id: "forms.password.confirmRequired" }) },
        ({ getFieldValue }) => ({
          validator: (_rule, value: string | undefined) =>
            !value || value === getFieldValue(passwordName)
              ? Promise.resolve()
              : Promise.reject(new Error(intl.formatMessage({ id: "forms.password.mismatch" }))),
        }),
      ]}
    >
      <PasswordInput autoComplete="new-password" />
    </Form.Item>
  );
}

/** Whether the watched new password meets the rule: forms keep submit disabled until it does. */
export function useStrongPassword(name: NamePath, form: FormInstance): boolean {
  const value: string | undefined = Form.useWatch(name, form);
  return isStrongPassword(value ?? "");
}
