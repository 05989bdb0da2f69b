import { type Cart, cartEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { cartKeys } from "./cart-keys.ts";

/** POST /api/cart/coupon (invalid_coupon when it does not apply) and DELETE /api/cart/coupon. */
export function useCartCoupon() {
  const queryClient = useQueryClient();
  const onSuccess = (cart: Cart) => queryClient.setQueryData(cartKeys.detail(), cart);
  return {
    apply: useMutation({
      mutationFn: (code: string) => call(cartEndpoints.applyCoupon, { body: { code } }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: () => call(cartEndpoints.removeCoupon), onSuccess }),
  };
}
