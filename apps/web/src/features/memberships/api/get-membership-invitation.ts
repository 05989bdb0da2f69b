import { membershipEndpoints } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/membership-invitations/{id}: one invitation to this customer (404 otherwise). */
export const membershipInvitationQuery = (invitationId: string) =>
  queryOptions({
    ...endpointQuery(membershipKeys.invitation(invitationId), membershipEndpoints.invitation, {
      params: { invitationId },
    }),
    // A 404 (declined, withdrawn, someone else's) will not become a 200 by asking again.
    retry: false,
  });

export const useMembershipInvitation = (id: string) => useQuery(membershipInvitationQuery(id));
