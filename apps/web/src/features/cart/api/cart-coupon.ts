import { applyCouponBodySchema, type Cart, cartSchema } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { cartKeys } from "./cart-keys.ts";

/** POST /api/cart/coupon (invalid_coupon when it does not apply). */
export const applyCoupon = (code: string): Promise<Cart> =>
  api.post("/api/cart/coupon", { body: { code }, bodySchema: applyCouponBodySchema, schema: cartSchema });

/** DELETE /api/cart/coupon. */
export const removeCoupon = (): Promise<Cart> => api.delete("/api/cart/coupon", { schema: cartSchema });

export function useCartCoupon() {
  const queryClient = useQueryClient();
  const onSuccess = (cart: Cart) => queryClient.setQueryData(cartKeys.detail(), cart);
  return {
    apply: useMutation({ mutationFn: applyCoupon, onSuccess }),
    remove: useMutation({ mutationFn: removeCoupon, onSuccess }),
  };
}
