import { membershipEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

/** POST /api/account/memberships/{id}/send {action: 'email'}: the card e-mailed to its holder. */
export const useSendMembershipCard = () =>
  useMutation({
    mutationFn: (membershipCardId: string) =>
      call(membershipEndpoints.sendCard, { params: { membershipCardId }, body: { action: "email" } }),
  });
