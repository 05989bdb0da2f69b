import { Alert } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { isApiError } from "../api-error.ts";
import { type ErrorNotice, errorNotice } from "./error-notice.ts";
import { RequestIdLine } from "./request-id-line.tsx";

/**
 * An error shown where it happened (a drawer, a form, a panel) rather than in a notification:
 * what went wrong in the member's words, then the request id in a small details line for support
 * (docs/member-experience.md, "Where errors show"). Announced as an alert.
 */
export function ErrorAlert({
  error,
  action,
  otherwise,
}: {
  error: unknown;
  action?: ReactNode;
  /** What to say when the error is not the API's (a processor's script failed, say). */
  otherwise?: Omit<ErrorNotice, "requestId">;
}) {
  const intl = useIntl();
  const notice: ErrorNotice = !isApiError(error) && otherwise ? otherwise : errorNotice(error, intl);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={notice.title}
      action={action}
      description={
        <>
          {notice.description}
          <RequestIdLine id={notice.requestId} />
        </>
      }
    />
  );
}
