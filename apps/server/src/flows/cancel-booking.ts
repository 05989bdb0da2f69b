/**
 * Cancelling a reservation or appointment (spec-2 §4 the cancel flow, §7 POST
 * /api/account/{reservations|appointments}/{id}/cancel; issue 26 items 4 and 6): the booking's
 * order line goes through the cancel-one-line flow, which locks the order, asks the bookings'
 * provider for its terms (the member pays the late fee past the cutoff; staff pay none), refunds
 * once and frees the slot. A cancel asked again, or raced, answers the first one's result.
 *
 * Steps: the booking found (the member's own, of the path's kind; any of the club's for staff)
 * → `cancel-order-line` (its steps and undo) → the booking as it is now.
 */
import type { BookingCancelResult } from "@crest/domain";
import {
  type BookingKind,
  type BookingRow,
  bookingView,
  getBooking,
  myBookingRow,
} from "../features/bookings/index.ts";
import { AppError } from "../lib/errors.ts";
import type { ServiceContext } from "../platform/service-context.ts";
import { cancelOrderLine } from "./cancel-order-line.ts";

async function cancelBooking(
  context: ServiceContext,
  row: BookingRow,
  by: "member" | "staff",
): Promise<BookingCancelResult> {
  if (!row.orderId || !row.orderItemId) throw new AppError("cancel_error");
  const result = await cancelOrderLine(context, {
    orderId: row.orderId,
    orderItemId: row.orderItemId,
    by,
    ...(by === "member" ? { customerId: row.customerId } : {}),
  });
  return { ...result, booking: await bookingView(context, await getBooking(context.scope, row.id)) };
}

/** POST /api/account/{kind}/{id}/cancel: the member's own booking, refunded once less any late fee. */
export async function cancelMyBooking(
  context: ServiceContext,
  kind: BookingKind,
  bookingId: string,
): Promise<BookingCancelResult> {
  return cancelBooking(context, await myBookingRow(context, kind, bookingId), "member");
}

/** POST /admin/api/bookings/{id}/cancel: any of the club's bookings, refunded in full. */
export async function cancelBookingAsStaff(
  context: ServiceContext,
  bookingId: string,
): Promise<BookingCancelResult> {
  return cancelBooking(context, await getBooking(context.scope, bookingId), "staff");
}
