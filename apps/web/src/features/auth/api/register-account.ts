import { type ActionResult, actionResultSchema, type RegisterRequest } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/public/account/register: creates an unactivated account and mails the activation link. */
export const registerAccount = (request: RegisterRequest): Promise<ActionResult> =>
  api.post("/api/public/account/register", { body: request, schema: actionResultSchema });

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
