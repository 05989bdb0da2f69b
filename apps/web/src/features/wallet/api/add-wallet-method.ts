import { type AddWalletMethod, type BodyInputOf, walletEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** POST /api/account/wallet: a card token, a Plaid public token or a GoCardless billing request. */
export function useAddWalletMethod() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (method: BodyInputOf<typeof walletEndpoints.addMethod>) =>
      call(walletEndpoints.addMethod, { body: method }),
    onSuccess: invalidate,
  });
}

export type { AddWalletMethod };
