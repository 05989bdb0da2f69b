import { type ActionResult, actionResultSchema } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "../../account/index.ts";

/** POST /api/public/account/verify-email: confirms the address with the mailed token. */
export const verifyEmail = (token: string): Promise<ActionResult> =>
  api.post("/api/public/account/verify-email", { body: { token }, schema: actionResultSchema });

/** Verifies; a signed-in customer's account (emailVerified) is refreshed. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
