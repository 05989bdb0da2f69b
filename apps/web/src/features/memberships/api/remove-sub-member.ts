import { membershipEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { useInvalidateSubMembers } from "./invalidate-sub-members.ts";

/** DELETE /api/account/memberships/{parentCardId}/members/{id}: the invite comes back to the parent card. */
export function useRemoveSubMember(membershipCardId: string) {
  const invalidate = useInvalidateSubMembers(membershipCardId);
  return useMutation({
    mutationFn: (subMemberId: string) =>
      call(membershipEndpoints.removeSubMember, { params: { membershipCardId, subMemberId } }),
    onSuccess: invalidate,
  });
}
