import { type Subscription, subscriptionSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/memberships/{id}/subscription: what the card is billed by. */
export const getCardSubscription = (cardId: string): Promise<Subscription> =>
  api.get(`/api/account/memberships/${encodeURIComponent(cardId)}/subscription`, {
    schema: subscriptionSchema,
  });

export const cardSubscriptionQuery = (cardId: string) =>
  queryOptions({ queryKey: membershipKeys.subscription(cardId), queryFn: () => getCardSubscription(cardId) });

export const useCardSubscription = (cardId: string, enabled: boolean) =>
  useQuery({ ...cardSubscriptionQuery(cardId), enabled });
