import { type Cart, cartSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { cartKeys } from "./cart-keys.ts";

/** GET /api/cart: the member's open cart with the server's totals. */
export const getCart = (): Promise<Cart> => api.get("/api/cart", { schema: cartSchema });

export const cartQuery = queryOptions({ queryKey: cartKeys.detail(), queryFn: getCart });

export const useCart = () => useQuery(cartQuery);
