/**
 * The sales reports' aggregates (issue 32 item 9), in SQL: paid orders per day of the club
 * (its time zone) and per kind of line, with what was refunded of them.
 */
import type { ReportRange } from "@crest/domain";
import { and, asc, count, isNotNull, type SQL, sql, sum } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { commerceOrderItems, commerceOrders } from "./tables.ts";

/** The club's calendar day of an instant, as YYYY-MM-DD. */
const dayIn = (column: AnyPgColumn, timeZone: string): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** An instant on one of the range's days of the club. */
const onDays = (column: AnyPgColumn, range: ReportRange, timeZone: string): SQL =>
  sql`(${column} at time zone ${timeZone})::date between ${range.from}::date and ${range.to}::date`;

const whole = (value: SQL<string | null>) => sql<number>`coalesce(${value}, 0)::int`.mapWith(Number);

const paidIn = (range: ReportRange, timeZone: string) =>
  and(isNotNull(commerceOrders.paidAt), onDays(commerceOrders.paidAt, range, timeZone));

/** Paid orders per day: how many, their totals, and what their lines have had refunded. */
export async function salesPerDay(scope: TenantScope, range: ReportRange, timeZone: string) {
  const day = dayIn(commerceOrders.paidAt, timeZone);
  const [orders, refunds] = await Promise.all([
    scope
      .select({ day, orders: count(), sales: whole(sum(commerceOrders.total)) })
      .from(commerceOrders)
      .where(paidIn(range, timeZone))
      // By position: the day is a parameterised expression, which PostgreSQL cannot match again.
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    scope
      .select({ day, refunded: whole(sum(commerceOrderItems.refundedAmount)) })
      .from(commerceOrderItems)
      .innerJoin(commerceOrders, sql`${commerceOrders.id} = ${commerceOrderItems.orderId}`)
      .where(paidIn(range, timeZone))
      .groupBy(sql`1`),
  ]);
  const refundedOn = new Map(refunds.map((row) => [row.day, row.refunded]));
  return orders.map((row) => ({ ...row, refunded: refundedOn.get(row.day) ?? 0 }));
}

/** What paid orders of the range sold per kind of line: units, line totals, refunds; most sold first. */
export function salesPerKind(scope: TenantScope, range: ReportRange, timeZone: string) {
  const sales = whole(sum(commerceOrderItems.total));
  return scope
    .select({
      kind: commerceOrderItems.type,
      units: whole(sum(commerceOrderItems.quantity)),
      sales,
      refunded: whole(sum(commerceOrderItems.refundedAmount)),
    })
    .from(commerceOrderItems)
    .innerJoin(commerceOrders, sql`${commerceOrders.id} = ${commerceOrderItems.orderId}`)
    .where(paidIn(range, timeZone))
    .groupBy(commerceOrderItems.type)
    .orderBy(sql`3 desc`, asc(commerceOrderItems.type));
}
