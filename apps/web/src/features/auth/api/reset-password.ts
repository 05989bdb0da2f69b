import { type ActionResult, actionResultSchema, type ResetPasswordRequest } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/public/account/reset-password: sets the password and signs out every session. */
export const resetPassword = (input: ResetPasswordRequest): Promise<ActionResult> =>
  api.post("/api/public/account/reset-password", { body: input, schema: actionResultSchema });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
