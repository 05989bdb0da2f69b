import { type MembershipInvitation, membershipInvitationSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { invitationsPath } from "./get-membership-invitations.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/membership-invitations/{id}: one invitation to this customer (404 otherwise). */
export const getMembershipInvitation = (id: string): Promise<MembershipInvitation> =>
  api.get(invitationsPath(id), { schema: membershipInvitationSchema });

export const membershipInvitationQuery = (id: string) =>
  queryOptions({
    queryKey: membershipKeys.invitation(id),
    queryFn: () => getMembershipInvitation(id),
    // A 404 (declined, withdrawn, someone else's) will not become a 200 by asking again.
    retry: false,
  });

export const useMembershipInvitation = (id: string) => useQuery(membershipInvitationQuery(id));
