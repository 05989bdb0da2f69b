import { emailSchema } from "@crest/domain";
import { Button, Form, Input } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { applyServerErrors, schemaRule } from "../../../lib/forms/index.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useRequestPasswordReset } from "../api/request-password-reset.ts";
import { AuthSection } from "../components/auth-section.tsx";

interface ForgotPasswordValues {
  email: string;
}

/**
 * /forgot-password (spec-1 §2.1). The answer never says whether the e-mail has an account, so
 * nobody can use this page to find out who is a member.
 */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [form] = Form.useForm<ForgotPasswordValues>();
  const request = useRequestPasswordReset();
  const notifyError = useErrorNotifier();
  const t = (id: string) => intl.formatMessage({ id });

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
        if (!applyServerErrors(form, error, { fields: ["email"] })) notifyError(error);
      },
    });

  return (
    <AuthSection title={t("auth.forgot.title")} intro={t("auth.forgot.intro")}>
      <Form<ForgotPasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="email"
          label={t("auth.email")}
          rules={[
            { required: true, message: t("forms.email.invalid") },
            schemaRule(emailSchema, t("forms.email.invalid")),
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
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
