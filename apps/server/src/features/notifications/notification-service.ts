/**
 * The member's notifications: what other features raise through `notify` (this feature's one
 * public write), the bell's count, the list with its tabs, and marking them read. The words
 * are made on reading, in the club's language (spec-2 §2, issue 29).
 */
import {
  type Notification,
  type NotificationFacts,
  type NotificationKind,
  type NotificationQuery,
  notificationText,
  TOPICS,
} from "@crest/domain";
import { NotFoundError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { getCustomer } from "../customers/index.ts";
import { publishToTopic, topicMessage } from "../realtime/index.ts";
import {
  type AnnouncedNotification,
  countUnread,
  insertAnnouncedNotification,
  insertNotifications,
  listNotifications,
  markNotificationRead,
  markNotificationsRead,
  type Reader,
} from "./notification-repository.ts";
import type { NotificationRow } from "./tables.ts";

/** The signed-in customer as a reader: club-wide notices reach them from when they joined the club. */
export async function readerOf(context: ServiceContext): Promise<Reader> {
  const customerId = customerIdOf(context);
  const { createdAt } = await getCustomer(context.scope, customerId);
  return { customerId, since: createdAt };
}

export interface NewNotification {
  customerId: string;
  kind: NotificationKind;
  facts?: NotificationFacts;
  /** The portal path the notification opens ("/account/billing/orders/…"). */
  link?: string | null;
}

/** A notification's row as raised (no facts: none; no link: null). */
const notificationRow = (one: NewNotification) => ({
  customerId: one.customerId,
  kind: one.kind,
  facts: one.facts ?? {},
  link: one.link ?? null,
});

/**
 * Raises notifications for members, in the caller's transaction if any; each member's bell
 * hears it (on every instance) when that commits. Other features call this, or write
 * `announcedNotification` in a statement of their own; nothing else.
 */
export async function notify(context: ServiceContext, ...raised: NewNotification[]): Promise<void> {
  const [only] = raised;
  if (only && raised.length === 1) {
    // The common case (an order placed, a ticket received): the row and the ring in one trip.
    await insertAnnouncedNotification(context.scope, announcedNotification(context, only));
    return;
  }
  await insertNotifications(context.scope, raised.map(notificationRow));
  for (const customerId of new Set(raised.map((one) => one.customerId)))
    await publishToTopic(context, TOPICS.notifications(customerId), RING);
}

/**
 * The row `notify` writes for one member, with the ring of their bell, for a statement that
 * writes it beside other writes of the same transaction (`announcedNotificationInsert`).
 */
export const announcedNotification = (
  context: ServiceContext,
  one: NewNotification,
): AnnouncedNotification => ({
  ...notificationRow(one),
  message: topicMessage(context, TOPICS.notifications(one.customerId), RING),
});

/** What a member's bell hears: its count changed, read it again. */
const RING = { changed: true };

const notificationView = (context: ServiceContext, row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  ...notificationText(row.kind, row.facts, context.language),
  link: row.link,
  read: row.readAt !== null,
  createdOn: row.createdAt,
});

/** The signed-in member's notifications, newest first: all of them or the unread. */
export async function myNotifications(context: ServiceContext, query: NotificationQuery) {
  const { rows, totalCount } = await listNotifications(context.scope, await readerOf(context), query);
  return { items: rows.map((row) => notificationView(context, row)), totalCount };
}

/** The bell's number. */
export async function myUnreadCount(context: ServiceContext) {
  return { unread: await countUnread(context.scope, await readerOf(context)) };
}

/** Marks one notification read; the member's other devices hear the count change. */
export async function readNotification(context: ServiceContext, notificationId: string): Promise<void> {
  const reader = await readerOf(context);
  if (!(await markNotificationRead(context.scope, reader, notificationId, new Date())))
    throw new NotFoundError();
  await publishToTopic(context, TOPICS.notifications(reader.customerId), { changed: true });
}

/**
 * Marks every notification read (or those opening `link`, when reading what they point at);
 * the member's other devices hear the count change.
 */
export async function readAllNotifications(
  context: ServiceContext,
  link?: string,
  reader?: Reader,
): Promise<void> {
  const who = reader ?? (await readerOf(context));
  await markNotificationsRead(context.scope, who, new Date(), link);
  await publishToTopic(context, TOPICS.notifications(who.customerId), { changed: true });
}
