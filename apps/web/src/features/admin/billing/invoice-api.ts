import { staffInvoiceEndpoints } from "@crest/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setClubCurrency } from "../../../lib/api-client.ts";
import { call } from "../../../lib/endpoint-call.ts";
import { nullWhenMissing } from "../api/null-when-missing.ts";
import { billingKeys } from "./billing-api.ts";

const invoiceKey = (invoiceId: string) => [...billingKeys.all(), "invoice", invoiceId] as const;

/** GET /admin/api/billing/invoices/{id}: null when the club has no such invoice. */
export const useInvoice = (invoiceId: string, currency: string | undefined) =>
  useQuery({
    queryKey: invoiceKey(invoiceId),
    enabled: Boolean(currency),
    staleTime: 0,
    queryFn: () => {
      if (currency) setClubCurrency(currency);
      return nullWhenMissing(call(staffInvoiceEndpoints.invoice, { params: { invoiceId } }));
    },
  });

/** POST …/send: mails the invoice to its member (the server mails once within its window). */
export function useSendInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(staffInvoiceEndpoints.send, { params: { invoiceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKey(invoiceId) }),
  });
}
