import { type NotificationTab, notificationEndpoints } from "@crest/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callList } from "../../../lib/endpoint-call.ts";
import { notificationKeys } from "./notification-keys.ts";

/** GET /api/account/notifications, all or unread, page after page. */
export const notificationsQuery = (tab: NotificationTab) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(tab),
    queryFn: ({ pageParam }) =>
      callList(notificationEndpoints.list, { query: { tab, pageNumber: pageParam, pageSize: 24 } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination?.hasNextPage ? last.pagination.pageNumber + 1 : undefined),
  });

export const useNotifications = (tab: NotificationTab) => useInfiniteQuery(notificationsQuery(tab));
