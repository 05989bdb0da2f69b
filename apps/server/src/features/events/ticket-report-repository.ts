/** The tickets report's aggregate (issue 32 item 9): per event starting in a range of the club's days. */
import type { ReportRange } from "@crest/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { events, eventTickets } from "./tables.ts";

const counted = (status: string) =>
  sql<number>`count(${eventTickets.id}) filter (where ${eventTickets.status} = ${status})::int`.mapWith(
    Number,
  );

/** Per event: tickets sold (not cancelled), checked in, cancelled, and the amount of those not cancelled. */
export function ticketsPerEvent(scope: TenantScope, range: ReportRange, timeZone: string) {
  return scope
    .select({
      eventId: events.id,
      event: events.title,
      startsOn: events.startsAt,
      sold: sql<number>`count(${eventTickets.id}) filter (where ${eventTickets.status} <> 'cancelled')::int`.mapWith(
        Number,
      ),
      checkedIn: counted("scanned"),
      cancelled: counted("cancelled"),
      amount:
        sql<number>`coalesce(sum(${eventTickets.priceCents}) filter (where ${eventTickets.status} <> 'cancelled'), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(events)
    .innerJoin(eventTickets, eq(eventTickets.eventId, events.id))
    .where(
      sql`(${events.startsAt} at time zone ${timeZone})::date between ${range.from}::date and ${range.to}::date`,
    )
    .groupBy(events.id, events.title, events.startsAt)
    .orderBy(asc(events.startsAt), asc(events.title));
}
