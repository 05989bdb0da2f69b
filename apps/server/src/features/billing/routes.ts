/** /api/account/transactions: the routes of `billingEndpoints` (spec-2 §7). */
import { billingEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { myStatements, myTransaction, myTransactions } from "./transaction-service.ts";

export async function billingRoutes(app: FastifyInstance) {
  route(app, endpoints.transactions, async ({ context, query, reply }) => {
    const { items, totalCount } = await myTransactions(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.statements, async ({ context, query, reply }) => {
    const { items, totalCount } = await myStatements(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.transaction, async ({ context, params }) =>
    myTransaction(context, params.transactionId),
  );
}
