/**
 * /admin/api/reports (issue 32 item 9): each report over `from`..`to` (the club's days), and
 * its CSV download at `…/export`. Reads, so every staff level; the club is the staff
 * session's (`tenant: false`).
 */
import { staffReportEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { sendCsv } from "../../lib/csv.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import {
  allFailedPayments,
  bookingsByResource,
  failedPayments,
  reportCsv,
  salesByDay,
  salesByKind,
  ticketsByEvent,
} from "./service.ts";

/** The download's name: the report and its range. */
const fileName = (report: string, range: { from: string; to: string }) =>
  `${report}-${range.from}-${range.to}.csv`;

export async function reportRoutes(app: FastifyInstance) {
  route(app, endpoints.salesByDay, async ({ context, query }) => salesByDay(context, query), staffClub);
  route(
    app,
    endpoints.salesByDayExport,
    async ({ context, query, reply }) =>
      sendCsv(
        reply,
        fileName("sales-by-day", query),
        reportCsv(context, ["day", "orders", "sales", "refunded"], await salesByDay(context, query)),
      ),
    staffClub,
  );
  route(app, endpoints.salesByKind, async ({ context, query }) => salesByKind(context, query), staffClub);
  route(
    app,
    endpoints.salesByKindExport,
    async ({ context, query, reply }) =>
      sendCsv(
        reply,
        fileName("sales-by-kind", query),
        reportCsv(context, ["kind", "units", "sales", "refunded"], await salesByKind(context, query)),
      ),
    staffClub,
  );
  route(
    app,
    endpoints.bookingsByResource,
    async ({ context, query }) => bookingsByResource(context, query),
    staffClub,
  );
  route(
    app,
    endpoints.bookingsByResourceExport,
    async ({ context, query, reply }) =>
      sendCsv(
        reply,
        fileName("bookings-by-resource", query),
        reportCsv(
          context,
          ["resource", "booked", "noShows", "cancelled", "amount"],
          await bookingsByResource(context, query),
        ),
      ),
    staffClub,
  );
  route(
    app,
    endpoints.ticketsByEvent,
    async ({ context, query }) => ticketsByEvent(context, query),
    staffClub,
  );
  route(
    app,
    endpoints.ticketsByEventExport,
    async ({ context, query, reply }) =>
      sendCsv(
        reply,
        fileName("tickets-by-event", query),
        reportCsv(
          context,
          ["event", "startsOn", "sold", "checkedIn", "cancelled", "amount"],
          await ticketsByEvent(context, query),
        ),
      ),
    staffClub,
  );
  route(
    app,
    endpoints.failedPayments,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await failedPayments(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.failedPaymentsExport,
    async ({ context, query, reply }) =>
      sendCsv(
        reply,
        fileName("failed-payments", query),
        reportCsv(
          context,
          ["createdOn", "customerId", "description", "amount", "method", "failureCode", "failureMessage"],
          allFailedPayments(context, query),
        ),
      ),
    staffClub,
  );
}
