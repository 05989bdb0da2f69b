/**
 * The orders back office (issue 32 item 1): the club's orders filtered, sorted and paged on the
 * server, and one order with its member, payments, refunds and what cancelling each of its lines
 * would give back. Marking an order handed over and cancelling a line are `completeOrder` and the
 * cancel-one-line flow.
 */
import {
  type LineCancelPreview,
  lineRefundPlan,
  type OrderCancellation,
  type OrderFulfilment,
  type OrderMember,
  type StaffOrderDetail,
  type StaffOrderSummary,
  type StaffOrdersQuery,
} from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import { cancellationOf, cardRefundDestination } from "../cart/index.ts";
import { type CustomerRow, customerIdsMatching, findCustomers, getCustomer } from "../customers/index.ts";
import { refundStatuses, transactionsFor } from "../payments/index.ts";
import { lineRefundInput, orderedLineOf } from "./line-refund.ts";
import { itemsOf } from "./repository.ts";
import { orderReference, orderView } from "./service.ts";
import { cancellationsOf, clubOrder, type StaffOrderFilter, staffOrderPage } from "./staff-repository.ts";
import type { OrderCancellationRow, OrderItemRow, OrderRow } from "./tables.ts";

const memberOf = (row: Pick<CustomerRow, "id" | "firstName" | "lastName" | "email">): OrderMember => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

const fulfilmentOf = (order: OrderRow): OrderFulfilment | null => {
  const type = order.shipping?.type;
  return type === "shipping" || type === "pickup" ? type : null;
};

/** The search box: `#1042` or `1042` is an order number; anything else finds members by e-mail or name. */
async function searchFilter(context: ServiceContext, search: string | undefined): Promise<StaffOrderFilter> {
  if (!search) return {};
  const digits = /^#?\s*(\d{1,9})$/.exec(search)?.[1];
  if (digits) return { number: Number(digits) };
  return { customersFound: customerIdsMatching(context.scope, search).getSQL() };
}

/** GET /admin/api/orders: a page of the club's orders as the query filters and sorts them. */
export async function staffOrders(context: ServiceContext, query: StaffOrdersQuery) {
  const filter: StaffOrderFilter = {
    status: query.status,
    fulfilment: query.fulfilment,
    customerId: query.customerId,
    from: query.from,
    to: query.to,
    ...(await searchFilter(context, query.search)),
  };
  const { rows, totalCount } = await staffOrderPage(
    context.scope,
    filter,
    { sort: query.sort, direction: query.direction },
    query,
  );
  const members = new Map(
    (await findCustomers(context.scope, [...new Set(rows.map((row) => row.customerId))])).map((row) => [
      row.id,
      memberOf(row),
    ]),
  );
  const items: StaffOrderSummary[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    createdOn: row.createdAt,
    total: row.total,
    fulfilment: fulfilmentOf(row),
    member: members.get(row.customerId) ?? {
      id: row.customerId,
      firstName: "",
      lastName: "",
      email: "",
    },
  }));
  return { items, totalCount };
}

/** What staff cancelling the rest of each line with units left would give back now. */
async function cancelPreviews(
  context: ServiceContext,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<LineCancelPreview[]> {
  const cardDestination = await cardRefundDestination(context.scope);
  const now = new Date();
  const open = items.filter((item) => item.quantity > item.cancelledQuantity);
  return Promise.all(
    open.map(async (item) => {
      const units = item.quantity - item.cancelledQuantity;
      const plan = lineRefundPlan(lineRefundInput(order, items, item, units, 0));
      // A line made outside the cart (the demo's history) has no provider to free it: not cancellable.
      const policy = item.kind
        ? await cancellationOf(
            context,
            { ...orderedLineOf(order, item), kind: item.kind },
            {
              units,
              by: "staff",
              now,
            },
          )
        : { canCancel: false };
      return {
        orderItemId: item.id,
        canCancel: policy.canCancel,
        units,
        amount: plan.amount,
        card: plan.card,
        cardDestination,
        credit: plan.credit,
      };
    }),
  );
}

/** An order's cancellations with each card refund's status as it stands now. */
async function cancellationViews(
  context: ServiceContext,
  rows: OrderCancellationRow[],
): Promise<OrderCancellation[]> {
  const cardRefunds = rows.flatMap((row) =>
    row.refunds.filter((refund) => refund.destination === "original").map((refund) => refund.id),
  );
  const statuses = await refundStatuses(context.scope, cardRefunds);
  return rows.map((row) => ({
    id: row.id,
    orderItemId: row.orderItemId,
    quantity: row.quantity,
    amount: row.amount,
    fee: row.fee,
    by: row.by,
    reason: row.reason,
    createdOn: row.createdAt,
    refunds: row.refunds.map((refund) => ({
      ...refund,
      status: statuses.get(refund.id) ?? ("succeeded" as const),
    })),
  }));
}

/** GET /admin/api/orders/{orderId}: one order of the club; another club's is a 404. */
export async function staffOrderDetail(context: ServiceContext, orderId: string): Promise<StaffOrderDetail> {
  const order = await clubOrder(context.scope, orderId);
  const items = (await itemsOf(context.scope, [order])).get(order.id) ?? [];
  const [customer, payments, cancellations, previews] = await Promise.all([
    getCustomer(context.scope, order.customerId),
    transactionsFor(context, orderReference(order.id)),
    cancellationsOf(context.scope, order.id).then((rows) => cancellationViews(context, rows)),
    cancelPreviews(context, order, items),
  ]);
  return {
    order: orderView(order, items),
    member: memberOf(customer),
    fulfilment: fulfilmentOf(order),
    payments,
    cancellations,
    cancelPreviews: previews,
  };
}
