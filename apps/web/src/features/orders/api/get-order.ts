import { orderEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { orderKeys } from "./order-keys.ts";

/** GET /api/account/orders/{id}. */
export const orderQuery = (orderId: string) =>
  endpointQuery(orderKeys.detail(orderId), orderEndpoints.get, { params: { orderId } });

export const useOrder = (id: string | undefined) =>
  useQuery({ ...orderQuery(id ?? ""), enabled: Boolean(id) });
