import { type SubMember, type SubMemberUpdate, subMemberSchema, subMemberUpdateSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { subMembersPath, useInvalidateSubMembers } from "./sub-members-path.ts";

/** PATCH /api/account/memberships/{parentCardId}/members/{id}: a name, or suspending and resuming the card. */
export const updateSubMember = (
  parentCardId: string,
  id: string,
  update: SubMemberUpdate,
): Promise<SubMember> =>
  api.patch(subMembersPath(parentCardId, id), {
    body: update,
    bodySchema: subMemberUpdateSchema,
    schema: subMemberSchema,
  });

export function useUpdateSubMember(parentCardId: string) {
  const invalidate = useInvalidateSubMembers(parentCardId);
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: SubMemberUpdate }) =>
      updateSubMember(parentCardId, id, update),
    onSuccess: invalidate,
  });
}
