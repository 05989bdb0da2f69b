import { useIntl } from "react-intl";
import { Link } from "react-router";

/** Stand-in for the auth pages still to be built: a heading and the way back to sign in. */
export function AuthPlaceholder({ titleId }: { titleId: string }) {
  const intl = useIntl();
  return (
    <section>
      <h1 style={{ fontSize: 32, margin: "0 0 8px" }}>{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: "auth.placeholder" })}</p>
      <Link to="/login">{intl.formatMessage({ id: "auth.backToLogin" })}</Link>
    </section>
  );
}
