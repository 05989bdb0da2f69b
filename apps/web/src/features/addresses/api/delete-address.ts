import { addressEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { addressKeys } from "./address-keys.ts";

/** DELETE /api/account/addresses/{id}. */
export const deleteAddress = (addressId: string) => call(addressEndpoints.remove, { params: { addressId } });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
