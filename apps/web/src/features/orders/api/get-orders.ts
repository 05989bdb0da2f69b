import { ORDERS_PAGE_SIZE, type Order, orderListSchema } from "@crest/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { orderKeys } from "./order-keys.ts";

/** GET /api/account/orders, one page (spec-1 §9: 6 a page). */
export const getOrders = (pageNumber: number) =>
  api.list<Order[]>("/api/account/orders", {
    query: { page_number: pageNumber, page_size: ORDERS_PAGE_SIZE },
    schema: orderListSchema,
  });

export const ordersQuery = infiniteQueryOptions({
  queryKey: orderKeys.lists(),
  queryFn: ({ pageParam }) => getOrders(pageParam),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination?.hasNextPage ? last.pagination.pageNumber + 1 : undefined),
});

export const useOrders = () => useInfiniteQuery(ordersQuery);
