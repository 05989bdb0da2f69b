import { billingEndpoints, type LedgerTransaction } from "@crest/domain";
import { useQueryClient } from "@tanstack/react-query";
import { usePaySubmission } from "../../wallet/index.ts";
import { billingKeys } from "./billing-keys.ts";

/**
 * POST /api/account/transactions/{id}/pay for an invoice, through the wallet's submission (one
 * idempotency key per attempt, 3-D Secure when the card asks). On success the lists and the
 * invoice are read again: the invoice comes back processed, its balance zero (spec-2 §4).
 */
export function usePayInvoice(invoice: LedgerTransaction) {
  const client = useQueryClient();
  const pay = usePaySubmission({
    endpoint: billingEndpoints.pay,
    input: ({ method, idempotencyKey }) => ({
      params: { transactionId: invoice.id },
      body: { id: invoice.id, paymentMethod: { ...method, amount: invoice.amountDue, idempotencyKey } },
    }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: billingKeys.all });
  return { pay, refresh };
}
