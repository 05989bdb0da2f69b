/**
 * The back office's reports (issue 32 item 9): sales by day and by kind, bookings per resource,
 * tickets per event, failed payments, each over a range of the club's calendar days. Amounts
 * are money in the club's currency; days are the club's (its time zone), not UTC's.
 */
import { z } from "zod";
import { calendarDateSchema } from "../common/calendar-date.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { STAFF_FIELD_MESSAGES } from "../common/staff-field-messages.ts";

/** The longest range a report covers, in days. */
export const REPORT_MAX_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** From and to, both included, on the club's calendar: to not before from, at most a year and a day. */
function checkRange(range: { from: string; to: string }, context: z.RefinementCtx) {
  const days = dayNumber(range.to) - dayNumber(range.from) + 1;
  if (days < 1)
    context.addIssue({ code: "custom", path: ["to"], message: STAFF_FIELD_MESSAGES.report_range_reversed });
  if (days > REPORT_MAX_DAYS)
    context.addIssue({ code: "custom", path: ["to"], message: STAFF_FIELD_MESSAGES.report_range_too_long });
}

const rangeShape = { from: calendarDateSchema, to: calendarDateSchema };

export const reportRangeSchema = z.object(rangeShape).superRefine(checkRange);
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** Failed payments come a page at a time. */
export const pagedReportRangeSchema = z
  .object({ ...rangeShape, ...pageQuerySchema.shape })
  .superRefine(checkRange);
export type PagedReportRange = z.infer<typeof pagedReportRangeSchema>;

export const salesDaySchema = z.object({
  day: calendarDateSchema,
  orders: z.number().int(),
  sales: moneySchema,
  refunded: moneySchema,
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const salesKindSchema = z.object({
  kind: z.string(),
  units: z.number().int(),
  sales: moneySchema,
  refunded: moneySchema,
});
export type SalesKind = z.infer<typeof salesKindSchema>;

export const resourceBookingsSchema = z.object({
  resourceId: z.string(),
  resource: z.string(),
  booked: z.number().int(),
  noShows: z.number().int(),
  cancelled: z.number().int(),
  amount: moneySchema,
});
export type ResourceBookings = z.infer<typeof resourceBookingsSchema>;

export const eventTicketsSchema = z.object({
  eventId: z.string(),
  event: z.string(),
  startsOn: dateTimeSchema,
  sold: z.number().int(),
  checkedIn: z.number().int(),
  cancelled: z.number().int(),
  amount: moneySchema,
});
export type EventTickets = z.infer<typeof eventTicketsSchema>;

export const failedPaymentSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  description: z.string(),
  amount: moneySchema,
  method: z.string(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdOn: dateTimeSchema,
});
export type FailedPayment = z.infer<typeof failedPaymentSchema>;
