import { actionResultSchema } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { addressKeys } from "./address-keys.ts";

/** DELETE /api/account/addresses/{id}. */
export const deleteAddress = (id: string) =>
  api.delete(`/api/account/addresses/${id}`, { schema: actionResultSchema });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
