import { type AudienceQuery, type NewMessage, staffMessageEndpoints } from "@crest/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";

export const SENT_PAGE_SIZE = 20;

/** Query keys of the messages back office, under the selected club (dropped when staff switch). */
export const messageKeys = {
  all: () => [...adminKeys.club(), "messages"] as const,
  sent: (page: number) => [...messageKeys.all(), "sent", page] as const,
  audience: (audience: AudienceQuery) => [...messageKeys.all(), "audience", audience] as const,
};

/** GET /admin/api/messages: what the club sent, newest first. */
export const useSentMessages = (page: number) =>
  useQuery({
    queryKey: messageKeys.sent(page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffMessageEndpoints.sent, { query: { pageNumber: page, pageSize: SENT_PAGE_SIZE } }),
  });

/** GET /admin/api/messages/audience: how many the message would reach, read when the confirmation opens. */
export const useAudienceSize = (audience: AudienceQuery | null) =>
  useQuery({
    staleTime: 0,
    queryKey: messageKeys.audience(audience ?? { type: "everyone" }),
    enabled: audience !== null,
    queryFn: () => call(staffMessageEndpoints.audience, { query: audience ?? { type: "everyone" } }),
  });

/** POST /admin/api/messages. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMessage) => call(staffMessageEndpoints.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...messageKeys.all(), "sent"] }),
  });
}
