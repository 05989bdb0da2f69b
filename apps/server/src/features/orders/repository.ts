/** Orders' queries: writing one with its items, and the member's list and details. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { BatchedReads } from "../../db/batched-reads.ts";
import { insertStatement, statement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { orderedLineOf } from "./line-refund.ts";
import {
  commerceOrderCancellations,
  commerceOrderItems,
  commerceOrders,
  type OrderCancellationRow,
  type OrderItemFulfilmentRecord,
  type OrderItemRow,
  type OrderRow,
} from "./tables.ts";

export type NewOrder = Omit<typeof commerceOrders.$inferInsert, "companyId" | "number">;
export type NewOrderItem = Omit<typeof commerceOrderItems.$inferInsert, "companyId" | "orderId">;

/** Writes the order and its items (in the caller's transaction). */
export async function insertOrder(scope: TenantScope, order: NewOrder, items: NewOrderItem[]) {
  const [row] = await insertOrderRow(scope, [order]);
  if (!row) throw new Error("the order was not written");
  const itemRows = await insertItemRows(
    scope,
    items.map((item, position) => ({ ...item, orderId: row.id, position })),
  );
  return { order: row, items: itemRows };
}

const insertOrderRow = insertStatement(commerceOrders);
const insertItemRows = insertStatement(commerceOrderItems);

/** Stores what a line's provider created when the order was paid. */
export const setItemFulfilment = (
  scope: TenantScope,
  orderItemId: string,
  fulfilment: OrderItemFulfilmentRecord,
) => setFulfilment(scope, { id: orderItemId, fulfilment });

/**
 * The storing of what an order item's provider created, not yet run: for a provider's statement
 * that stores it beside its own writes (db/statement.ts `together`).
 */
export const orderItemFulfilmentUpdate = (
  scope: TenantScope,
  item: { id: string; fulfilment: OrderItemFulfilmentRecord },
) =>
  scope
    .update(commerceOrderItems)
    .set({ fulfilment: item.fulfilment })
    .where(eq(commerceOrderItems.id, item.id));

const setFulfilment = statement(orderItemFulfilmentUpdate);

/**
 * An order item with what its provider needs to judge and make a cancellation (its kind, ref,
 * data, what was created, its order's status); `lock` takes the item FOR UPDATE. Another
 * club's is a 404.
 */
export async function orderedItem(scope: TenantScope, orderItemId: string, lock = false) {
  const query = scope
    .select({ item: commerceOrderItems, order: commerceOrders })
    .from(commerceOrderItems)
    .innerJoin(commerceOrders, eq(commerceOrders.id, commerceOrderItems.orderId))
    .where(eq(commerceOrderItems.id, orderItemId));
  const [row] = lock ? await query.for("update", { of: commerceOrderItems }) : await query;
  if (!row) throw new NotFoundError();
  return orderedLineOf(row.order, row.item);
}

/** The order an idempotency key placed, if any. Every checkout asks first: read in batches. */
export const orderByKey = (scope: TenantScope, idempotencyKey: string): Promise<OrderRow | undefined> =>
  ordersOfKeyReads.read(scope, idempotencyKey);

/** Built once (db/statement.ts): the keys are one value, an array (`= any`, not `in`). */
const ordersOfKeys = statement((scope, orders: { keys: string[] }) =>
  scope.select().from(commerceOrders).where(sql`${commerceOrders.idempotencyKey} = any(${orders.keys})`),
);

// Checkouts that start together (a drop's winners) ask in one query per batch, not one each.
const ordersOfKeyReads = new BatchedReads(
  async (scope, keys: string[]) =>
    new Map((await ordersOfKeys(scope, { keys })).map((order) => [order.idempotencyKey, order])),
);

/** One of the customer's orders; another member's (or club's) is a 404. */
export const customerOrder = (scope: TenantScope, customerId: string, orderId: string) =>
  scope.getOne(
    commerceOrders,
    and(eq(commerceOrders.id, orderId), eq(commerceOrders.customerId, customerId)),
  );

export async function customerOrders(scope: TenantScope, customerId: string, page: PageQuery) {
  const mine = eq(commerceOrders.customerId, customerId);
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(commerceOrders)
      .where(mine)
      .orderBy(desc(commerceOrders.createdAt), desc(commerceOrders.number))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(commerceOrders, mine),
  ]);
  return { rows, totalCount };
}

/** The items of some orders, grouped by order. */
export async function itemsOf(scope: TenantScope, orders: OrderRow[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>(orders.map((order) => [order.id, []]));
  if (orders.length === 0) return byOrder;
  const rows = await scope
    .select()
    .from(commerceOrderItems)
    .where(inArray(commerceOrderItems.orderId, [...byOrder.keys()]))
    .orderBy(asc(commerceOrderItems.position));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/** Some orders of the club by id, with their items (the ledger describes what its rows paid for). */
export async function ordersWithItems(
  scope: TenantScope,
  orderIds: readonly string[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }[]> {
  if (orderIds.length === 0) return [];
  const orders = await scope
    .select()
    .from(commerceOrders)
    .where(inArray(commerceOrders.id, [...orderIds]));
  const items = await itemsOf(scope, orders);
  return orders.map((order) => ({ order, items: items.get(order.id) ?? [] }));
}

/** Which of some orders are food and drink (they have a dining choice): what a dining minimum counts. */
export async function diningOrderIds(scope: TenantScope, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await scope
    .select({ id: commerceOrders.id })
    .from(commerceOrders)
    .where(and(inArray(commerceOrders.id, [...orderIds]), isNotNull(commerceOrders.dining)));
  return new Set(rows.map((row) => row.id));
}

/** What went back for some order items in all (their cancellations' refunds, less fees). */
export async function refundedOfItems(scope: TenantScope, orderItemIds: readonly string[]): Promise<number> {
  if (orderItemIds.length === 0) return 0;
  const rows = await scope
    .select({ refunded: commerceOrderItems.refundedAmount })
    .from(commerceOrderItems)
    .where(inArray(commerceOrderItems.id, [...orderItemIds]));
  return rows.reduce((sum, row) => sum + row.refunded, 0);
}

/**
 * An order and one of its items, both locked FOR UPDATE (the order first, so two cancels of
 * lines of one order queue rather than deadlock), with the order's other items. Another club's,
 * or an item of another order, is a 404.
 */
export async function lockOrderWithItems(scope: TenantScope, orderId: string) {
  const [order] = await scope
    .select()
    .from(commerceOrders)
    .where(eq(commerceOrders.id, orderId))
    .for("update");
  if (!order) throw new NotFoundError();
  const items = await scope
    .select()
    .from(commerceOrderItems)
    .where(eq(commerceOrderItems.orderId, orderId))
    .orderBy(asc(commerceOrderItems.position))
    .for("update");
  return { order, items };
}

/** The latest cancellation of an item (what a cancel asked again answers). */
export const lastCancellationOf = (scope: TenantScope, orderItemId: string) =>
  scope
    .select()
    .from(commerceOrderCancellations)
    .where(eq(commerceOrderCancellations.orderItemId, orderItemId))
    .orderBy(desc(commerceOrderCancellations.createdAt))
    .limit(1)
    .then((rows): OrderCancellationRow | undefined => rows[0]);

export const insertCancellation = (
  scope: TenantScope,
  row: Omit<typeof commerceOrderCancellations.$inferInsert, "companyId">,
) => scope.insertOne(commerceOrderCancellations, row);

/** Counts cancelled units and what went back on an item; the item is cancelled when none is left. */
export async function cancelItemUnits(
  scope: TenantScope,
  item: OrderItemRow,
  units: number,
  refunded: number,
): Promise<OrderItemRow> {
  const cancelledQuantity = item.cancelledQuantity + units;
  return scope.updateOne(commerceOrderItems, eq(commerceOrderItems.id, item.id), {
    cancelledQuantity,
    refundedAmount: item.refundedAmount + refunded,
    status: cancelledQuantity >= item.quantity ? "cancelled" : "active",
  });
}

export const setOrderStatus = (scope: TenantScope, orderId: string, status: OrderRow["status"]) =>
  scope.updateOne(commerceOrders, eq(commerceOrders.id, orderId), { status });

/** A processing (or partly refunded) order becomes completed; another club's is a 404, a closed one a 409. */
export async function completeProcessingOrder(scope: TenantScope, orderId: string): Promise<OrderRow> {
  const [row] = await scope
    .update(commerceOrders)
    .set({ status: "completed" })
    .where(
      and(
        eq(commerceOrders.id, orderId),
        inArray(commerceOrders.status, ["processing", "partially_refunded"]),
      ),
    )
    .returning();
  if (row) return row;
  const existing = await scope.getOne(commerceOrders, eq(commerceOrders.id, orderId));
  if (existing.status === "completed") return existing;
  throw new AppError("order_not_open");
}
