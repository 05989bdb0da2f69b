import { membershipEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/memberships/{id}/payments: the card's subscription charges, newest first. */
export const cardPaymentsQuery = (membershipCardId: string) =>
  endpointQuery(membershipKeys.payments(membershipCardId), membershipEndpoints.cardPayments, {
    params: { membershipCardId },
  });

export const useCardPayments = (cardId: string, enabled: boolean) =>
  useQuery({ ...cardPaymentsQuery(cardId), enabled });
