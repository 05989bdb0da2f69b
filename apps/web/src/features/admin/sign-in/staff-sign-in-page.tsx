import type { StaffLoginRequest } from "@crest/domain";
import { Button, Card, Form, Input } from "antd";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { PasswordInput } from "../../../components/inputs/password-input.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useSignInStaff } from "../api/sign-in-staff.ts";
import { LanguageSelect } from "../shell/language-select.tsx";

/** Admin mode's sign-in (POST /admin/login): a staff session of its own, apart from any member's. */
export function StaffSignInPage() {
  const intl = useIntl();
  const signIn = useSignInStaff();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = intl.formatMessage({ id: "admin.signIn.documentTitle" });
    heading.current?.focus();
  }, [intl]);
  return (
    <main className="crest-admin-sign-in">
      <Card>
        <h1 ref={heading} tabIndex={-1} className="crest-admin-sign-in__title">
          {intl.formatMessage({ id: "admin.signIn.title" })}
        </h1>
        <p>{intl.formatMessage({ id: "admin.signIn.intro" })}</p>
        {signIn.error ? <ErrorAlert error={signIn.error} /> : null}
        <Form<StaffLoginRequest>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => signIn.mutate(values)}
          className="crest-admin-sign-in__form"
        >
          <Form.Item
            name="email"
            label={intl.formatMessage({ id: "admin.signIn.email" })}
            rules={[{ required: true, message: intl.formatMessage({ id: "fieldError.email_invalid" }) }]}
          >
            <Input type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={intl.formatMessage({ id: "admin.signIn.password" })}
            rules={[{ required: true, message: intl.formatMessage({ id: "fieldError.password_required" }) }]}
          >
            <PasswordInput autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={signIn.isPending} block>
            {intl.formatMessage({ id: "admin.signIn.submit" })}
          </Button>
        </Form>
        <LanguageSelect />
      </Card>
    </main>
  );
}
