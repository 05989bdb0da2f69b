/**
 * /api/account/transactions: the member's ledger, the paywall's unpaid dues at the same paths,
 * and the monthly statements (spec-2 §7).
 */
import {
  accountTransactionListSchema,
  accountTransactionParamsSchema,
  accountTransactionSchema,
  accountTransactionsQuerySchema,
  apiErrorSchema,
  pageQuerySchema,
  statementListSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { contextOf } from "../../platform/contexts.ts";
import { myStatements, myTransaction, myTransactions } from "./transactions-service.ts";

const tags = ["billing"];
const reads = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/account/transactions",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary:
          "The member's transactions, newest first (paginated); the paywall asks status=failed&type=subscription for its unpaid dues",
        querystring: accountTransactionsQuerySchema,
        response: { 200: accountTransactionListSchema, ...reads },
      },
    },
    async (request, reply) => {
      const { items, totalCount } = await myTransactions(contextOf(request), request.query);
      setPaginationHeader(reply, request.query, totalCount);
      return items;
    },
  );

  app.get(
    "/api/account/transactions/statements",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "The member's monthly statements, newest first (paginated)",
        querystring: pageQuerySchema,
        response: { 200: statementListSchema, ...reads },
      },
    },
    async (request, reply) => {
      const { items, totalCount } = await myStatements(contextOf(request), request.query);
      setPaginationHeader(reply, request.query, totalCount);
      return items;
    },
  );

  app.get(
    "/api/account/transactions/:transactionId",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "One of the member's transactions (a paywall link's subscription transaction too)",
        params: accountTransactionParamsSchema,
        response: { 200: accountTransactionSchema, ...reads },
      },
    },
    async (request) => myTransaction(contextOf(request), request.params.transactionId),
  );
}
