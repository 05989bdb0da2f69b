/**
 * Notifications (spec-2 §2: the bell in the header, /notifications with its tabs): what the
 * other features tell a member. A notification is stored as its kind and facts; its words
 * are made when it is read, in the member's language (notification-texts.ts).
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { pageQuerySchema } from "../common/pagination.ts";

export const NOTIFICATION_KINDS = [
  "order_placed",
  "ticket_transferred",
  "booking_reminder",
  "payment_failed",
  "invoice_due",
  "club_message",
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The facts a notification's words are made from: short texts only (an order number, a title). */
export const notificationFactsSchema = z.record(z.string(), z.string().max(200));
export type NotificationFacts = z.infer<typeof notificationFactsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** The portal path the notification opens (an order, a message); null when none. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdOn: dateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_TABS = ["all", "unread"] as const;
export const notificationTabSchema = z.enum(NOTIFICATION_TABS);
export type NotificationTab = z.infer<typeof notificationTabSchema>;

export const notificationQuerySchema = pageQuerySchema.extend({
  tab: notificationTabSchema.default("all"),
});
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;

/** The bell's number. */
export const notificationCountSchema = z.object({ unread: z.number().int() });

export const notificationIdParamsSchema = z.object({ notificationId: z.uuid() });
