import { type AddCartProductsBody, cartEndpoints } from "@crest/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { cartKeys } from "./cart-keys.ts";

/**
 * POST /api/cart/products: adds, changes (quantity) or removes (quantity 0) product lines and
 * refreshes the cart everywhere (["cart"]). A product that cannot be held rejects with the
 * ApiError `sold_out` (409).
 */
export async function addProductsToCart(queryClient: QueryClient, items: AddCartProductsBody["items"]) {
  const cart = await call(cartEndpoints.setProducts, { body: { items } });
  queryClient.setQueryData(cartKeys.detail(), cart);
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  return cart;
}

export function useAddProductsToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: AddCartProductsBody["items"]) => addProductsToCart(queryClient, items),
  });
}
