/**
 * What a member does with events and tickets: register for a free one, add tickets to the cart,
 * join a waitlist, give a ticket away, cancel their tickets. Each refreshes what it changed.
 */
import {
  accountEventEndpoints,
  type CartTicketItem,
  cartEndpoints,
  publicEventEndpoints,
} from "@crest/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";
import { cartKeys } from "../../cart/index.ts";
import { eventKeys } from "./event-keys.ts";

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
};

/** POST /api/events/{id}/register (a free event). */
export function useRegister(eventId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { ticketTypeId?: string; quantity: number }) =>
      call(publicEventEndpoints.register, { params: { eventId }, body: input }),
    onSuccess: refresh,
  });
}

/** POST /api/cart/tickets: several types at once (quantity 0 takes a line out). */
export function useAddTicketsToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: CartTicketItem[]) =>
      call(cartEndpoints.setLines, { params: { kind: "tickets" }, body: { items } }),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.detail(), cart);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

/** POST /api/events/{id}/waitlist: the answer is the member's place, as GET /api/events/{id}/waitlist's. */
export function useJoinWaitlist(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(publicEventEndpoints.joinWaitlist, { params: { eventId } }),
    onSuccess: (entry) => queryClient.setQueryData(eventKeys.waitlist(eventId), entry),
  });
}

/** PATCH /api/account/events/tickets/{id}/transfer. */
export function useTransferTicket() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { ticketId: string; email: string; fullName?: string }) =>
      call(accountEventEndpoints.transfer, {
        params: { ticketId: input.ticketId },
        body: { email: input.email, ...(input.fullName ? { fullName: input.fullName } : {}) },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/account/events/{id}/cancel. */
export function useCancelTickets(eventId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(accountEventEndpoints.cancel, { params: { eventId } }),
    onSuccess: refresh,
  });
}
