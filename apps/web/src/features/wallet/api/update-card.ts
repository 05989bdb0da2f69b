import { type UpdateCard, walletEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** PATCH /api/account/wallet/cards/{id}: nickname, expiry, billing details, billing use. */
export function useUpdateCard() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateCard }) =>
      call(walletEndpoints.updateCard, { params: { cardId: id }, body: changes }),
    onSuccess: invalidate,
  });
}
