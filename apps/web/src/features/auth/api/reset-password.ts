import { authEndpoints, type ResetPasswordRequest } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

/** POST /api/public/account/reset-password: sets the password and signs out every session. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordRequest) => call(authEndpoints.resetPassword, { body: input }),
  });
