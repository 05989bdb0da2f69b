import { membershipEndpoints, type NewSubMember } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { useInvalidateSubMembers } from "./invalidate-sub-members.ts";

/** POST /api/account/memberships/{parentCardId}/members: an additional member, who gets an activation e-mail. */
export function useAddSubMember(membershipCardId: string) {
  const invalidate = useInvalidateSubMembers(membershipCardId);
  // Refused or not, the invites left may have changed: the lists are asked for again.
  return useMutation({
    mutationFn: (member: NewSubMember) =>
      call(membershipEndpoints.addSubMember, { params: { membershipCardId }, body: member }),
    onSettled: invalidate,
  });
}
