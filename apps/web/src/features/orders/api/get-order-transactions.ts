import { orderEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { orderKeys } from "./order-keys.ts";

/** GET /api/account/orders/{id}/transactions. */
export const useOrderTransactions = (orderId: string | undefined) =>
  useQuery({
    ...endpointQuery(orderKeys.transactions(orderId ?? ""), orderEndpoints.transactions, {
      params: { orderId: orderId ?? "" },
    }),
    enabled: Boolean(orderId),
  });
