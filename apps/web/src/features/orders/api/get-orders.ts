import { ORDERS_PAGE_SIZE, orderEndpoints } from "@crest/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callList } from "../../../lib/endpoint-call.ts";
import { orderKeys } from "./order-keys.ts";

/** GET /api/account/orders, page after page (spec-1 §9: 6 a page). */
export const ordersQuery = infiniteQueryOptions({
  queryKey: orderKeys.lists(),
  queryFn: ({ pageParam }) =>
    callList(orderEndpoints.list, { query: { pageNumber: pageParam, pageSize: ORDERS_PAGE_SIZE } }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination?.hasNextPage ? last.pagination.pageNumber + 1 : undefined),
});

export const useOrders = () => useInfiniteQuery(ordersQuery);
