import { type Account, accountSchema } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "../../account/index.ts";

/** POST /api/public/account/activate: spends the mailed code and signs the customer in. */
export const activateAccount = (code: string): Promise<Account> =>
  api.post("/api/public/account/activate", { body: { code }, schema: accountSchema });

/**
 * Activates, then stores the answered account as the session. The app rebuilds its router for the
 * session from the browser's URL, so the URL becomes "/" first: the visitor router being replaced
 * has no reason to navigate, and the member router starts at home (or the plan's redirect).
 */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateAccount,
    onSuccess: (account) => {
      window.history.replaceState(null, "", "/");
      queryClient.setQueryData(accountKeys.detail(), account);
    },
  });
}
