/**
 * The bookings feature's public API, for the flows that book, cancel and answer a booking's
 * survey (flows/book-express.ts, flows/cancel-booking.ts, flows/answer-booking-survey.ts):
 * services and types, never tables.
 */
// Members for staff (issue 31).
export { myBookingRow, myBookings } from "./account-booking-service.ts";
export { type BookingKind, kindOfBlockType } from "./booking-cart-items.ts";
// Reports (issue 32 item 9).
export { bookingsPerResource } from "./booking-report-repository.ts";
export { bookingView } from "./booking-views.ts";
export { getBooking, getResource, setSurveyResponse } from "./repository.ts";
export { reachableResource } from "./resource-service.ts";
// Staff booking for a member (issue 32 item 4): the slots the member sees, from the shared cache.
export type { SlotCache } from "./slot-cache.ts";
export { slotsAnswer } from "./slot-service.ts";
export type { BookingRow } from "./tables.ts";
