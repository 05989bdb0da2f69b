import type { LoginRequest } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "../../account/index.ts";

/** POST /login. A wrong password is a 401 the form shows; the api client leaves it alone. */
export const signIn = (credentials: LoginRequest): Promise<unknown> =>
  api.post("/login", { body: credentials });

/**
 * Signs in, then reloads the account: once it exists the router is rebuilt for the session
 * and /login turns into the plan's landing page.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
