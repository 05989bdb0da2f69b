import { useQueryClient } from "@tanstack/react-query";
import { membershipKeys } from "./membership-keys.ts";

/** After a change: the list, and the cards (the parent's remaining invites). */
export function useInvalidateSubMembers(parentCardId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: membershipKeys.subMembers(parentCardId) }),
      queryClient.invalidateQueries({ queryKey: membershipKeys.cards(), exact: true }),
      queryClient.invalidateQueries({ queryKey: membershipKeys.card(parentCardId), exact: true }),
    ]);
}
