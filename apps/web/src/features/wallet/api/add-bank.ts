import { type AddPortalBank, addPortalBankSchema, type BankAccount, bankAccountSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** POST /api/account/wallet/banks: bank data sealed in the browser ({token, tokenType: 'portal'}). */
export const addBank = (bank: z.input<typeof addPortalBankSchema>): Promise<BankAccount> =>
  api.post("/api/account/wallet/banks", {
    body: bank,
    bodySchema: addPortalBankSchema,
    schema: bankAccountSchema,
  });

export function useAddBank() {
  const invalidate = useInvalidateWallet();
  return useMutation({ mutationFn: addBank, onSuccess: invalidate });
}

export type { AddPortalBank };
