/** Orders' queries for the staff screens (issue 32 item 1): the filtered, sorted list, and an order's cancellations. */
import { type OrderFulfilment, type PageQuery, pageOffset } from "@crest/domain";
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import {
  commerceOrderCancellations,
  commerceOrders,
  type OrderCancellationRow,
  type OrderRow,
} from "./tables.ts";

/** What the staff list filters on; the service turns the query's search into a number or members. */
export interface StaffOrderFilter {
  status?: OrderRow["status"] | undefined;
  fulfilment?: OrderFulfilment | undefined;
  customerId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Searched for: the order with this number, or orders of the members this subquery finds. */
  number?: number | undefined;
  customersFound?: SQL | undefined;
}

export interface StaffOrderSort {
  sort: "date" | "total";
  direction: "asc" | "desc";
}

function whereOf(filter: StaffOrderFilter): SQL | undefined {
  const searched =
    filter.number !== undefined || filter.customersFound !== undefined
      ? (or(
          filter.number !== undefined ? eq(commerceOrders.number, filter.number) : undefined,
          filter.customersFound ? sql`${commerceOrders.customerId} in (${filter.customersFound})` : undefined,
        ) ?? sql`false`)
      : undefined;
  return and(
    filter.status ? eq(commerceOrders.status, filter.status) : undefined,
    filter.fulfilment ? sql`${commerceOrders.shipping}->>'type' = ${filter.fulfilment}` : undefined,
    filter.customerId ? eq(commerceOrders.customerId, filter.customerId) : undefined,
    filter.from ? gte(commerceOrders.createdAt, filter.from) : undefined,
    filter.to ? lt(commerceOrders.createdAt, filter.to) : undefined,
    searched,
  );
}

/** A page of the club's orders matching the filter, in the order asked (the number breaks ties). */
export async function staffOrderPage(
  scope: TenantScope,
  filter: StaffOrderFilter,
  order: StaffOrderSort,
  page: PageQuery,
) {
  const where = whereOf(filter);
  const by = order.direction === "asc" ? asc : desc;
  const key = order.sort === "total" ? commerceOrders.total : commerceOrders.createdAt;
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(commerceOrders)
      .where(where)
      .orderBy(by(key), by(commerceOrders.number))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(commerceOrders, where),
  ]);
  return { rows, totalCount };
}

/** One order of the club; another club's is a 404. */
export const clubOrder = (scope: TenantScope, orderId: string): Promise<OrderRow> =>
  scope.getOne(commerceOrders, eq(commerceOrders.id, orderId));

/** An order's cancellations, oldest first. */
export const cancellationsOf = (scope: TenantScope, orderId: string): Promise<OrderCancellationRow[]> =>
  scope
    .select()
    .from(commerceOrderCancellations)
    .where(eq(commerceOrderCancellations.orderId, orderId))
    .orderBy(asc(commerceOrderCancellations.createdAt));
