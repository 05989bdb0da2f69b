import { orderTransactionsSchema, type PaymentTransaction } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { orderKeys } from "./order-keys.ts";

/** GET /api/account/orders/{id}/transactions. */
export const getOrderTransactions = (id: string): Promise<PaymentTransaction[]> =>
  api.get(`/api/account/orders/${encodeURIComponent(id)}/transactions`, { schema: orderTransactionsSchema });

export const useOrderTransactions = (id: string | undefined) =>
  useQuery({
    queryKey: orderKeys.transactions(id ?? ""),
    queryFn: () => getOrderTransactions(id ?? ""),
    enabled: Boolean(id),
  });
