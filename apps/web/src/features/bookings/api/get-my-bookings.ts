import { accountAppointmentEndpoints, accountReservationEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { bookingKeys } from "./booking-keys.ts";

export type BookingKind = "reservations" | "appointments";

export const accountEndpointsOf = (kind: BookingKind) =>
  kind === "reservations" ? accountReservationEndpoints : accountAppointmentEndpoints;

/** GET /api/account/{kind}: the member's upcoming bookings (from today), the first 100. */
export const useMyBookings = (kind: BookingKind) =>
  useQuery({
    queryKey: bookingKeys.myList(kind),
    queryFn: () => call(accountEndpointsOf(kind).list, { query: { pageSize: 100 } }),
  });

/** GET /api/account/{kind}/{id}. */
export const useMyBooking = (kind: BookingKind, bookingId: string | undefined) =>
  useQuery({
    queryKey: bookingKeys.myBooking(kind, bookingId ?? ""),
    queryFn: () => call(accountEndpointsOf(kind).get, { params: { bookingId: bookingId ?? "" } }),
    enabled: Boolean(bookingId),
    retry: false,
  });
