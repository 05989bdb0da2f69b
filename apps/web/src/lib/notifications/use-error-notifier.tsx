import { App, Typography } from "antd";
import { useCallback } from "react";
import { useIntl } from "react-intl";
import { errorNotice } from "./error-notice.ts";

/** Notifications stay 20 seconds (spec-2 §9); their width comes from the theme (420). */
export const ERROR_NOTIFICATION_SECONDS = 20;

/**
 * The general error notifier (spec-1 §8): callers and mutation onError handlers use it; the
 * api client never shows anything itself.
 */
export function useErrorNotifier(): (error: unknown) => void {
  const { notification } = App.useApp();
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const notice = errorNotice(error, intl);
      notification.error({
        title: notice.title,
        description: (
          <>
            {notice.description}
            {notice.requestId ? (
              <Typography.Text type="secondary" style={{ display: "block", marginTop: 8, fontSize: 12 }}>
                {intl.formatMessage({ id: "notify.requestId" }, { id: notice.requestId })}
              </Typography.Text>
            ) : null}
          </>
        ),
        duration: ERROR_NOTIFICATION_SECONDS,
        role: "alert",
      });
    },
    [notification, intl],
  );
}
