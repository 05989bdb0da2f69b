import { membershipEndpoints, type SubMemberUpdate } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { useInvalidateSubMembers } from "./invalidate-sub-members.ts";

/** PATCH /api/account/memberships/{parentCardId}/members/{id}: a name, or suspending and resuming the card. */
export function useUpdateSubMember(membershipCardId: string) {
  const invalidate = useInvalidateSubMembers(membershipCardId);
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: SubMemberUpdate }) =>
      call(membershipEndpoints.changeSubMember, {
        params: { membershipCardId, subMemberId: id },
        body: update,
      }),
    onSuccess: invalidate,
  });
}
