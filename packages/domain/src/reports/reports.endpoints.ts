/**
 * The back office's reports (issue 32 item 9): each a GET over a range of the club's days
 * (`from`, `to`, both included), and the same as a CSV download at `…/export`.
 */
import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  eventTicketsSchema,
  failedPaymentSchema,
  pagedReportRangeSchema,
  reportRangeSchema,
  resourceBookingsSchema,
  salesDaySchema,
  salesKindSchema,
} from "./reports.schemas.ts";

const report = { access: "staff", tags: ["admin", "reports"], method: "GET", errors: [400, 401] } as const;
const csv = z.string().meta({ format: "binary", description: "text/csv" });

/** A report's CSV download, over the same range. */
const exportOf = <const P extends string>(path: P, summary: string) =>
  defineEndpoint({
    ...report,
    path: `${path}/export` as `${P}/export`,
    summary: `${summary}, as CSV (UTF-8 with a byte order mark)`,
    query: reportRangeSchema,
    answer: csv,
  });

const SALES_BY_DAY = "Paid orders per day of the club: how many, their totals and what was refunded of them";
const SALES_BY_KIND =
  "What paid orders of the range sold, per kind of line (product, event, reservation, appointment)";
const BOOKINGS = "Bookings starting in the range, per resource: booked, no-shows, cancelled, and the amount";
const TICKETS =
  "Tickets of the events starting in the range, per event: sold, checked in, cancelled, and the amount";
const FAILED = "Payments that failed in the range, newest first";

export const staffReportEndpoints = {
  salesByDay: defineEndpoint({
    ...report,
    path: "/admin/api/reports/sales-by-day",
    summary: SALES_BY_DAY,
    query: reportRangeSchema,
    answer: salesDaySchema.array(),
  }),
  salesByDayExport: exportOf("/admin/api/reports/sales-by-day", SALES_BY_DAY),
  salesByKind: defineEndpoint({
    ...report,
    path: "/admin/api/reports/sales-by-kind",
    summary: SALES_BY_KIND,
    query: reportRangeSchema,
    answer: salesKindSchema.array(),
  }),
  salesByKindExport: exportOf("/admin/api/reports/sales-by-kind", SALES_BY_KIND),
  bookingsByResource: defineEndpoint({
    ...report,
    path: "/admin/api/reports/bookings-by-resource",
    summary: BOOKINGS,
    query: reportRangeSchema,
    answer: resourceBookingsSchema.array(),
  }),
  bookingsByResourceExport: exportOf("/admin/api/reports/bookings-by-resource", BOOKINGS),
  ticketsByEvent: defineEndpoint({
    ...report,
    path: "/admin/api/reports/tickets-by-event",
    summary: TICKETS,
    query: reportRangeSchema,
    answer: eventTicketsSchema.array(),
  }),
  ticketsByEventExport: exportOf("/admin/api/reports/tickets-by-event", TICKETS),
  failedPayments: defineEndpoint({
    ...report,
    path: "/admin/api/reports/failed-payments",
    summary: `${FAILED} (paginated)`,
    query: pagedReportRangeSchema,
    answer: failedPaymentSchema.array(),
  }),
  failedPaymentsExport: exportOf("/admin/api/reports/failed-payments", FAILED),
};
