import { notification } from "antd";
import type { NotificationInstance } from "antd/es/notification/interface";
import { useEffect } from "react";
import AntdTheme from "../theme/antd-theme.tsx";
import { useThemeSettings } from "../theme/theme-settings.ts";

/** Mounts antd's themed notification holder and hands its API to NotificationProvider. */
export default function NotificationHolder({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  // At the end of the line: top right, or top left in a right-to-left page.
  const { rtl } = useThemeSettings();
  const [api, holder] = notification.useNotification({ placement: rtl ? "topLeft" : "topRight" });
  useEffect(() => onReady(api), [api, onReady]);
  return <AntdTheme>{holder}</AntdTheme>;
}
