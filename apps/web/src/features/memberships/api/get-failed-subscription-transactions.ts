import { type SubscriptionTransaction, subscriptionTransactionSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { membershipKeys } from "./membership-keys.ts";

const listSchema = z.array(subscriptionTransactionSchema);

/** The transaction root of spec-1 §7 "Paywall and invoices". */
export const TRANSACTION_ROOT = "/api/account/transactions";

/** GET {transaction root}?status=failed&type=subscription: what the paywall asks the member to pay. */
export const getFailedSubscriptionTransactions = (): Promise<SubscriptionTransaction[]> =>
  api.get(TRANSACTION_ROOT, { query: { status: "failed", type: "subscription" }, schema: listSchema });

export const failedSubscriptionTransactionsQuery = queryOptions({
  queryKey: membershipKeys.failedTransactions(),
  queryFn: getFailedSubscriptionTransactions,
});

export const useFailedSubscriptionTransactions = () => useQuery(failedSubscriptionTransactionsQuery);
