import { billingEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { billingKeys } from "./billing-keys.ts";

/**
 * GET /api/account/transactions/overdue: the invoices that hold the member behind the paywall
 * (the club's overdue policy), oldest due first. Read again after an invoice is paid (every
 * billing key is), so the paywall moves on to the next one.
 */
export const useOverdueInvoices = () =>
  useQuery({
    queryKey: billingKeys.overdue(),
    queryFn: () => call(billingEndpoints.overdueInvoices),
  });
