/** The bookings report's aggregate (issue 32 item 9): bookings starting in a range of the club's days, per resource. */
import type { ReportRange } from "@crest/domain";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { bookingResources, bookings } from "./tables.ts";

const counted = (status: string) =>
  sql<number>`count(*) filter (where ${bookings.status} = ${status})::int`.mapWith(Number);

/** Per resource: booked, no-shows, cancelled, and the amount of those not cancelled (holds left out). */
export function bookingsPerResource(scope: TenantScope, range: ReportRange, timeZone: string) {
  return scope
    .select({
      resourceId: bookingResources.id,
      resource: bookingResources.title,
      booked: counted("booked"),
      noShows: counted("no_show"),
      cancelled: counted("cancelled"),
      amount:
        sql<number>`coalesce(sum(${bookings.priceCents}) filter (where ${bookings.status} <> 'cancelled'), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(bookingResources, eq(bookingResources.id, bookings.resourceId))
    .where(
      and(
        ne(bookings.status, "held"),
        sql`(${bookings.startsAt} at time zone ${timeZone})::date between ${range.from}::date and ${range.to}::date`,
      ),
    )
    .groupBy(bookingResources.id, bookingResources.title)
    .orderBy(asc(bookingResources.title));
}
