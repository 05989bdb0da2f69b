import { membershipEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/memberships: the member's cards (subscription and add-on), sub-members' cards included. */
export const membershipCardsQuery = endpointQuery(membershipKeys.cards(), membershipEndpoints.cards);

export const useMembershipCards = () => useQuery(membershipCardsQuery);
