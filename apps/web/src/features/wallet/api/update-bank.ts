import { type BankAccount, bankAccountSchema, type UpdateBank, updateBankSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** PATCH /api/account/wallet/banks/{id}: a verified account's nickname. */
export const updateBank = ({ id, changes }: { id: string; changes: UpdateBank }): Promise<BankAccount> =>
  api.patch(`/api/account/wallet/banks/${id}`, {
    body: changes,
    bodySchema: updateBankSchema,
    schema: bankAccountSchema,
  });

export function useUpdateBank() {
  const invalidate = useInvalidateWallet();
  return useMutation({ mutationFn: updateBank, onSuccess: invalidate });
}
