/** /api/account/orders: the member's orders, one order, its transactions (spec-1 §7). */
import {
  apiErrorSchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  orderTransactionsSchema,
  pageQuerySchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { contextOf } from "../../platform/contexts.ts";
import { myOrder, myOrders, myOrderTransactions } from "./order-service.ts";

const tags = ["orders"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/account/orders",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "The member's orders, newest first (paginated)",
        querystring: pageQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, totalCount } = await myOrders(contextOf(request), request.query);
      setPaginationHeader(reply, request.query, totalCount);
      return items;
    },
  );

  app.get(
    "/api/account/orders/:orderId",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "One of the member's orders",
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => myOrder(contextOf(request), request.params.orderId),
  );

  app.get(
    "/api/account/orders/:orderId/transactions",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "The payments of one of the member's orders",
        params: orderParamsSchema,
        response: { 200: orderTransactionsSchema, ...errors },
      },
    },
    async (request) => myOrderTransactions(contextOf(request), request.params.orderId),
  );
}
