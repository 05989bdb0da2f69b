import { type RegisterRequest, registerRequestSchema } from "@crest/domain";
import { Button, Form, Input } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { EmailField, NewPasswordField, useStrongPassword } from "../../../components/forms/index.ts";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { NotSetUpResult } from "../../../components/results/result-presets.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { useFormFeedback } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { usePortalConfig } from "../../config/index.ts";
import { useRegisterAccount } from "../api/register-account.ts";
import { AuthSection } from "../components/auth-section.tsx";

const FIELDS = Object.keys(registerRequestSchema.shape);

/** /register (spec-1 §2.1): name, e-mail and a strong password; then 'check your e-mail'. */
export default function RegisterPage() {
  const intl = useIntl();
  const config = usePortalConfig();
  const [form] = Form.useForm<RegisterRequest>();
  const feedback = useFormFeedback(form, "register", { fields: FIELDS });
  const register = useRegisterAccount();
  const notifyError = useErrorNotifier();
  const strong = useStrongPassword("password", form);
  const t = useT();

  const signInLink = (
    <ButtonLink to="/login" type="primary">
      {t("auth.toSignIn")}
    </ButtonLink>
  );

  if (!config.settings.registration) return <NotSetUpResult extra={signInLink} />;

  if (register.isSuccess) {
    return (
      <ResultScreen
        status="success"
        titleId="auth.register.doneTitle"
        subTitle={intl.formatMessage({ id: "auth.register.doneText" }, { email: register.variables.email })}
        extra={signInLink}
      />
    );
  }

  const submit = (values: RegisterRequest) =>
    register.mutate(
      { ...values, email: values.email.trim() },
      {
        onError: (error) => {
          if (!feedback.showServerErrors(error)) notifyError(error);
        },
      },
    );

  return (
    <AuthSection title={t("auth.register.title")} intro={t("auth.register.intro")}>
      <Form<RegisterRequest>
        {...feedback.formProps}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        <Form.Item
          name="firstName"
          label={t("auth.register.firstName")}
          rules={[{ required: true, whitespace: true, message: t("auth.register.firstNameRequired") }]}
        >
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={t("auth.register.lastName")}
          rules={[{ required: true, whitespace: true, message: t("auth.register.lastNameRequired") }]}
        >
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
        <EmailField />
        <NewPasswordField name="password" labelId="auth.password" />
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={!strong}
          loading={register.isPending}
          aria-describedby={strong ? undefined : "register-submit-why"}
        >
          {t("auth.register.submit")}
        </Button>
        {/* A disabled button says why it is disabled (issue 24). */}
        {strong ? null : (
          <p id="register-submit-why" className="crest-field-hint">
            {t("auth.register.submitWhy")}
          </p>
        )}
      </Form>
      <p style={{ marginTop: 24 }}>
        <Link to="/login">{t("auth.register.haveAccount")}</Link>
      </p>
    </AuthSection>
  );
}
