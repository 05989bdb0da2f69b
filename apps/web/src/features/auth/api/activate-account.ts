import { authEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { accountKeys } from "../../account/index.ts";

/**
 * POST /api/public/account/activate: spends the mailed code and signs the customer in, then
 * stores the answered account as the session. The app rebuilds its router for the session from
 * the browser's URL, so the URL becomes "/" first: the visitor router being replaced has no
 * reason to navigate, and the member router starts at home (or the plan's redirect).
 */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(authEndpoints.activate, { body: { code } }),
    onSuccess: (account) => {
      window.history.replaceState(null, "", "/");
      queryClient.setQueryData(accountKeys.detail(), account);
    },
  });
}
