import type { AccountUpdate } from "@crest/domain";
import { App, Button, Form } from "antd";
import {
  ConfirmPasswordField,
  CurrentPasswordField,
  NewPasswordField,
  useStrongPassword,
} from "../../../components/forms/index.ts";
import { Panel } from "../../../components/page/panel.tsx";
import { announce } from "../../../lib/a11y/announcer.tsx";
import { useFormFeedback } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useUpdateAccount } from "../api/update-account.ts";

type ChangePasswordValues = Required<Pick<AccountUpdate, "password">> & { confirm: string };

const NEW_PASSWORD = ["password", "newPassword"];
const PASSWORD_FIELD = ["password"];

/** The profile's 'Change password' section: the current password, then a strong new one. */
export function ChangePasswordCard() {
  const t = useT();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const update = useUpdateAccount();
  const [form] = Form.useForm<ChangePasswordValues>();
  const feedback = useFormFeedback(form, "change-password", { fields: PASSWORD_FIELD });
  const strong = useStrongPassword(NEW_PASSWORD, form);

  const submit = ({ password }: ChangePasswordValues) =>
    update.mutate(
      { password },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t("password.updated"));
          announce(t("password.updated"));
          // The submit button is disabled again (empty form): focus stays in the form.
          form.focusField(["password", "currentPassword"]);
        },
        onError: (error) => {
          if (!feedback.showServerErrors(error)) notifyError(error);
        },
      },
    );

  return (
    <Panel title={t("profile.changePassword")}>
      <Form<ChangePasswordValues>
        {...feedback.formProps}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        style={{ maxWidth: 480 }}
      >
        <CurrentPasswordField />
        <NewPasswordField name={NEW_PASSWORD} />
        <ConfirmPasswordField name="confirm" passwordName={NEW_PASSWORD} />
        <Button type="primary" htmlType="submit" disabled={!strong} loading={update.isPending}>
          {t("profile.changePassword")}
        </Button>
      </Form>
    </Panel>
  );
}
