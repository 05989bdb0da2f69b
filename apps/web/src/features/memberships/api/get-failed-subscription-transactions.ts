import {
  type AccountTransaction,
  billingEndpoints,
  SUBSCRIPTION_TRANSACTION_STATUSES,
  type SubscriptionTransaction,
} from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { membershipKeys } from "./membership-keys.ts";

const isSubscriptionTransaction = (transaction: AccountTransaction): transaction is SubscriptionTransaction =>
  (SUBSCRIPTION_TRANSACTION_STATUSES as readonly string[]).includes(transaction.status);

/**
 * GET /api/account/transactions?status=failed&type=subscription: what the paywall asks the
 * member to pay (spec-1 §7 "Paywall and invoices"), all of them subscription transactions.
 */
export const failedSubscriptionTransactionsQuery = queryOptions({
  queryKey: membershipKeys.failedTransactions(),
  queryFn: async () =>
    (await call(billingEndpoints.transactions, { query: { status: "failed", type: "subscription" } })).filter(
      isSubscriptionTransaction,
    ),
});

export const useFailedSubscriptionTransactions = () => useQuery(failedSubscriptionTransactionsQuery);
