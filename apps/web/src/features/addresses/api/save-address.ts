import {
  type CustomerAddress,
  type CustomerAddressPatch,
  customerAddressPatchSchema,
  customerAddressSchema,
  type NewCustomerAddress,
  newCustomerAddressSchema,
} from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { addressKeys } from "./address-keys.ts";

/** POST /api/account/addresses. */
export const addAddress = (body: NewCustomerAddress): Promise<CustomerAddress> =>
  api.post("/api/account/addresses", {
    body,
    bodySchema: newCustomerAddressSchema,
    schema: customerAddressSchema,
  });

/** PATCH /api/account/addresses/{id}. */
export const updateAddress = ({
  id,
  changes,
}: {
  id: string;
  changes: CustomerAddressPatch;
}): Promise<CustomerAddress> =>
  api.patch(`/api/account/addresses/${id}`, {
    body: changes,
    bodySchema: customerAddressPatchSchema,
    schema: customerAddressSchema,
  });

/** Adds a new address, or changes the one with an id; the lists refresh either way. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string | undefined; values: NewCustomerAddress }) =>
      id ? updateAddress({ id, changes: values }) : addAddress(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
