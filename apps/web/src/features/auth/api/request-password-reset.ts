import { type ActionResult, actionResultSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/public/account/forgot-password: the same answer whether or not the e-mail exists. */
export const requestPasswordReset = (email: string): Promise<ActionResult> =>
  api.post("/api/public/account/forgot-password", { body: { email }, schema: actionResultSchema });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
