/** /api/account/orders: the routes of `orderEndpoints` (spec-1 §7). */
import { orderEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route } from "../../platform/endpoint-route.ts";
import { myOrder, myOrders, myOrderTransactions } from "./service.ts";

export async function orderRoutes(app: FastifyInstance) {
  route(app, endpoints.list, async ({ context, query, reply }) => {
    const { items, totalCount } = await myOrders(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, endpoints.get, async ({ context, params }) => myOrder(context, params.orderId));
  route(app, endpoints.transactions, async ({ context, params }) =>
    myOrderTransactions(context, params.orderId),
  );
}
