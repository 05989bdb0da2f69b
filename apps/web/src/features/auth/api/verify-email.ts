import { authEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { accountKeys } from "../../account/index.ts";

/** POST /api/public/account/verify-email: confirms the address; a signed-in account (emailVerified) is refreshed. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(authEndpoints.verifyEmail, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
