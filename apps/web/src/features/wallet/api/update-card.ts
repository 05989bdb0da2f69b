import { type Card, cardSchema, type UpdateCard, updateCardSchema } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useInvalidateWallet } from "./invalidate-wallet.ts";

/** PATCH /api/account/wallet/cards/{id}: nickname, expiry, billing details, billing use. */
export const updateCard = ({ id, changes }: { id: string; changes: UpdateCard }): Promise<Card> =>
  api.patch(`/api/account/wallet/cards/${id}`, {
    body: changes,
    bodySchema: updateCardSchema,
    schema: cardSchema,
  });

export function useUpdateCard() {
  const invalidate = useInvalidateWallet();
  return useMutation({ mutationFn: updateCard, onSuccess: invalidate });
}
