import { Flex } from "antd";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { useActivateAccount } from "../api/activate-account.ts";

/**
 * /activate/:code (spec-1 §2.1): spends the mailed code as soon as the page opens; the
 * customer is then signed in at /. A used, expired or unknown code gets a way forward.
 */
export default function ActivatePage() {
  const intl = useIntl();
  const { code = "" } = useParams();
  const activate = useActivateAccount();
  const started = useRef(false);
  const { mutate } = activate;

  useEffect(() => {
    // A code is single-use: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    mutate(code);
  }, [code, mutate]);

  if (activate.isError) {
    const invalid = !isApiError(activate.error) || activate.error.status < 500;
    return (
      <ResultScreen
        status={invalid ? "warning" : "error"}
        titleId={invalid ? "auth.activate.invalidTitle" : "result.error.title"}
        subTitleId={invalid ? "auth.activate.invalidText" : "result.error.subtitle"}
        extra={
          <Flex gap={12} wrap justify="center">
            <ButtonLink to="/register" type="primary">
              {intl.formatMessage({ id: "auth.activate.register" })}
            </ButtonLink>
            <ButtonLink to="/login">{intl.formatMessage({ id: "auth.toSignIn" })}</ButtonLink>
          </Flex>
        }
      />
    );
  }

  return (
    <div role="status" aria-live="polite">
      <ResultScreen
        status="info"
        titleId="auth.activate.pendingTitle"
        subTitleId="auth.activate.pendingText"
      />
    </div>
  );
}
