import { addressEndpoints, type NewCustomerAddress } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { addressKeys } from "./address-keys.ts";

/** Adds a new address, or changes the one with an id; the lists refresh either way. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string | undefined; values: NewCustomerAddress }) =>
      id
        ? call(addressEndpoints.change, { params: { addressId: id }, body: values })
        : call(addressEndpoints.add, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
