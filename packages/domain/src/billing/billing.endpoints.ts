/**
 * /api/account/transactions: the member's ledger, the paywall's unpaid dues at the same paths,
 * and the monthly statements (spec-2 §7). Lists are paginated: the `pagination` header says
 * where the page is.
 */
import { defineEndpoint } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import {
  accountTransactionListSchema,
  accountTransactionParamsSchema,
  accountTransactionSchema,
  accountTransactionsQuerySchema,
  statementListSchema,
} from "./billing.schemas.ts";

const common = { access: "customer", tags: ["billing"], method: "GET", errors: [400, 401, 404] } as const;

export const billingEndpoints = {
  transactions: defineEndpoint({
    ...common,
    path: "/api/account/transactions",
    summary:
      "The member's transactions, newest first (paginated); the paywall asks status=failed&type=subscription for its unpaid dues",
    query: accountTransactionsQuerySchema,
    answer: accountTransactionListSchema,
  }),
  statements: defineEndpoint({
    ...common,
    path: "/api/account/transactions/statements",
    summary: "The member's monthly statements, newest first (paginated)",
    query: pageQuerySchema,
    answer: statementListSchema,
  }),
  transaction: defineEndpoint({
    ...common,
    path: "/api/account/transactions/:transactionId",
    summary: "One of the member's transactions (a paywall link's subscription transaction too)",
    params: accountTransactionParamsSchema,
    answer: accountTransactionSchema,
  }),
};
