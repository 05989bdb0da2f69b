import { type MembershipCard, membershipCardSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { membershipKeys } from "./membership-keys.ts";

const listSchema = z.array(membershipCardSchema);

/** GET /api/account/memberships: the member's cards (subscription and add-on), sub-members' cards included. */
export const getMembershipCards = (): Promise<MembershipCard[]> =>
  api.get("/api/account/memberships", { schema: listSchema });

export const membershipCardsQuery = queryOptions({
  queryKey: membershipKeys.cards(),
  queryFn: getMembershipCards,
});

export const useMembershipCards = () => useQuery(membershipCardsQuery);
