import type { LoginRequest } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { accountKeys } from "../../account/index.ts";

/** Deep and late: the sign-in page's start-up bundle has no zod; the schemas load on submit. */
const login = () => import("@crest/domain/auth/auth.endpoints").then((module) => module.authEndpoints.login);

/** POST /login. A wrong password is a 401 the form shows; the api client leaves it alone. */
export const signIn = (credentials: LoginRequest) => call(login, { body: credentials });

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
