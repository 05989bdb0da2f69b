import { cartEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { cartKeys } from "./cart-keys.ts";

/** GET /api/cart: the member's open cart with the server's totals. */
export const cartQuery = endpointQuery(cartKeys.detail(), cartEndpoints.get);

export const useCart = () => useQuery(cartQuery);
