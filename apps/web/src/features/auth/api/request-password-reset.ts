import { authEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

/** POST /api/public/account/forgot-password: the same answer whether or not the e-mail exists. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => call(authEndpoints.forgotPassword, { body: { email } }) });
