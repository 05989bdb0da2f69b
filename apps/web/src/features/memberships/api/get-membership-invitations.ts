import { type MembershipInvitation, membershipInvitationSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { membershipKeys } from "./membership-keys.ts";

const listSchema = z.array(membershipInvitationSchema);

/** Where invitations to the signed-in customer's address live. */
export const invitationsPath = (id?: string, action?: "accept" | "decline") =>
  `/api/account/membership-invitations${id ? `/${encodeURIComponent(id)}` : ""}${action ? `/${action}` : ""}`;

/** GET /api/account/membership-invitations: invitations to join someone's membership, to this customer. */
export const getMembershipInvitations = (): Promise<MembershipInvitation[]> =>
  api.get(invitationsPath(), { schema: listSchema });

export const membershipInvitationsQuery = queryOptions({
  queryKey: membershipKeys.invitations(),
  queryFn: getMembershipInvitations,
});

export const useMembershipInvitations = () => useQuery(membershipInvitationsQuery);
