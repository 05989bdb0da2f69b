import { membershipEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/membership-invitations: invitations to join someone's membership, to this customer. */
export const membershipInvitationsQuery = endpointQuery(
  membershipKeys.invitations(),
  membershipEndpoints.invitations,
);

export const useMembershipInvitations = () => useQuery(membershipInvitationsQuery);
