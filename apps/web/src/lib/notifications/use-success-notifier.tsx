import { App } from "antd";
import { useCallback } from "react";
import { useNotificationLoader } from "./notification-context.tsx";

/** How long a success notice stays: long enough to read, short enough not to pile up. */
export const SUCCESS_NOTIFICATION_SECONDS = 6;

/**
 * The success notice (spec-1 §8 success messages, e.g. 'Form was successfully submitted' with
 * the header 'Success'): callers word it, this shows it in the app's themed notifications as a
 * polite status, not an alert.
 */
export function useSuccessNotifier(): (notice: { title: string; description: string }) => void {
  const loadNotifications = useNotificationLoader();
  const { notification: fromApp } = App.useApp();
  return useCallback(
    ({ title, description }) => {
      const show = (api: typeof fromApp) =>
        api.success({ title, description, duration: SUCCESS_NOTIFICATION_SECONDS, role: "status" });
      if (loadNotifications) void loadNotifications().then(show);
      else show(fromApp);
    },
    [loadNotifications, fromApp],
  );
}
