/**
 * /admin/api/orders: the routes of `orderStaffEndpoints` (issue 21) — mark an order picked up or
 * shipped, and cancel one line (or some of its units) with its refund; and for the back office
 * (issue 32) the list and one order. The club is the staff session's (`tenant: false`).
 */
import { orderStaffEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { cancelOrderLine } from "../../flows/cancel-order-line.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { completeOrder } from "./service.ts";
import { staffOrderDetail, staffOrders } from "./staff-service.ts";

export async function orderStaffRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.complete,
    async ({ context, params }) => completeOrder(context, params.orderId),
    staffClub,
  );
  route(
    app,
    endpoints.cancelLine,
    async ({ context, params, body }) =>
      cancelOrderLine(context, {
        orderId: params.orderId,
        orderItemId: params.orderItemId,
        units: body.quantity,
        by: "staff",
        reason: body.reason,
      }),
    staffClub,
  );
  route(
    app,
    endpoints.list,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await staffOrders(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.get,
    async ({ context, params }) => staffOrderDetail(context, params.orderId),
    staffClub,
  );
}
