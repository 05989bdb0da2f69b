/** The member's orders (spec-1 §7 Orders): list, details and transactions. */
import type { Order, OrderItem, PageQuery, PaymentTransaction } from "@crest/domain";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { transactionsFor } from "../payments/index.ts";
import { completeProcessingOrder, customerOrder, customerOrders, itemsOf } from "./repository.ts";
import type { OrderItemRow, OrderRow } from "./tables.ts";

/** What a payment for an order names as its reference. */
export const orderReference = (orderId: string) => ({ type: "order", id: orderId });

/** spec-1 §3 Order item. */
export const itemView = (row: OrderItemRow): OrderItem => ({
  id: row.id,
  orderId: row.orderId,
  type: row.type,
  title: row.title,
  description: row.description,
  photo: row.photo,
  productId: row.productId,
  productAttribute: row.productAttribute,
  quantity: row.quantity,
  price: row.priceEach,
  subTotal: row.subTotal,
  discount: row.discount,
  total: row.total,
  shippingTotal: row.shippingTotal,
  status: row.status,
  tax: row.tax,
  cancelledQuantity: row.cancelledQuantity,
  refundedAmount: row.refundedAmount,
  surveyId: row.surveyId,
  fulfilment: row.fulfilment ?? null,
  createdOn: row.createdAt,
});

/** spec-1 §3 Order with its derived flags. */
export function orderView(row: OrderRow, items: OrderItemRow[]): Order {
  const has = (type: OrderItemRow["type"]) => items.some((item) => item.type === type);
  const surveyIds = [...new Set(items.flatMap((item) => (item.surveyId ? [item.surveyId] : [])))];
  // Forms a line's provider opened when it was paid (a booking's survey) join the items' own.
  const opened = items
    .flatMap((item) => item.fulfilment?.surveys ?? [])
    .filter((survey, index, all) => all.findIndex((other) => other.uid === survey.uid) === index);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    via: row.via,
    type: row.type,
    note: row.note,
    createdOn: row.createdAt,
    paidDate: row.paidAt,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subTotal: row.subTotal,
    discountTotal: row.discountTotal,
    tipTotal: row.tipTotal,
    shippingTotal: row.shippingTotal,
    serviceFeeTotal: row.serviceFeeTotal + row.handlingTotal,
    taxTotal: row.taxTotal,
    total: row.total,
    charge: row.charge,
    creditsApplied: row.creditsApplied,
    shippingAddress: row.shipping ?? null,
    dining: row.dining ? { ...row.dining, at: row.dining.at ? new Date(row.dining.at) : null } : null,
    items: items.map(itemView),
    surveys: [
      ...surveyIds.map((id) => ({ uid: id, endpoint: `/api/surveys/${id}` })),
      ...opened.filter((survey) => !surveyIds.includes(survey.uid)),
    ],
    hasProducts: has("product"),
    hasTickets: has("event"),
    hasReservations: has("reservation"),
    hasAppointments: has("appointment"),
  };
}

/** The signed-in member's orders, newest first. */
export async function myOrders(context: ServiceContext, page: PageQuery) {
  const { rows, totalCount } = await customerOrders(context.scope, customerIdOf(context), page);
  const items = await itemsOf(context.scope, rows);
  return { items: rows.map((row) => orderView(row, items.get(row.id) ?? [])), totalCount };
}

/** One of the member's orders; another member's is a 404. */
export async function myOrder(context: ServiceContext, orderId: string): Promise<Order> {
  const row = await customerOrder(context.scope, customerIdOf(context), orderId);
  const items = await itemsOf(context.scope, [row]);
  return orderView(row, items.get(row.id) ?? []);
}

/** The payments of one of the member's orders. */
export async function myOrderTransactions(
  context: ServiceContext,
  orderId: string,
): Promise<PaymentTransaction[]> {
  const row = await customerOrder(context.scope, customerIdOf(context), orderId);
  return transactionsFor(context, orderReference(row.id));
}

/**
 * Staff mark an order picked up or shipped: a processing order is completed (a cancelled or
 * refunded one stays as it is: 409 order_not_open).
 */
export async function completeOrder(context: ServiceContext, orderId: string): Promise<Order> {
  const row = await completeProcessingOrder(context.scope, orderId);
  const items = await itemsOf(context.scope, [row]);
  return orderView(row, items.get(row.id) ?? []);
}
