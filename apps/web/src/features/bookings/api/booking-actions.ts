/**
 * What a member does with bookings: express book a free slot, put a paid one in the cart, cancel
 * one. Each refreshes what it changed.
 */
import { bookingEndpoints, cartEndpoints } from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { cartKeys } from "../../cart/index.ts";
import { bookingKeys } from "./booking-keys.ts";
import { accountEndpointsOf, type BookingKind } from "./get-my-bookings.ts";

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
};

export interface CartBooking {
  resourceId: string;
  startDate: Date;
  partySize?: number;
  serviceId?: string;
  therapistId?: string;
}

/** POST /api/reservations/book (a free slot). */
export function useExpressBook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (booking: CartBooking) =>
      call(bookingEndpoints.book, { body: { partySize: 1, therapistId: "anyone", ...booking } }),
    onSuccess: refresh,
  });
}

/** POST /api/cart/{reservations|appointments}: one booking as a cart line. */
export function useAddBookingToCart(kind: BookingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CartBooking) =>
      call(cartEndpoints.setLines, { params: { kind }, body: { items: [{ ...item, quantity: 1 }] } }),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.detail(), cart);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

/** POST /api/account/{kind}/{id}/cancel. */
export function useCancelBooking(kind: BookingKind, bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(accountEndpointsOf(kind).cancel, { params: { bookingId } }),
    onSuccess: refresh,
  });
}
