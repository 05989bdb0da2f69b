import { actionResultSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** DELETE /api/account/wallet/cards/{id} or /banks/{id}. */
export const deleteMethod = ({ kind, id }: { kind: "cards" | "banks"; id: string }) =>
  api.delete(`/api/account/wallet/${kind}/${id}`, { schema: actionResultSchema });

export function useDeleteMethod() {
  const invalidate = useInvalidateWallet();
  return useMutation({ mutationFn: deleteMethod, onSuccess: invalidate });
}
