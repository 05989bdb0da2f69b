import { type SubscriptionTransaction, subscriptionTransactionSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { membershipKeys } from "./membership-keys.ts";

const listSchema = z.array(subscriptionTransactionSchema);

/** GET /api/account/memberships/{id}/payments: the card's subscription charges, newest first. */
export const getCardPayments = (cardId: string): Promise<SubscriptionTransaction[]> =>
  api.get(`/api/account/memberships/${encodeURIComponent(cardId)}/payments`, { schema: listSchema });

export const cardPaymentsQuery = (cardId: string) =>
  queryOptions({ queryKey: membershipKeys.payments(cardId), queryFn: () => getCardPayments(cardId) });

export const useCardPayments = (cardId: string, enabled: boolean) =>
  useQuery({ ...cardPaymentsQuery(cardId), enabled });
