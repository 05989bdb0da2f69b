import { isEmail } from "@crest/domain/common/email";
import { type FormEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { EyeIcon, EyeOffIcon } from "../../../components/eye-icons.tsx";
import { announce } from "../../../lib/a11y/announcer.tsx";
import { requestPageFocus } from "../../../lib/a11y/page-focus.tsx";
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
 * controls styled in app.css rather than antd's: this page has a 150 KB budget, and antd's
 * Input alone brings its form machinery (~35 KB) for two fields. The e-mail rule is the
 * shared one (spec-1 §5), imported from a module without zod.
 */
export default function LoginPage() {
  const intl = useIntl();
  const config = usePortalConfig();
  const signIn = useSignIn();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const failure = signIn.error ? errorNotice(signIn.error, intl) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const next: Problems = {};
    if (!email.trim()) next.email = intl.formatMessage({ id: "login.emailRequired" });
    else if (!isEmail(email)) next.email = intl.formatMessage({ id: "forms.email.invalid" });
    if (!password) next.password = intl.formatMessage({ id: "login.passwordRequired" });
    setProblems(next);
    if (next.email || next.password) {
      // Focus the first field at fault (its message is its description); say every message.
      (next.email ? emailRef : passwordRef).current?.focus();
      announce([next.email, next.password].filter(Boolean).join(" "), "assertive");
      return;
    }
    signIn.mutate({ email: email.trim(), password }, { onSuccess: requestPageFocus });
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
            ref={emailRef}
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
          {/* The same show/hide toggle as register and forgot-password, without antd (the
              sign-in page's bundle budget): a real button, pressed while the password shows. */}
          <div className="crest-password-field">
            <input
              ref={passwordRef}
              id="login-password"
              className="crest-input"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={Boolean(problems.password)}
              aria-describedby={problems.password ? "login-password-error" : undefined}
            />
            <button
              type="button"
              className="crest-password-toggle"
              aria-label={intl.formatMessage({ id: "login.showPassword" })}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          </div>
          <FieldError id="login-password-error" message={problems.password} />
        </div>
        {/* aria-disabled, not disabled: a disabled button would drop the focus to <body>. */}
        <button
          type="submit"
          className="crest-button"
          aria-disabled={signIn.isPending}
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
