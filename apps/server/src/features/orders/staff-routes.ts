/**
 * /admin/api/orders: what the club's staff need to run orders (issue 21) — mark an order picked
 * up or shipped, and cancel one line (or some of its units) with its refund. The club is the
 * staff session's (`tenant: false`).
 */
import {
  apiErrorSchema,
  cancelOrderItemSchema,
  cancelResultSchema,
  completeOrderSchema,
  orderItemParamsSchema,
  orderParamsSchema,
  orderSchema,
} from "@crest/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { cancelOrderLine } from "../../flows/cancel-order-line.ts";
import { contextOf } from "../../platform/contexts.ts";
import { completeOrder } from "./order-service.ts";

const tags = ["admin", "orders"];
const staff = { access: "staff", tenant: false } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export async function orderStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/admin/api/orders/:orderId/complete",
    {
      config: staff,
      schema: {
        tags,
        summary: "Mark an order picked up or shipped: it is completed",
        params: orderParamsSchema,
        body: completeOrderSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => completeOrder(contextOf(request), request.params.orderId),
  );

  app.post(
    "/admin/api/orders/:orderId/items/:orderItemId/cancel",
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Cancel an order line, or some of its units, with a full refund (the card part to the card or as credit, credits back as credits); asked again, answers the same result",
        params: orderItemParamsSchema,
        body: cancelOrderItemSchema,
        response: { 200: cancelResultSchema, ...errors },
      },
    },
    async (request) =>
      cancelOrderLine(contextOf(request), {
        orderId: request.params.orderId,
        orderItemId: request.params.orderItemId,
        units: request.body.quantity,
        by: "staff",
        reason: request.body.reason,
      }),
  );
}
