import { walletEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** DELETE /api/account/wallet/cards/{id} or /banks/{id}. */
const deleteMethod = ({ kind, id }: { kind: "cards" | "banks"; id: string }) =>
  kind === "cards"
    ? call(walletEndpoints.deleteCard, { params: { cardId: id } })
    : call(walletEndpoints.deleteBank, { params: { bankId: id } });

export function useDeleteMethod() {
  const invalidate = useInvalidateWallet();
  return useMutation({ mutationFn: deleteMethod, onSuccess: invalidate });
}
