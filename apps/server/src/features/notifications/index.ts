/** The notifications feature's public API: how other features raise a member's notification. */
export { type NewNotification, notify } from "./notification-service.ts";
