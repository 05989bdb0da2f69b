import { type LedgerAdjustment, type StaffLedgerQuery, staffBillingEndpoints } from "@crest/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";
import { memberKeys } from "../members/members-api.ts";

export const LEDGER_PAGE_SIZE = 20;

/** A ledger list's filters as the screens hold them (blank: any). */
export interface LedgerFilter {
  type: StaffLedgerQuery["type"] | "";
  status: StaffLedgerQuery["status"] | "";
  from: Date | null;
  to: Date | null;
}
export const NO_FILTER: LedgerFilter = { type: "", status: "", from: null, to: null };

/** Billing's query keys, under the selected club's (a club switch drops them). */
export const billingKeys = {
  all: () => [...adminKeys.club(), "billing"] as const,
  club: (filter: LedgerFilter, page: number) => [...billingKeys.all(), "club", filter, page] as const,
  member: (customerId: string) => [...billingKeys.all(), "member", customerId] as const,
  ledger: (customerId: string, filter: LedgerFilter, page: number) =>
    [...billingKeys.member(customerId), "ledger", filter, page] as const,
  statements: (customerId: string, page: number) =>
    [...billingKeys.member(customerId), "statements", page] as const,
  statement: (statementId: string) => [...billingKeys.all(), "statement", statementId] as const,
  receivables: () => [...billingKeys.all(), "receivables"] as const,
};

const queryOf = (filter: LedgerFilter, page: number) => ({
  type: filter.type || undefined,
  status: filter.status || undefined,
  from: filter.from?.toISOString(),
  to: filter.to?.toISOString(),
  sort: "newest" as const,
  pageNumber: page,
  pageSize: LEDGER_PAGE_SIZE,
});

/**
 * A page of the club's ledger (GET /admin/api/billing/transactions), or of one member's
 * (GET /admin/api/billing/members/{id}/transactions) when `customerId` is given.
 */
export const useLedger = (customerId: string | null, filter: LedgerFilter, page: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: customerId ? billingKeys.ledger(customerId, filter, page) : billingKeys.club(filter, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: () =>
      customerId
        ? callList(staffBillingEndpoints.memberLedger, {
            params: { customerId },
            query: queryOf(filter, page),
          })
        : callList(staffBillingEndpoints.clubLedger, { query: queryOf(filter, page) }),
  });

/** GET /admin/api/billing/members/{id}/statements: a page of a member's statements. */
export const useMemberStatements = (customerId: string, page: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: billingKeys.statements(customerId, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      callList(staffBillingEndpoints.memberStatements, {
        params: { customerId },
        query: { pageNumber: page, pageSize: 12 },
      }),
  });

/** GET /admin/api/billing/statements/{id}: one statement with its rows, once one is opened. */
export const useStatement = (statementId: string | null) =>
  useQuery({
    queryKey: billingKeys.statement(statementId ?? ""),
    enabled: Boolean(statementId),
    queryFn: () => call(staffBillingEndpoints.statement, { params: { statementId: statementId ?? "" } }),
  });

/** GET /admin/api/billing/receivables: what members owe on invoices, by age. */
export const useReceivables = () =>
  useQuery({
    queryKey: billingKeys.receivables(),
    staleTime: 0,
    queryFn: () => call(staffBillingEndpoints.receivables, {}),
  });

/** POST …/adjustments: a manual charge or credit, under the key its confirmation was opened with. */
export function useAdjust(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: LedgerAdjustment) =>
      call(staffBillingEndpoints.adjust, { params: { customerId }, body: adjustment }),
    // The ledger, the receivables and what the member's page says the house account owes.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.one(customerId) }),
      ]),
  });
}

/** POST /admin/api/billing/statements/{id}/send: mails the statement to its member again. */
export function useSendStatement() {
  return useMutation({
    mutationFn: (statementId: string) =>
      call(staffBillingEndpoints.sendStatement, { params: { statementId } }),
  });
}
