import { type VerifyBank, walletEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** POST /api/account/wallet/banks/{id}/verify: the two deposits, in cents. */
export function useVerifyBank() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: ({ id, amounts }: { id: string; amounts: VerifyBank }) =>
      call(walletEndpoints.verifyBank, { params: { bankId: id }, body: amounts }),
    onSuccess: invalidate,
  });
}
