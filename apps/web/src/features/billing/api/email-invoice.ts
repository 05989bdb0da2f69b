import { billingEndpoints } from "@crest/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

/** GET /api/account/transactions/{id}/email: Email Me This Invoice. */
export const useEmailInvoice = () =>
  useMutation({
    mutationFn: (transactionId: string) => call(billingEndpoints.email, { params: { transactionId } }),
  });
