import { cartEndpoints, type ShippingChoiceBody } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { cartKeys } from "./cart-keys.ts";

/** PUT /api/cart/shipping: the delivery or pickup for the cart's products, priced by the server. */
export function useChooseShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ShippingChoiceBody) => call(cartEndpoints.chooseShipping, { body: choice }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.detail(), cart),
  });
}
