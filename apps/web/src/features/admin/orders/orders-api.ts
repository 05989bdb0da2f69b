import { orderStaffEndpoints, type StaffOrdersQuery } from "@crest/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setClubCurrency } from "../../../lib/api-client.ts";
import { call, callList } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "../api/admin-keys.ts";

export const ORDERS_PAGE_SIZE = 20;

/** Orders are placed, handed over and refunded while staff look: these screens read afresh each time. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

/** What the orders list asks the server for, besides the page (instants as ISO strings, as on the wire). */
export type OrdersFilter = Omit<StaffOrdersQuery, "pageNumber" | "pageSize" | "from" | "to"> & {
  from?: string;
  to?: string;
};

/** Query keys of the orders back office, under the selected club (dropped when staff switch). */
export const staffOrderKeys = {
  all: () => [...adminKeys.club(), "orders"] as const,
  page: (filter: OrdersFilter, page: number) => [...staffOrderKeys.all(), "page", filter, page] as const,
  one: (orderId: string) => [...staffOrderKeys.all(), "one", orderId] as const,
};

/**
 * GET /admin/api/orders: a page of the club's orders as filtered and sorted. Amounts decode in
 * the selected club's currency, so the list is read once that is known.
 */
export const useStaffOrders = (filter: OrdersFilter, page: number, currency: string | undefined) =>
  useQuery({
    ...FRESH,
    queryKey: staffOrderKeys.page(filter, page),
    enabled: Boolean(currency),
    placeholderData: keepPreviousData,
    queryFn: () => {
      if (currency) setClubCurrency(currency);
      return callList(orderStaffEndpoints.list, {
        query: { ...filter, pageNumber: page, pageSize: ORDERS_PAGE_SIZE },
      });
    },
  });

/** GET /admin/api/orders/{orderId}: the order with its member, payments, refunds and what each cancel would give back. */
export const useStaffOrder = (orderId: string, currency: string | undefined) =>
  useQuery({
    ...FRESH,
    queryKey: staffOrderKeys.one(orderId),
    enabled: Boolean(currency),
    queryFn: () => {
      if (currency) setClubCurrency(currency);
      return call(orderStaffEndpoints.get, { params: { orderId } });
    },
  });

/** POST /admin/api/orders/{orderId}/complete: picked up or shipped; the order and the lists read again. */
export function useCompleteOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (how: "picked_up" | "shipped") =>
      call(orderStaffEndpoints.complete, { params: { orderId }, body: { how } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffOrderKeys.all() }),
  });
}

/**
 * POST /admin/api/orders/{orderId}/items/{orderItemId}/cancel: all that is left of the line,
 * refunded in full. The server refunds once however often it is asked; the dialog sends it once.
 */
export function useCancelLine(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderItemId: string) =>
      call(orderStaffEndpoints.cancelLine, { params: { orderId, orderItemId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffOrderKeys.all() }),
  });
}
