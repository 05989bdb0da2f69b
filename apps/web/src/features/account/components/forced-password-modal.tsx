import { type Account, isStrongPassword } from "@crest/domain";
import { App, Button, Form, Input, Modal } from "antd";
import { useIntl } from "react-intl";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useUpdatePassword } from "../api/update-password.ts";

interface PasswordForm {
  currentPassword?: string;
  newPassword: string;
}

/**
 * spec-1 §4: a 'createpw' or 'changepw' flag forces this non-closable modal until the member
 * sets a password. createpw has no usable password yet, so only the new one is asked for.
 */
export default function ForcedPasswordModal({ account }: { account: Account }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const update = useUpdatePassword();
  const [form] = Form.useForm<PasswordForm>();
  const newPassword = Form.useWatch("newPassword", form) ?? "";
  const creating = account.flag === "createpw";

  const submit = (values: PasswordForm) =>
    update.mutate(
      { newPassword: values.newPassword, currentPassword: creating ? undefined : values.currentPassword },
      {
        onSuccess: () => void message.success(intl.formatMessage({ id: "password.updated" })),
        onError: notifyError,
      },
    );

  return (
    <Modal
      open
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      title={intl.formatMessage({ id: creating ? "password.create.title" : "password.change.title" })}
    >
      <p>{intl.formatMessage({ id: creating ? "password.create.text" : "password.change.text" })}</p>
      <Form<PasswordForm> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {creating ? null : (
          <Form.Item
            name="currentPassword"
            label={intl.formatMessage({ id: "password.current" })}
            rules={[{ required: true, message: intl.formatMessage({ id: "login.passwordRequired" }) }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item
          name="newPassword"
          label={intl.formatMessage({ id: "password.new" })}
          extra={intl.formatMessage({ id: "password.rule" })}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                value && isStrongPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(intl.formatMessage({ id: "password.rule" }))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={!isStrongPassword(newPassword)}
          loading={update.isPending}
        >
          {intl.formatMessage({ id: "password.save" })}
        </Button>
      </Form>
    </Modal>
  );
}
