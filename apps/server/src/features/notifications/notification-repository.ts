/**
 * The notifications' queries, through the tenant scope. A reader's notifications are their own
 * rows and the club-wide ones raised since they became a customer; a club-wide one's read state
 * is the reader's row in notification_reads, if they read it.
 */
import { type NotificationQuery, pageOffset } from "@crest/domain";
import { and, count, desc, eq, gte, isNull, or, type SQL } from "drizzle-orm";
import { insertStatement, statement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { publishing } from "../realtime/index.ts";
import { type NotificationRow, notificationReads, notifications } from "./tables.ts";

/** Who reads: a customer, and since when they are one (club-wide notices reach only those who were). */
export interface Reader {
  customerId: string;
  since: Date;
}

const visibleTo = (reader: Reader) =>
  or(
    eq(notifications.customerId, reader.customerId),
    and(isNull(notifications.customerId), gte(notifications.createdAt, reader.since)),
  );
const unread = and(isNull(notifications.readAt), isNull(notificationReads.readAt));

/** Joins the reader's read state of a club-wide notification. */
const readBy = (reader: Reader) =>
  and(
    eq(notificationReads.notificationId, notifications.id),
    eq(notificationReads.customerId, reader.customerId),
  );

/** The notifications with the reader's read state of the club-wide ones. */
const withReadState = (scope: TenantScope, reader: Reader) =>
  scope
    .select({ notification: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(notificationReads, readBy(reader));

async function countVisible(scope: TenantScope, reader: Reader, where: SQL | undefined) {
  const [row] = await scope
    .select({ n: count() })
    .from(notifications)
    .leftJoin(notificationReads, readBy(reader))
    .where(where);
  return row?.n ?? 0;
}

/** A page of the reader's notifications, newest first, each with its read time (null: unread). */
export async function listNotifications(scope: TenantScope, reader: Reader, query: NotificationQuery) {
  const where = and(visibleTo(reader), query.tab === "unread" ? unread : undefined);
  const [rows, totalCount] = await Promise.all([
    withReadState(scope, reader)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    countVisible(scope, reader, where),
  ]);
  return {
    rows: rows.map(({ notification, readAt }) => ({
      ...notification,
      readAt: notification.readAt ?? readAt,
    })),
    totalCount,
  };
}

export const countUnread = (scope: TenantScope, reader: Reader) =>
  countVisible(scope, reader, and(visibleTo(reader), unread));

export const insertNotifications = insertStatement(notifications);

export interface AnnouncedNotification {
  customerId: string;
  kind: NotificationRow["kind"];
  facts: NotificationRow["facts"];
  link: string | null;
  /** The realtime message ringing the member's bell (`topicMessage`). */
  message: string;
}

/**
 * The insert of a member's notification and the ring of their bell (rung as the row is
 * returned), not yet run: for a statement that writes it beside the change it tells of
 * (db/statement.ts `together`).
 */
export const announcedNotificationInsert = (scope: TenantScope, one: AnnouncedNotification) =>
  scope
    .insert(notifications)
    .values({ customerId: one.customerId, kind: one.kind, facts: one.facts, link: one.link })
    .returning({ id: notifications.id, rung: publishing(one.message) });

/** A member's notification and the ring of their bell, in one statement (built once). */
const insertAnnounced = statement(announcedNotificationInsert);

export async function insertAnnouncedNotification(
  scope: TenantScope,
  one: AnnouncedNotification,
): Promise<void> {
  await insertAnnounced(scope, one);
}

/** Records that the reader read these club-wide notifications (again is a no-op). */
const insertReads = (scope: TenantScope, reader: Reader, notificationIds: string[], at: Date) =>
  notificationIds.length === 0
    ? Promise.resolve()
    : scope
        .insert(notificationReads)
        .values(
          notificationIds.map((notificationId) => ({
            notificationId,
            customerId: reader.customerId,
            readAt: at,
          })),
        )
        .onConflictDoNothing()
        .then(() => undefined);

/** Marks one of the reader's notifications read; one they do not have is a 404. */
export async function markNotificationRead(
  scope: TenantScope,
  reader: Reader,
  notificationId: string,
  at: Date,
) {
  const [found] = await scope
    .select({ customerId: notifications.customerId })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), visibleTo(reader)));
  if (!found) return false;
  if (found.customerId === null) await insertReads(scope, reader, [notificationId], at);
  else
    await scope
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.id, notificationId), isNull(notifications.readAt)));
  return true;
}

/** Marks the reader's unread notifications read, those of a link only when one is given. */
export async function markNotificationsRead(scope: TenantScope, reader: Reader, at: Date, link?: string) {
  const ofLink = link === undefined ? undefined : eq(notifications.link, link);
  await scope
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.customerId, reader.customerId), isNull(notifications.readAt), ofLink));
  const clubWide = await withReadState(scope, reader).where(
    and(
      isNull(notifications.customerId),
      gte(notifications.createdAt, reader.since),
      isNull(notificationReads.readAt),
      ofLink,
    ),
  );
  await insertReads(
    scope,
    reader,
    clubWide.map((row) => row.notification.id),
    at,
  );
}
