import { type ActionResult, actionResultSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/account/verify-email/resend: mails a fresh verification link to the signed-in customer. */
export const resendVerification = (): Promise<ActionResult> =>
  api.post("/api/account/verify-email/resend", { schema: actionResultSchema });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
