/** /api/account/orders: the member's orders, one order, its transactions (spec-1 §7). */
import { defineEndpoint } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import {
  cancelOrderItemSchema,
  cancelResultSchema,
  completeOrderSchema,
  orderItemParamsSchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  orderTransactionsSchema,
} from "./orders.schemas.ts";

const common = { access: "customer", tags: ["orders"], method: "GET", errors: [400, 401, 404] } as const;

export const orderEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...common,
    path: "/api/account/orders",
    summary: "The member's orders, newest first (paginated)",
    query: pageQuerySchema,
    answer: orderListSchema,
  }),
  get: defineEndpoint({
    ...common,
    path: "/api/account/orders/:orderId",
    summary: "One of the member's orders",
    params: orderParamsSchema,
    answer: orderSchema,
  }),
  transactions: defineEndpoint({
    ...common,
    path: "/api/account/orders/:orderId/transactions",
    summary: "The payments of one of the member's orders",
    params: orderParamsSchema,
    answer: orderTransactionsSchema,
  }),
};

/** /admin/api/orders: what the club's staff need to run orders (issue 21); the club is the staff session's. */
const staff = {
  access: "staff",
  tags: ["admin", "orders"],
  method: "POST",
  errors: [400, 401, 404, 409],
} as const;

export const orderStaffEndpoints = {
  complete: defineEndpoint({
    /** The counter hands an order over. */
    staffLevel: "staff",
    ...staff,
    path: "/admin/api/orders/:orderId/complete",
    summary: "Mark an order picked up or shipped: it is completed",
    params: orderParamsSchema,
    body: completeOrderSchema,
    answer: orderSchema,
  }),
  cancelLine: defineEndpoint({
    ...staff,
    path: "/admin/api/orders/:orderId/items/:orderItemId/cancel",
    summary:
      "Cancel an order line, or some of its units, with a full refund (the card part to the card or as credit, credits back as credits); asked again, answers the same result",
    params: orderItemParamsSchema,
    body: cancelOrderItemSchema,
    answer: cancelResultSchema,
  }),
};
