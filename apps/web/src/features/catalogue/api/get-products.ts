import { catalogueEndpoints } from "@crest/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callList } from "../../../lib/endpoint-call.ts";
import { catalogueKeys, type ProductFilter } from "./catalogue-keys.ts";

/** spec-1 §9: general lists page by 24. */
export const PRODUCT_PAGE_SIZE = 24;

/** GET /api/products, page after page: the shop or the menu, optionally of one category. */
export const productsQuery = (filter: ProductFilter) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.products(filter),
    queryFn: ({ pageParam }) =>
      callList(catalogueEndpoints.products, {
        query: {
          type: filter.type,
          category: filter.category,
          pageNumber: pageParam,
          pageSize: PRODUCT_PAGE_SIZE,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, pageNumber) =>
      last.pagination?.hasNextPage ? pageNumber + 1 : undefined,
  });

/** The products of the shop or the menu, page after page. */
export const useProducts = (filter: ProductFilter) => useInfiniteQuery(productsQuery(filter));
