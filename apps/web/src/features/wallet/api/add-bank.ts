import { type BodyInputOf, walletEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** POST /api/account/wallet/banks: bank data sealed in the browser ({token, tokenType: 'portal'}). */
export function useAddBank() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (bank: BodyInputOf<typeof walletEndpoints.addBank>) =>
      call(walletEndpoints.addBank, { body: bank }),
    onSuccess: invalidate,
  });
}
