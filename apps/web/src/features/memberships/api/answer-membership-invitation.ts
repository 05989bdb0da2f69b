import { membershipEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { membershipKeys } from "./membership-keys.ts";

/**
 * Accepting (the additional member's card becomes the customer's) or declining (the invitation
 * is withdrawn): either way the list of invitations changes, and accepting adds a card. The
 * invitation answered is left as it is in the cache: asked again it would be a 404, and the
 * page shows the outcome in its place. The account (being a member now) is asked for afresh
 * when the page moves on, since it rebuilds the portal's routes.
 */
export function useAnswerMembershipInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: "accept" | "decline" }): Promise<void> => {
      const endpoint =
        answer === "accept" ? membershipEndpoints.acceptInvitation : membershipEndpoints.declineInvitation;
      await call(endpoint, { params: { invitationId: id }, body: {} });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.invitations(), exact: true }),
        queryClient.invalidateQueries({ queryKey: membershipKeys.cards() }),
      ]),
  });
}
