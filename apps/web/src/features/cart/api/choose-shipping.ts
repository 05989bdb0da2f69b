import { type Cart, cartSchema, type ShippingChoiceBody, shippingChoiceBodySchema } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { cartKeys } from "./cart-keys.ts";

/** PUT /api/cart/shipping: the delivery or pickup for the cart's products, priced by the server. */
export const chooseShipping = (choice: ShippingChoiceBody): Promise<Cart> =>
  api.put("/api/cart/shipping", { body: choice, bodySchema: shippingChoiceBodySchema, schema: cartSchema });

export function useChooseShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseShipping,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.detail(), cart),
  });
}
