import { billingEndpoints, DEFAULT_PAGE_SIZE } from "@crest/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callList } from "../../../lib/endpoint-call.ts";
import { billingKeys } from "./billing-keys.ts";

/** Which list a billing tab shows: invoices, or every transaction but invoices. */
export type TransactionListKind = "invoices" | "transactions";

/** GET /api/account/transactions, one page (spec-2 Paging: 24 a page). */
export const useTransactions = (kind: TransactionListKind, pageNumber: number) =>
  useQuery({
    queryKey: billingKeys.list(kind, pageNumber),
    queryFn: () =>
      callList(billingEndpoints.transactions, {
        query: {
          pageNumber,
          pageSize: DEFAULT_PAGE_SIZE,
          ...(kind === "invoices" ? { type: "invoice" as const } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
