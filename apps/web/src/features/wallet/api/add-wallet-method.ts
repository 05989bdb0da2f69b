import {
  type AddWalletMethod,
  addWalletMethodSchema,
  type BankAccount,
  bankAccountSchema,
  type Card,
  cardSchema,
} from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** POST /api/account/wallet: a card token, a Plaid public token or a GoCardless billing request. */
export const addWalletMethod = (method: z.input<typeof addWalletMethodSchema>): Promise<Card | BankAccount> =>
  api.post("/api/account/wallet", {
    body: method,
    bodySchema: addWalletMethodSchema,
    schema: z.union([cardSchema, bankAccountSchema]),
  });

export function useAddWalletMethod() {
  const invalidate = useInvalidateWallet();
  return useMutation({ mutationFn: addWalletMethod, onSuccess: invalidate });
}

export type { AddWalletMethod };
