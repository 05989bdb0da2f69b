import { type AddCartProductsBody, addCartProductsBodySchema, type Cart, cartSchema } from "@crest/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { cartKeys } from "./cart-keys.ts";

/** POST /api/cart/products: add, change (quantity) or remove (quantity 0) product lines. */
export const postCartProducts = (body: AddCartProductsBody): Promise<Cart> =>
  api.post("/api/cart/products", { body, bodySchema: addCartProductsBodySchema, schema: cartSchema });

/**
 * Adds products to the cart and refreshes the cart everywhere (["cart"]). A product that cannot
 * be held rejects with the ApiError `sold_out` (409).
 */
export async function addProductsToCart(queryClient: QueryClient, items: AddCartProductsBody["items"]) {
  const cart = await postCartProducts({ items });
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
