import { isEmail, type LoginRequest } from "@crest/domain";
import { Alert, Button, Form, Input } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { errorNotice } from "../../../lib/notifications/error-notice.ts";
import { usePortalConfig } from "../../config/index.ts";
import { useSignIn } from "../api/sign-in.ts";

/** The sign-in form (spec-1 §2.1): /login and every path a visitor may not open. */
export default function LoginPage() {
  const intl = useIntl();
  const config = usePortalConfig();
  const signIn = useSignIn();
  const failure = signIn.error ? errorNotice(signIn.error, intl) : null;

  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title" style={{ fontSize: 32, margin: "0 0 8px" }}>
        {intl.formatMessage({ id: "login.title" })}
      </h1>
      <p style={{ margin: "0 0 24px" }}>{intl.formatMessage({ id: "login.subtitle" })}</p>
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure.title || intl.formatMessage({ id: "login.failed" })}
          description={failure.description}
          style={{ marginBottom: 24 }}
        />
      ) : null}
      <Form<LoginRequest>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => signIn.mutate({ email: values.email.trim(), password: values.password })}
      >
        <Form.Item
          name="email"
          label={intl.formatMessage({ id: "login.email" })}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                value && isEmail(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(intl.formatMessage({ id: "login.emailInvalid" }))),
            },
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={intl.formatMessage({ id: "login.password" })}
          rules={[{ required: true, message: intl.formatMessage({ id: "login.passwordRequired" }) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {intl.formatMessage({ id: "login.submit" })}
        </Button>
      </Form>
      <p
        style={{ marginTop: 24, display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 8 }}
      >
        <Link to="/forgot-password">{intl.formatMessage({ id: "login.forgot" })}</Link>
        {config.settings.registration ? (
          <Link to="/register">{intl.formatMessage({ id: "login.register" })}</Link>
        ) : null}
      </p>
    </section>
  );
}
