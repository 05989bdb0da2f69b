import {
  actionResultSchema,
  invitationAnswerSchema,
  type MembershipCard,
  membershipCardSchema,
} from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { invitationsPath } from "./get-membership-invitations.ts";
import { membershipKeys } from "./membership-keys.ts";

/** POST …/membership-invitations/{id}/accept: the additional member's card becomes the customer's. */
export const acceptMembershipInvitation = (id: string): Promise<MembershipCard> =>
  api.post(invitationsPath(id, "accept"), {
    body: {},
    bodySchema: invitationAnswerSchema,
    schema: membershipCardSchema,
  });

/** POST …/membership-invitations/{id}/decline: the invitation is withdrawn. */
export const declineMembershipInvitation = (id: string) =>
  api.post(invitationsPath(id, "decline"), {
    body: {},
    bodySchema: invitationAnswerSchema,
    schema: actionResultSchema,
  });

/**
 * Accepting or declining: either way the list of invitations changes, and accepting adds a
 * card. The invitation answered is left as it is in the cache: asked again it would be a 404,
 * and the page shows the outcome in its place. The account (being a member now) is asked for
 * afresh when the page moves on, since it rebuilds the portal's routes.
 */
export function useAnswerMembershipInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: "accept" | "decline" }): Promise<void> => {
      await (answer === "accept" ? acceptMembershipInvitation(id) : declineMembershipInvitation(id));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.invitations(), exact: true }),
        queryClient.invalidateQueries({ queryKey: membershipKeys.cards() }),
      ]),
  });
}
