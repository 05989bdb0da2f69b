import { type Order, orderSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { orderKeys } from "./order-keys.ts";

/** GET /api/account/orders/{id}. */
export const getOrder = (id: string): Promise<Order> =>
  api.get(`/api/account/orders/${encodeURIComponent(id)}`, { schema: orderSchema });

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

export const useOrder = (id: string | undefined) =>
  useQuery({ ...orderQuery(id ?? ""), enabled: Boolean(id) });
