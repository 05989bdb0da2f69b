import { type Account, type AccountUpdate, accountSchema } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

/** PATCH /api/account: only the fields given change; answers the whole account. */
export const updateAccount = (update: AccountUpdate): Promise<Account> =>
  api.patch("/api/account", { body: update, schema: accountSchema });

/**
 * Saves, stores the answer, and invalidates the account so everything reading it (shell card,
 * forced-password modal, router membership) sees the server's state.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (account) => {
      queryClient.setQueryData(accountKeys.detail(), account);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
