/** The notifications' queries, through the tenant scope. */
import { type NotificationQuery, pageOffset } from "@crest/domain";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { TenantInsertValue, TenantScope } from "../../db/tenant-scope.ts";
import { notifications } from "./tables.ts";

const mine = (customerId: string, unreadOnly: boolean) =>
  and(eq(notifications.customerId, customerId), unreadOnly ? isNull(notifications.readAt) : undefined);

export async function listNotifications(scope: TenantScope, customerId: string, query: NotificationQuery) {
  const where = mine(customerId, query.tab === "unread");
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    scope.count(notifications, where),
  ]);
  return { rows, totalCount };
}

export const countUnread = (scope: TenantScope, customerId: string) =>
  scope.count(notifications, mine(customerId, true));

export const insertNotifications = (scope: TenantScope, rows: TenantInsertValue<typeof notifications>[]) =>
  rows.length === 0 ? Promise.resolve([]) : scope.insert(notifications).values(rows).returning();

/** Marks one of the customer's notifications read; another's is a 404. */
export const markNotificationRead = (
  scope: TenantScope,
  customerId: string,
  notificationId: string,
  at: Date,
) =>
  scope.updateOne(
    notifications,
    and(eq(notifications.id, notificationId), eq(notifications.customerId, customerId)),
    { readAt: at },
  );

/** Marks the customer's unread notifications read, those of a link only when one is given. */
export const markNotificationsRead = (scope: TenantScope, customerId: string, at: Date, link?: string) =>
  scope
    .update(notifications)
    .set({ readAt: at })
    .where(and(mine(customerId, true), link === undefined ? undefined : eq(notifications.link, link)));
