import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { notificationKeys } from "./notification-keys.ts";

// The bell is in the header: its endpoint (and zod) load after start-up, never on the sign-in page.
const countEndpoint = () =>
  import("@crest/domain/notifications/notifications.endpoints").then((m) => m.notificationEndpoints.count);

/** GET /api/account/notifications/count: the bell's number. */
export const notificationCountQuery = queryOptions({
  queryKey: notificationKeys.count(),
  queryFn: () => call(countEndpoint),
});

export const useNotificationCount = (enabled: boolean) => useQuery({ ...notificationCountQuery, enabled });
