/** The failed-payments report (issue 32 item 9): payments that failed on a range of the club's days. */
import type { ReportRange } from "@crest/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { payments } from "./tables.ts";

const failedIn = (range: ReportRange, timeZone: string) =>
  and(
    eq(payments.status, "failed"),
    sql`(${payments.createdAt} at time zone ${timeZone})::date between ${range.from}::date and ${range.to}::date`,
  );

/** A page of the failed payments, newest first, and how many there are. */
export async function failedPaymentsIn(
  scope: TenantScope,
  range: ReportRange,
  timeZone: string,
  page: { limit: number; offset: number },
) {
  const where = failedIn(range, timeZone);
  const [items, totalCount] = await Promise.all([
    scope
      .select({
        id: payments.id,
        customerId: payments.customerId,
        description: payments.description,
        amount: payments.amount,
        method: payments.methodKind,
        failureCode: payments.failureCode,
        failureMessage: payments.failureMessage,
        createdOn: payments.createdAt,
      })
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    scope.count(payments, where),
  ]);
  return { items, totalCount };
}
