import { authEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

/**
 * POST /api/public/account/email-change/undo: from the link mailed to the old address. The
 * account keeps that address, every session ends (this one too) and the password must change.
 */
export const useUndoEmailChange = () =>
  useMutation({ mutationFn: (token: string) => call(authEndpoints.undoEmailChange, { body: { token } }) });
