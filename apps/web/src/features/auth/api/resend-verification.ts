import { accountEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

/** POST /api/account/verify-email/resend: mails a fresh verification link to the signed-in customer. */
export const useResendVerification = () =>
  useMutation({ mutationFn: () => call(accountEndpoints.resendVerification) });
