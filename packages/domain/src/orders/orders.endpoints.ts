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
import {
  staffOrderDetailSchema,
  staffOrderSummarySchema,
  staffOrdersQuerySchema,
} from "./staff-orders.schemas.ts";

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
  }), // The orders back office (issue 32 item 1).
  list: defineEndpoint({
    ...staff,
    method: "GET",
    errors: [400, 401, 403],
    path: "/admin/api/orders",
    summary:
      "The club's orders, filtered by status, fulfilment, member, date or an order number or e-mail, sorted by date or total (paginated)",
    query: staffOrdersQuerySchema,
    answer: staffOrderSummarySchema.array(),
  }),
  get: defineEndpoint({
    ...staff,
    method: "GET",
    errors: [400, 401, 403, 404],
    path: "/admin/api/orders/:orderId",
    summary:
      "One order with its member, lines, payments, refunds, and what cancelling each line would give back",
    params: orderParamsSchema,
    answer: staffOrderDetailSchema,
  }),
};
