import { type AccountUpdate, accountEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { accountKeys } from "./account-keys.ts";

/**
 * PATCH /api/account (only the fields given change): saves, stores the answered account, and
 * invalidates it so everything reading it (shell card, forced-password modal, router
 * membership) sees the server's state.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AccountUpdate) => call(accountEndpoints.update, { body: update }),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountKeys.detail(), account);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
