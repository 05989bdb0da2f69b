import { notification } from "antd";
import type { NotificationInstance } from "antd/es/notification/interface";
import { useEffect } from "react";
import AntdTheme from "../theme/antd-theme.tsx";

/** Mounts antd's themed notification holder and hands its API to NotificationProvider. */
export default function NotificationHolder({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  const [api, holder] = notification.useNotification({ placement: "topRight" });
  useEffect(() => onReady(api), [api, onReady]);
  return <AntdTheme>{holder}</AntdTheme>;
}
