import { type NewSubMember, newSubMemberSchema, type SubMember, subMemberSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { subMembersPath, useInvalidateSubMembers } from "./sub-members-path.ts";

/** POST /api/account/memberships/{parentCardId}/members: an additional member, who gets an activation e-mail. */
export const addSubMember = (parentCardId: string, member: NewSubMember): Promise<SubMember> =>
  api.post(subMembersPath(parentCardId), {
    body: member,
    bodySchema: newSubMemberSchema,
    schema: subMemberSchema,
  });

export function useAddSubMember(parentCardId: string) {
  const invalidate = useInvalidateSubMembers(parentCardId);
  // Refused or not, the invites left may have changed: the lists are asked for again.
  return useMutation({
    mutationFn: (member: NewSubMember) => addSubMember(parentCardId, member),
    onSettled: invalidate,
  });
}
