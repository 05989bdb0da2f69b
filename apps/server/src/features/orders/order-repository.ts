/** Orders' queries: writing one with its items, and the member's list and details. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { NotFoundError } from "../../lib/errors.ts";
import {
  commerceOrderItems,
  commerceOrders,
  type OrderItemFulfilmentRecord,
  type OrderItemRow,
  type OrderRow,
} from "./tables.ts";

export type NewOrder = Omit<typeof commerceOrders.$inferInsert, "companyId" | "number">;
export type NewOrderItem = Omit<typeof commerceOrderItems.$inferInsert, "companyId" | "orderId">;

/** Writes the order and its items (in the caller's transaction). */
export async function insertOrder(scope: TenantScope, order: NewOrder, items: NewOrderItem[]) {
  const [row] = await scope.insert(commerceOrders).values(order).returning();
  if (!row) throw new Error("the order was not written");
  const itemRows = await scope
    .insert(commerceOrderItems)
    .values(items.map((item, position) => ({ ...item, orderId: row.id, position })))
    .returning();
  return { order: row, items: itemRows };
}

/** Stores what a line's provider created when the order was paid. */
export const setItemFulfilment = (
  scope: TenantScope,
  orderItemId: string,
  fulfilment: OrderItemFulfilmentRecord,
) => scope.update(commerceOrderItems).set({ fulfilment }).where(eq(commerceOrderItems.id, orderItemId));

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
  const { item, order } = row;
  return {
    kind: item.kind,
    ref: item.ref,
    data: item.lineData,
    orderId: order.id,
    orderItemId: item.id,
    customerId: order.customerId,
    quantity: item.status === "cancelled" ? 0 : item.quantity,
    fulfilment: item.fulfilment,
    orderStatus: order.status,
    placedAt: order.createdAt,
  };
}

export const orderByKey = (scope: TenantScope, idempotencyKey: string) =>
  scope.findOne(commerceOrders, eq(commerceOrders.idempotencyKey, idempotencyKey));

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
