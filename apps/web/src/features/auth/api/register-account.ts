import { authEndpoints, type RegisterRequest } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

/** POST /api/public/account/register: creates an unactivated account and mails the activation link. */
export const useRegisterAccount = () =>
  useMutation({ mutationFn: (request: RegisterRequest) => call(authEndpoints.register, { body: request }) });
