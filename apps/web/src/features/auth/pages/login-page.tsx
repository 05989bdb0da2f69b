import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { errorNotice } from "../../../lib/notifications/error-notice.ts";
import { usePortalConfig } from "../../config/index.ts";
import { useSignIn } from "../api/sign-in.ts";
import { FieldError } from "../components/field-error.tsx";

interface Problems {
  email?: string;
  password?: string;
}

/**
 * The sign-in form (spec-1 §2.1): /login and every path a visitor may not open. Native
 * controls styled in app.css rather than antd's: this page has a 200 KB budget, and antd's
 * Input alone brings its form machinery (~35 KB) for two fields.
 */
export default function LoginPage() {
  const intl = useIntl();
  const config = usePortalConfig();
  const signIn = useSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const failure = signIn.error ? errorNotice(signIn.error, intl) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Problems = {};
    // Only presence here; the e-mail pattern is checked by the server (loginRequestSchema),
    // whose 400 lands in the failure box, so the rule is not copied into this bundle.
    if (!email.trim()) next.email = intl.formatMessage({ id: "login.emailRequired" });
    if (!password) next.password = intl.formatMessage({ id: "login.passwordRequired" });
    setProblems(next);
    if (next.email || next.password) return;
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title" className="crest-auth__title">
        {intl.formatMessage({ id: "login.title" })}
      </h1>
      <p className="crest-auth__intro">{intl.formatMessage({ id: "login.subtitle" })}</p>
      {failure ? (
        <div className="crest-auth__failure" role="alert">
          <strong>{failure.title || intl.formatMessage({ id: "login.failed" })}</strong>
          <div>{failure.description}</div>
        </div>
      ) : null}
      <form noValidate onSubmit={submit}>
        <div className="crest-field">
          <label htmlFor="login-email">{intl.formatMessage({ id: "login.email" })}</label>
          <input
            id="login-email"
            className="crest-input"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={Boolean(problems.email)}
            aria-describedby={problems.email ? "login-email-error" : undefined}
          />
          <FieldError id="login-email-error" message={problems.email} />
        </div>
        <div className="crest-field">
          <label htmlFor="login-password">{intl.formatMessage({ id: "login.password" })}</label>
          <input
            id="login-password"
            className="crest-input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={Boolean(problems.password)}
            aria-describedby={problems.password ? "login-password-error" : undefined}
          />
          <FieldError id="login-password-error" message={problems.password} />
        </div>
        <button
          type="submit"
          className="crest-button"
          disabled={signIn.isPending}
          aria-busy={signIn.isPending}
        >
          {intl.formatMessage({ id: "login.submit" })}
        </button>
      </form>
      <p className="crest-auth__links">
        <Link to="/forgot-password">{intl.formatMessage({ id: "login.forgot" })}</Link>
        {config.settings.registration ? (
          <Link to="/register">{intl.formatMessage({ id: "login.register" })}</Link>
        ) : null}
      </p>
    </section>
  );
}
