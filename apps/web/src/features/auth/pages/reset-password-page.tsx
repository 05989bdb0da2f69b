import { Button, Form } from "antd";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import {
  ConfirmPasswordField,
  NewPasswordField,
  useStrongPassword,
} from "../../../components/forms/index.ts";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { useFormFeedback } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useResetPassword } from "../api/reset-password.ts";
import { AuthSection } from "../components/auth-section.tsx";

interface ResetPasswordValues {
  password: string;
  confirm: string;
}

/** A reset link that is unknown, used or older than its hour. */
function ExpiredLink() {
  const intl = useIntl();
  return (
    <ResultScreen
      status="warning"
      titleId="auth.reset.expiredTitle"
      subTitleId="auth.reset.expiredText"
      extra={
        <ButtonLink to="/forgot-password" type="primary">
          {intl.formatMessage({ id: "auth.reset.requestNew" })}
        </ButtonLink>
      }
    />
  );
}

const PASSWORD_FIELD = ["password"];

/**
 * /password-reset/:id (spec-1 §2.1): a new password, confirmed, from the mailed link. Success
 * signs out every session, so the way on is the sign-in page.
 */
export default function ResetPasswordPage() {
  const { id: token } = useParams();
  const [form] = Form.useForm<ResetPasswordValues>();
  const feedback = useFormFeedback(form, "reset-password", { fields: PASSWORD_FIELD });
  const reset = useResetPassword();
  const notifyError = useErrorNotifier();
  const strong = useStrongPassword("password", form);
  const t = useT();

  if (!token) return <ExpiredLink />;
  if (reset.isError && isApiError(reset.error) && reset.error.code === "invalid_token")
    return <ExpiredLink />;

  if (reset.isSuccess) {
    return (
      <ResultScreen
        status="success"
        titleId="auth.reset.doneTitle"
        subTitleId="auth.reset.doneText"
        extra={
          <ButtonLink to="/login" type="primary">
            {t("auth.reset.signIn")}
          </ButtonLink>
        }
      />
    );
  }

  const submit = ({ password }: ResetPasswordValues) =>
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          if (isApiError(error) && error.code === "invalid_token") return;
          if (!feedback.showServerErrors(error)) notifyError(error);
        },
      },
    );

  return (
    <AuthSection title={t("auth.reset.title")} intro={t("auth.reset.intro")}>
      <Form<ResetPasswordValues>
        {...feedback.formProps}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        <NewPasswordField name="password" autoFocus />
        <ConfirmPasswordField name="confirm" passwordName="password" />
        <Button type="primary" htmlType="submit" block disabled={!strong} loading={reset.isPending}>
          {t("auth.reset.submit")}
        </Button>
      </Form>
      <p style={{ marginTop: 24 }}>
        <Link to="/login">{t("auth.toSignIn")}</Link>
      </p>
    </AuthSection>
  );
}
