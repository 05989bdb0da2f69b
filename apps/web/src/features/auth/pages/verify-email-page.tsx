import { Button } from "antd";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useAccount } from "../../account/index.ts";
import { useResendVerification } from "../api/resend-verification.ts";
import { useVerifyEmail } from "../api/verify-email.ts";

/** Offers a fresh link to a signed-in customer whose address is not verified yet. */
function ResendVerification() {
  const intl = useIntl();
  const resend = useResendVerification();
  const notifyError = useErrorNotifier();
  if (resend.isSuccess) {
    return (
      <ResultScreen status="success" titleId="auth.verify.sentTitle" subTitleId="auth.verify.sentText" />
    );
  }
  return (
    <ResultScreen
      status="info"
      titleId="auth.verify.title"
      subTitleId="auth.verify.resendText"
      extra={
        <Button
          type="primary"
          loading={resend.isPending}
          onClick={() => resend.mutate(undefined, { onError: notifyError })}
        >
          {intl.formatMessage({ id: "auth.verify.resend" })}
        </Button>
      }
    />
  );
}

/** Verifies the token of the mailed link as soon as the page opens. */
function VerifyToken({ token, signedIn }: { token: string; signedIn: boolean }) {
  const intl = useIntl();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const onward = (
    <ButtonLink to={signedIn ? "/" : "/login"} type="primary">
      {intl.formatMessage({ id: signedIn ? "auth.verify.continue" : "auth.toSignIn" })}
    </ButtonLink>
  );

  if (verify.isSuccess) {
    return (
      <ResultScreen
        status="success"
        titleId="auth.verify.doneTitle"
        subTitleId="auth.verify.doneText"
        extra={onward}
      />
    );
  }
  if (verify.isError) {
    if (signedIn && isApiError(verify.error) && verify.error.status < 500) return <ResendVerification />;
    return (
      <ResultScreen
        status="warning"
        titleId="auth.verify.expiredTitle"
        subTitleId="auth.verify.expiredText"
        extra={onward}
      />
    );
  }
  return (
    <div role="status" aria-live="polite">
      <ResultScreen status="info" titleId="auth.verify.pendingTitle" />
    </div>
  );
}

/**
 * /verify-email/:id? (spec-1 §2.1). With the mailed token it verifies; without one, a signed-in
 * customer may ask for a fresh link, and a visitor is told where the link is.
 */
export default function VerifyEmailPage() {
  const intl = useIntl();
  const { id } = useParams();
  const { data: account } = useAccount();
  const signedIn = Boolean(account);

  if (id) return <VerifyToken token={id} signedIn={signedIn} />;
  if (account?.emailVerified) {
    return (
      <ResultScreen
        status="success"
        titleId="auth.verify.doneTitle"
        subTitleId="auth.verify.alreadyText"
        extra={
          <ButtonLink to="/" type="primary">
            {intl.formatMessage({ id: "auth.verify.continue" })}
          </ButtonLink>
        }
      />
    );
  }
  if (account) return <ResendVerification />;
  return (
    <ResultScreen
      status="info"
      titleId="auth.verify.title"
      subTitleId="auth.verify.visitorText"
      extra={
        <ButtonLink to="/login" type="primary">
          {intl.formatMessage({ id: "auth.toSignIn" })}
        </ButtonLink>
      }
    />
  );
}
