import { messageEndpoints } from "@crest/domain";
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call, callList, endpointQuery } from "../../../lib/endpoint-call.ts";
import { notificationKeys } from "./notification-keys.ts";

/** GET /api/account/messages, page after page. */
export const messagesQuery = infiniteQueryOptions({
  queryKey: notificationKeys.messages(),
  queryFn: ({ pageParam }) =>
    callList(messageEndpoints.list, { query: { pageNumber: pageParam, pageSize: 24 } }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination?.hasNextPage ? last.pagination.pageNumber + 1 : undefined),
});

export const useMessages = () => useInfiniteQuery(messagesQuery);

/** GET /api/account/messages/{id}. */
export const useMessage = (messageId: string | undefined) =>
  useQuery({
    ...endpointQuery(notificationKeys.message(messageId ?? ""), messageEndpoints.message, {
      params: { messageId: messageId ?? "" },
    }),
    enabled: Boolean(messageId),
  });

/** POST /api/account/messages/{id}/read: the message, its notification and the bell change. */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => call(messageEndpoints.markRead, { params: { messageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
