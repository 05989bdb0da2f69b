/** The notifications feature, for the shell: the header's bell. */
export { NotificationBell } from "./components/notification-bell.tsx";
