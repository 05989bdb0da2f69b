import { cartEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { cartKeys } from "./cart-keys.ts";

/**
 * POST /api/cart/{kind}: changes lines of any kind from the cart, each sent as its cart item's
 * `change` with a quantity (0 removes), and refreshes the cart everywhere (["cart"]).
 */
export function useSetCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, items }: { kind: string; items: Record<string, unknown>[] }) =>
      call(cartEndpoints.setLines, { params: { kind }, body: { items } }),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.detail(), cart);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
