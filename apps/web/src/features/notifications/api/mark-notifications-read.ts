import { notificationEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { notificationKeys } from "./notification-keys.ts";

/** POST /api/account/notifications/{id}/read, or /read for all: the count and the lists change. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string | "all") =>
      notificationId === "all"
        ? call(notificationEndpoints.markAllRead)
        : call(notificationEndpoints.markRead, { params: { notificationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
