import type { Account, AccountUpdate } from "@crest/domain";
import { App, Button, Form, Modal } from "antd";
import {
  CurrentPasswordField,
  NewPasswordField,
  useStrongPassword,
} from "../../../components/forms/index.ts";
import { focusPageHeading } from "../../../lib/a11y/page-focus.tsx";
import { useFormFeedback } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import AntdTheme from "../../../lib/theme/antd-theme.tsx";
import { useUpdateAccount } from "../api/update-account.ts";

type PasswordValues = Required<Pick<AccountUpdate, "password">>;

const NEW_PASSWORD = ["password", "newPassword"];
const PASSWORD_FIELD = ["password"];

/**
 * spec-1 §4: a 'createpw' or 'changepw' flag forces this modal until the member sets a password.
 * It has no close button and ignores the mask and Escape: the only way out is a saved password,
 * after which the refreshed account has no flag and the shell unmounts it. createpw has no
 * usable password yet, so only the new one is asked for.
 */
export default function ForcedPasswordModal({ account }: { account: Account }) {
  // Mounted by the shell over any page: it brings antd's theme and App (its "saved" message).
  return (
    <AntdTheme>
      <App component={false}>
        <ForcedPasswordDialog account={account} />
      </App>
    </AntdTheme>
  );
}

function ForcedPasswordDialog({ account }: { account: Account }) {
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const update = useUpdateAccount();
  const [form] = Form.useForm<PasswordValues>();
  const feedback = useFormFeedback(form, "forced-password", { fields: PASSWORD_FIELD });
  const strong = useStrongPassword(NEW_PASSWORD, form);
  const creating = account.flag === "createpw";
  const t = useT();

  const submit = ({ password }: PasswordValues) =>
    update.mutate(
      { password: creating ? { newPassword: password.newPassword } : password },
      {
        onSuccess: () => {
          void message.success(t("password.updated"));
          // The modal goes away with its focus: the page's heading takes it.
          focusPageHeading();
        },
        onError: (error) => {
          if (!feedback.showServerErrors(error)) notifyError(error);
        },
      },
    );

  return (
    <Modal
      open
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      title={t(creating ? "password.create.title" : "password.change.title")}
    >
      <p>{t(creating ? "password.create.text" : "password.change.text")}</p>
      <Form<PasswordValues>
        {...feedback.formProps}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        {creating ? null : <CurrentPasswordField />}
        <NewPasswordField name={NEW_PASSWORD} />
        <Button type="primary" htmlType="submit" block disabled={!strong} loading={update.isPending}>
          {t("password.save")}
        </Button>
      </Form>
    </Modal>
  );
}
