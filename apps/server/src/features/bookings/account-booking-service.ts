/**
 * The member's reservations and appointments (spec-2 §7 Bookings, §5): the list from a start day
 * (MM/DD/yyyy, today when left out, on the club's clock), one booking, and the booking found for
 * the member's own routes. Another member's or another club's booking is a 404; so is an
 * appointment asked for at the reservations' path.
 */
import {
  type AccountBookingsQuery,
  type Booking,
  isoOfUsDate,
  localDayOf,
  pageOffset,
  zonedInstant,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { type BookingKind, kindOfBlockType } from "./booking-cart-items.ts";
import { bookingView, bookingViews } from "./booking-views.ts";
import { bookingsOfMember, getBooking, getResource, listResources } from "./repository.ts";
import type { BookingRow } from "./tables.ts";

/** The instant the list starts: the day's midnight on the club's clock. */
function startOf(context: ServiceContext, startDate: string | undefined): Date {
  const zone = context.tenant.config.intl.timezone;
  const day = startDate ? isoOfUsDate(startDate) : localDayOf(new Date(), zone);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return zonedInstant(year, month, date, 0, zone);
}

/** GET /api/account/{kind}: the member's bookings of that kind from the start day, soonest first. */
export async function myBookings(
  context: ServiceContext,
  kind: BookingKind,
  query: AccountBookingsQuery,
): Promise<{ items: Booking[]; totalCount: number }> {
  const resources = (await listResources(context.scope)).filter(
    (resource) => kindOfBlockType(resource.blockType) === kind,
  );
  const { rows, totalCount } = await bookingsOfMember(context.scope, {
    customerId: customerIdOf(context),
    resourceIds: resources.map((resource) => resource.id),
    from: startOf(context, query.startDate),
    offset: pageOffset(query),
    limit: query.pageSize,
  });
  return { items: await bookingViews(context, rows), totalCount };
}

/** The member's own booking of that kind, or a 404. */
export async function myBookingRow(
  context: ServiceContext,
  kind: BookingKind,
  bookingId: string,
): Promise<BookingRow> {
  const row = await getBooking(context.scope, bookingId);
  const resource = await getResource(context.scope, row.resourceId);
  if (row.customerId !== customerIdOf(context) || kindOfBlockType(resource.blockType) !== kind)
    throw new AppError("not_found");
  return row;
}

/** GET /api/account/{kind}/{id}. */
export async function myBooking(
  context: ServiceContext,
  kind: BookingKind,
  bookingId: string,
): Promise<Booking> {
  return bookingView(context, await myBookingRow(context, kind, bookingId));
}
