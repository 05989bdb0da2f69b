import { Button, Form } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { EmailField } from "../../../components/forms/index.ts";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { useFormFeedback } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useRequestPasswordReset } from "../api/request-password-reset.ts";
import { AuthSection } from "../components/auth-section.tsx";

interface ForgotPasswordValues {
  email: string;
}

const EMAIL_FIELD = ["email"];

/**
 * /forgot-password (spec-1 §2.1). The answer never says whether the e-mail has an account, so
 * nobody can use this page to find out who is a member.
 */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [form] = Form.useForm<ForgotPasswordValues>();
  const feedback = useFormFeedback(form, "forgot-password", { fields: EMAIL_FIELD });
  const request = useRequestPasswordReset();
  const notifyError = useErrorNotifier();
  const t = useT();

  if (request.isSuccess) {
    return (
      <ResultScreen
        status="success"
        titleId="auth.forgot.doneTitle"
        subTitle={intl.formatMessage({ id: "auth.forgot.doneText" }, { email: request.variables })}
        extra={
          <ButtonLink to="/login" type="primary">
            {t("auth.toSignIn")}
          </ButtonLink>
        }
      />
    );
  }

  const submit = ({ email }: ForgotPasswordValues) =>
    request.mutate(email.trim(), {
      onError: (error) => {
        if (!feedback.showServerErrors(error)) notifyError(error);
      },
    });

  return (
    <AuthSection title={t("auth.forgot.title")} intro={t("auth.forgot.intro")}>
      <Form<ForgotPasswordValues>
        {...feedback.formProps}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        <EmailField />
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          {t("auth.forgot.submit")}
        </Button>
      </Form>
      <p style={{ marginTop: 24 }}>
        <Link to="/login">{t("auth.toSignIn")}</Link>
      </p>
    </AuthSection>
  );
}
