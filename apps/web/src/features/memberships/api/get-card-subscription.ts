import { membershipEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/memberships/{id}/subscription: what the card is billed by. */
export const cardSubscriptionQuery = (membershipCardId: string) =>
  endpointQuery(membershipKeys.subscription(membershipCardId), membershipEndpoints.subscription, {
    params: { membershipCardId },
  });

export const useCardSubscription = (cardId: string, enabled: boolean) =>
  useQuery({ ...cardSubscriptionQuery(cardId), enabled });
