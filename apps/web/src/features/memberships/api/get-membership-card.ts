import { type MembershipCard, membershipCardSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/memberships/{id}: one card with its pass and subscription. */
export const getMembershipCard = (id: string): Promise<MembershipCard> =>
  api.get(`/api/account/memberships/${encodeURIComponent(id)}`, { schema: membershipCardSchema });

export const membershipCardQuery = (id: string) =>
  queryOptions({ queryKey: membershipKeys.card(id), queryFn: () => getMembershipCard(id) });

export const useMembershipCard = (id: string | undefined) =>
  useQuery({ ...membershipCardQuery(id ?? ""), enabled: Boolean(id) });
