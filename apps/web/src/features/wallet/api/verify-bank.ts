import { type BankAccount, bankAccountSchema, type VerifyBank, verifyBankSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** POST /api/account/wallet/banks/{id}/verify: the two deposits, in cents. */
export const verifyBank = ({ id, amounts }: { id: string; amounts: VerifyBank }): Promise<BankAccount> =>
  api.post(`/api/account/wallet/banks/${id}/verify`, {
    body: amounts,
    bodySchema: verifyBankSchema,
    schema: bankAccountSchema,
  });

export function useVerifyBank() {
  const invalidate = useInvalidateWallet();
  return useMutation({ mutationFn: verifyBank, onSuccess: invalidate });
}
