import { membershipEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/memberships/{id}: one card with its pass and subscription. */
export const membershipCardQuery = (membershipCardId: string) =>
  endpointQuery(membershipKeys.card(membershipCardId), membershipEndpoints.card, {
    params: { membershipCardId },
  });

export const useMembershipCard = (id: string | undefined) =>
  useQuery({ ...membershipCardQuery(id ?? ""), enabled: Boolean(id) });
