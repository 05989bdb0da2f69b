import type { QueryKey } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useAccount } from "../account/index.ts";
import { useTopics } from "./use-topic.ts";

/**
 * Refetches `queryKey` whenever the signed-in member's own topic (`topicOf` of their id, one of
 * TOPICS') says something of theirs changed: an open screen stays true without a reload.
 */
export function useRefetchOnOwnTopic(topicOf: (customerId: string) => string, queryKey: QueryKey): void {
  const account = useAccount().data;
  const queryClient = useQueryClient();
  useTopics(account ? [topicOf(account.id)] : [], () => {
    void queryClient.invalidateQueries({ queryKey });
  });
}
