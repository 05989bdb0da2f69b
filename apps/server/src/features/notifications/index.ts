/** The notifications feature's public API: how other features raise a member's notification. */

export { type AnnouncedNotification, announcedNotificationInsert } from "./notification-repository.ts";
export { announcedNotification, type NewNotification, notify } from "./notification-service.ts";
