import { billingEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { billingKeys } from "./billing-keys.ts";

/** GET /api/account/transactions/{id}. */
export const useTransaction = (id: string | undefined) =>
  useQuery({
    ...endpointQuery(billingKeys.detail(id ?? ""), billingEndpoints.transaction, {
      params: { transactionId: id ?? "" },
    }),
    enabled: Boolean(id),
  });
