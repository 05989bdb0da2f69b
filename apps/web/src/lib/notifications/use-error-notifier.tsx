import { App } from "antd";
import { useCallback } from "react";
import { useIntl } from "react-intl";
import { errorNotice } from "./error-notice.ts";
import { useNotificationLoader } from "./notification-context.tsx";
import { RequestIdLine } from "./request-id-line.tsx";

/** Notifications stay 20 seconds (spec-2 §9); their width comes from the theme (420). */
export const ERROR_NOTIFICATION_SECONDS = 20;

/**
 * The general error notifier (spec-1 §8): callers and mutation onError handlers use it; the
 * api client never shows anything itself.
 */
export function useErrorNotifier(): (error: unknown) => void {
  const loadNotifications = useNotificationLoader();
  // Outside the app's provider (tests that wrap pages in antd's <App>), antd's own instance.
  const { notification: fromApp } = App.useApp();
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const notice = errorNotice(error, intl);
      const show = (api: typeof fromApp) =>
        api.error({
          title: notice.title,
          description: (
            <>
              {notice.description}
              <RequestIdLine id={notice.requestId} />
            </>
          ),
          duration: ERROR_NOTIFICATION_SECONDS,
          role: "alert",
        });
      if (loadNotifications) void loadNotifications().then(show);
      else show(fromApp);
    },
    [loadNotifications, fromApp, intl],
  );
}
