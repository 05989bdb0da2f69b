import { actionResultSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { subMembersPath, useInvalidateSubMembers } from "./sub-members-path.ts";

/** DELETE /api/account/memberships/{parentCardId}/members/{id}: the invite comes back to the parent card. */
export const removeSubMember = (parentCardId: string, id: string) =>
  api.delete(subMembersPath(parentCardId, id), { schema: actionResultSchema });

export function useRemoveSubMember(parentCardId: string) {
  const invalidate = useInvalidateSubMembers(parentCardId);
  return useMutation({
    mutationFn: (id: string) => removeSubMember(parentCardId, id),
    onSuccess: invalidate,
  });
}
