import { type ActionResult, actionResultSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /api/public/account/email-change/undo: from the link mailed to the old address. The
 * account keeps that address, every session ends (this one too) and the password must change.
 */
export const undoEmailChange = (token: string): Promise<ActionResult> =>
  api.post("/api/public/account/email-change/undo", { body: { token }, schema: actionResultSchema });

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
