import { type UpdateBank, walletEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** PATCH /api/account/wallet/banks/{id}: a verified account's nickname. */
export function useUpdateBank() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateBank }) =>
      call(walletEndpoints.updateBank, { params: { bankId: id }, body: changes }),
    onSuccess: invalidate,
  });
}
